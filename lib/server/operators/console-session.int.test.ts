import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as confirmStepUp } from '@/app/api/admin/confirmStepUp/route';
import { POST as grantOperatorRole } from '@/app/api/admin/grantOperatorRole/route';
import { POST as revokeOperatorRole } from '@/app/api/admin/revokeOperatorRole/route';
import { POST as sendStepUpCode } from '@/app/api/admin/sendStepUpCode/route';
import { getDb } from '@/lib/server/db/client';
import { consoleSessions, userSessions } from '@/lib/server/db/schema';
import { readSessionCookie } from '@/lib/server/session/cookie';
import { answerOf, loginAs, newPhone, request, smsCodeFor } from '@/test/kits/account-routes';
import { uniqueClient } from '@/test/kits/sms';
import { grantRole, listOperators, revokeRole } from '.';
import { requireOperator } from './gate';

// The console's login rules (docs/features.md, Operator console): 30 minutes idle end an operator's
// login; a sensitive call needs a step-up SMS code confirmed within 5 minutes; the last administrator
// keeps the role. On both drivers.

const cli = { operatorId: null, name: 'cli:test' };
const call = (path: string, cookie: string, body: unknown = {}) =>
  request(`/api/admin/${path}`, { body, cookie, headers: { origin: 'http://localhost', 'x-forwarded-for': uniqueClient() } });

async function sessionIdOf(cookie: string): Promise<string> {
  const read = await readSessionCookie(decodeURIComponent(cookie.split('=').slice(1).join('=')));
  if (read.kind !== 'ok') throw new Error('no session in the cookie');
  return read.data.sessionId;
}

async function admin(): Promise<{ phone: string; cookie: string }> {
  const phone = newPhone();
  await grantRole(cli, phone, 'admin');
  return { phone, cookie: await loginAs(phone) };
}

describe('an idle console', () => {
  it('keeps a login in use, and ends one left alone for 30 minutes', async () => {
    const { cookie } = await admin();
    await requireOperator(call('probe', cookie));
    const sessionId = await sessionIdOf(cookie);
    const db = await getDb();
    await db.update(consoleSessions).set({ seenAt: sql`now() - interval '29 minutes'` }).where(eq(consoleSessions.sessionId, sessionId));
    await expect(requireOperator(call('probe', cookie))).resolves.toMatchObject({ sessionId });

    await db.update(consoleSessions).set({ seenAt: sql`now() - interval '31 minutes'` }).where(eq(consoleSessions.sessionId, sessionId));
    await expect(requireOperator(call('probe', cookie))).rejects.toMatchObject({ status: 401, code: 40103, message: '运营后台已 30 分钟无操作，请重新登录' });
    const [row] = await db.select({ revokedAt: userSessions.revokedAt }).from(userSessions).where(eq(userSessions.id, sessionId));
    expect(row?.revokedAt).not.toBeNull();
    // The ended login is a visitor's now: the console is a 404 again.
    await expect(requireOperator(call('probe', cookie))).rejects.toMatchObject({ status: 404 });
  });
});

describe('step-up', () => {
  it('refuses a sensitive call without a fresh code, and allows it for 5 minutes after one', async () => {
    const { phone, cookie } = await admin();
    const grantee = newPhone();
    const refused = await grantOperatorRole(call('grantOperatorRole', cookie, { mobile: grantee, role: 'editor' }));
    expect(refused.status).toBe(403);
    expect(await answerOf(refused)).toMatchObject({ code: 40310, msg: '此操作需要短信验证（5 分钟内有效）' });

    // The login's own code went out a moment ago: the step-up code counts apart and goes out at once,
    // but a second one inside the minute is refused (its own per-phone limit).
    const sent = await sendStepUpCode(call('sendStepUpCode', cookie));
    expect(await answerOf(sent)).toMatchObject({ code: 0, data: { mobile: `${phone.slice(0, 3)}****${phone.slice(-4)}` } });
    expect((await answerOf(await sendStepUpCode(call('sendStepUpCode', cookie)))).code).toBe(1003);
    const wrong = await confirmStepUp(call('confirmStepUp', cookie, { smsCode: '000000' }));
    expect(wrong.status).toBe(400);
    expect((await answerOf(wrong)).code).toBe(1001);

    const code = await smsCodeFor(phone, 'step_up');
    expect(await answerOf(await confirmStepUp(call('confirmStepUp', cookie, { smsCode: code })))).toMatchObject({ code: 0, data: { minutes: 5 } });
    expect(await answerOf(await grantOperatorRole(call('grantOperatorRole', cookie, { mobile: grantee, role: 'editor' })))).toMatchObject({ code: 0, data: { changed: true } });
    expect(await answerOf(await revokeOperatorRole(call('revokeOperatorRole', cookie, { mobile: grantee, role: 'editor' })))).toMatchObject({ code: 0, data: { changed: true } });

    const db = await getDb();
    await db.update(consoleSessions).set({ steppedUpAt: sql`now() - interval '6 minutes'` }).where(eq(consoleSessions.sessionId, await sessionIdOf(cookie)));
    expect((await grantOperatorRole(call('grantOperatorRole', cookie, { mobile: grantee, role: 'editor' }))).status).toBe(403);
  });

  it("is the operator's own: a code confirmed on one login does not step up another", async () => {
    const { phone, cookie } = await admin();
    const other = await loginAs(phone);
    await confirmStepUp(call('confirmStepUp', cookie, { smsCode: await smsCodeFor(phone, 'step_up') }));
    expect((await grantOperatorRole(call('grantOperatorRole', other, { mobile: newPhone(), role: 'support' }))).status).toBe(403);
  });
});

// Each PGlite test file has a database of its own; the PostgreSQL run shares one with files running at
// the same time, whose administrators this test may not take away.
describe.runIf(process.env.TEST_DRIVER !== 'postgres')('the administrators', () => {
  it('keep at least one: the last administrator cannot lose the role', async () => {
    const { phone, cookie } = await admin();
    await confirmStepUp(call('confirmStepUp', cookie, { smsCode: await smsCodeFor(phone, 'step_up') }));
    for (const other of await listOperators()) if (other.mobile !== phone && other.roles.includes('admin')) await revokeRole(cli, other.mobile, 'admin');
    const last = await revokeOperatorRole(call('revokeOperatorRole', cookie, { mobile: phone, role: 'admin' }));
    expect(last.status).toBe(409);
    expect(await answerOf(last)).toMatchObject({ msg: '至少保留一名管理员' });
    expect((await listOperators()).find((op) => op.mobile === phone)?.roles).toEqual(['admin']);
  });
});
