import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as mailBounce } from '@/app/api/mailBounce/route';
import { POST as setMailAddress } from '@/app/api/setMailAddress/route';
import { POST as setMailDigestHour } from '@/app/api/setMailDigestHour/route';
import { POST as setSubscriptionMail } from '@/app/api/setSubscriptionMail/route';
import { env } from '@/lib/env';
import type { MailSettings } from '@/lib/mail/types';
import { getDb } from '@/lib/server/db/client';
import { userMessages } from '@/lib/server/db/schema';
import { saveSubscription } from '@/lib/server/opportunities/subscriptions';
import { answerOf, request } from '@/test/kits/account-routes';
import { captureMail, confirmedAddress, mailsTo } from '@/test/kits/mail';
import { enterpriseUser } from '@/test/kits/opportunities';
import { getMailSettings } from './address';
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

describe('the provider’s bounce reports', () => {
  const TOKEN = 'a-bounce-token-for-the-tests';
  const report = (body: unknown, token?: string) =>
    mailBounce(request('/api/mailBounce', { body, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } })).then(async (res) => ({ status: res.status, ...(await answerOf<{ stopped: number }>(res)) }));

  it('does not exist without a token, and refuses a wrong token and bad input', async () => {
    const saved = env.MAIL_BOUNCE_TOKEN;
    try {
      env.MAIL_BOUNCE_TOKEN = undefined;
      expect((await report({ events: [{ email: 'x@example.com', type: 'bounce' }] }, TOKEN)).status).toBe(404);
      env.MAIL_BOUNCE_TOKEN = TOKEN;
      const wrong = await report({ events: [{ email: 'x@example.com', type: 'bounce' }] }, `${TOKEN}x`);
      expect(wrong).toMatchObject({ status: 403, msg: '令牌无效' });
      expect((await report({ events: [{ email: 'x@example.com', type: 'bounce' }] })).status).toBe(403);
      const bad = await report({ events: [{ email: 'not-an-address', type: 'bounce' }] }, TOKEN);
      expect(bad.status).toBe(400);
      expect(bad.msg).toContain('请输入正确的邮箱地址');
      expect((await report({ events: [] }, TOKEN)).msg).toContain('至少一条记录');
    } finally {
      env.MAIL_BOUNCE_TOKEN = saved;
    }
  });

  it('stops the address of a hard bounce or a complaint and tells its user; a soft bounce changes nothing', async () => {
    const saved = env.MAIL_BOUNCE_TOKEN;
    env.MAIL_BOUNCE_TOKEN = TOKEN;
    try {
      const [hard, soft] = [await enterpriseUser(), await enterpriseUser()];
      const [hardEmail, softEmail] = [await confirmedAddress(hard.userId), await confirmedAddress(soft.userId)];
      const answer = await report(
        {
          events: [
            { email: hardEmail.toUpperCase(), type: 'bounce', permanent: true, reason: '550 5.1.1 mailbox unavailable' },
            { email: softEmail, type: 'bounce', permanent: false, reason: '452 mailbox full' },
          ],
        },
        TOKEN,
      );
      expect(answer).toMatchObject({ status: 200, code: 0, data: { stopped: 1 } });
      expect(await getMailSettings(hard.userId)).toMatchObject({ state: 'failed', failure: '退信：550 5.1.1 mailbox unavailable' });
      expect(await getMailSettings(soft.userId)).toMatchObject({ state: 'active' });
      const db = await getDb();
      const told = await db.select().from(userMessages).where(and(eq(userMessages.userId, hard.userId), eq(userMessages.kind, 'sys')));
      expect(told.map((m) => m.title)).toEqual([`邮件投递失败，已停止向 ${hardEmail} 发送商机邮件`]);
      // Reported again: already stopped, nobody told twice.
      expect((await report({ events: [{ email: hardEmail, type: 'complaint' }] }, TOKEN)).data.stopped).toBe(0);
      expect((await report({ events: [{ email: softEmail, type: 'complaint' }] }, TOKEN)).data.stopped).toBe(1);
      expect((await getMailSettings(soft.userId)).failure).toBe('收件人投诉');
    } finally {
      env.MAIL_BOUNCE_TOKEN = saved;
    }
  });
});
