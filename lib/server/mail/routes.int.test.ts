import { beforeAll, describe, expect, it } from 'vitest';
import { POST as setMailAddress } from '@/app/api/setMailAddress/route';
import { POST as setMailDigestHour } from '@/app/api/setMailDigestHour/route';
import { POST as setSubscriptionMail } from '@/app/api/setSubscriptionMail/route';
import type { MailSettings } from '@/lib/mail/types';
import { saveSubscription } from '@/lib/server/opportunities/subscriptions';
import { answerOf, request } from '@/test/kits/account-routes';
import { captureMail, mailsTo } from '@/test/kits/mail';
import { enterpriseUser } from '@/test/kits/opportunities';
import { listMailModes } from './modes';

// The e-mail calls: validated on the server, a login needed, each user changes only their own.

const gov = { channel: 4 as const, city: ['500100'], businessDirection: ['rjkf'], purchaseUnit: ['djjg'], budgetStart: 0, budgetEnd: 100 };

beforeAll(captureMail);

describe('e-mail calls', () => {
  it('mails a confirmation to a valid address and refuses a wrong one or a visitor', async () => {
    const user = await enterpriseUser();
    const email = `r${Date.now().toString(36)}@example.com`;
    const bad = await setMailAddress(request('/api/setMailAddress', { body: { email: 'a@b' }, cookie: user.cookie }));
    expect(bad.status).toBe(400);
    expect((await answerOf(bad)).msg).toContain('请输入正确的邮箱地址');
    expect((await setMailAddress(request('/api/setMailAddress', { body: { email } }))).status).toBe(401);
    const ok = await answerOf<MailSettings>(await setMailAddress(request('/api/setMailAddress', { body: { email: ` ${email.toUpperCase()} ` }, cookie: user.cookie })));
    expect(ok.data).toMatchObject({ email: null, pendingEmail: email, digestHour: 8 });
    expect(await mailsTo(email)).toHaveLength(1);
    const hour = await setMailDigestHour(request('/api/setMailDigestHour', { body: { hour: 24 }, cookie: user.cookie }));
    expect(hour.status).toBe(400);
    expect((await answerOf<MailSettings>(await setMailDigestHour(request('/api/setMailDigestHour', { body: { hour: 21 }, cookie: user.cookie })))).data.digestHour).toBe(21);
  });

  it('sets the mail of the caller’s own subscription only', async () => {
    const owner = await enterpriseUser();
    const other = await enterpriseUser();
    await saveSubscription(owner, gov);
    const set = await setSubscriptionMail(request('/api/setSubscriptionMail', { body: { channel: 4, mode: 'digest' }, cookie: owner.cookie }));
    expect((await answerOf(set)).data).toEqual({ channel: 4, mode: 'digest' });
    expect(await listMailModes(owner)).toEqual({ 4: 'digest' });
    // The other user has no such subscription: their call touches nothing of the owner's.
    expect((await setSubscriptionMail(request('/api/setSubscriptionMail', { body: { channel: 4, mode: 'off' }, cookie: other.cookie }))).status).toBe(404);
    expect(await listMailModes(owner)).toEqual({ 4: 'digest' });
    expect((await setSubscriptionMail(request('/api/setSubscriptionMail', { body: { channel: 4, mode: 'weekly' }, cookie: owner.cookie }))).status).toBe(400);
  });
});
