import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as getMsgNum } from '@/app/api/getMsgNum/route';
import { POST as getUserInfo } from '@/app/api/getUserInfo/route';
import { POST as login } from '@/app/api/login/route';
import { GET as refreshSession } from '@/app/api/refreshSession/route';
import { POST as register } from '@/app/api/register/route';
import type { LoginAnswer } from '@/lib/accounts/answers';
import { getDb } from '@/lib/server/db/client';
import { userMessages, userSessions, users } from '@/lib/server/db/schema';
import type { SessionUser } from '@/lib/session/types';
import { answerOf, loginAs, newPhone, request, sessionCookieOf, smsCodeFor } from '@/test/kits/account-routes';

const userInfo = (cookie?: string) => getUserInfo(request('/api/getUserInfo', { body: {}, cookie }));
const refresh = (cookie?: string) => refreshSession(request('/api/refreshSession', { cookie }));

async function setAccountStat(phone: string, accountStat: number) {
  const db = await getDb();
  await db.update(users).set({ accountStat }).where(eq(users.mobile, phone));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/login', () => {
  it('logs a new phone in (registering it) and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const phone = newPhone();
    const smsCode = await smsCodeFor(phone, 'login');
    const res = await login(request('/api/login', { body: { phone, smsCode, callback: '/search.html?searchName=x' } }));
    expect(res.status).toBe(200);
    expect(await answerOf<LoginAnswer>(res)).toEqual({ code: 0, msg: '注册成功', data: { redirect: '/search.html?searchName=x', created: true } });
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/^jf_session=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=12\d{5}/); // 14 days
    expect(setCookie).not.toMatch(/Secure/i); // not production, COOKIE_SECURE unset

    const again = await login(request('/api/login', { body: { phone, smsCode: await smsCodeFor(phone, 'login') } }));
    expect(await answerOf<LoginAnswer>(again)).toMatchObject({ msg: '登录成功', data: { redirect: '/index.html', created: false } });
  });

  it('revokes the session the browser held when it logs in again', async () => {
    const phone = newPhone();
    const first = await loginAs(phone);
    const res = await login(request('/api/login', { body: { phone, smsCode: await smsCodeFor(phone, 'login') }, cookie: first }));
    expect((await userInfo(sessionCookieOf(res))).status).toBe(200);
    expect((await answerOf(await userInfo(first))).code).toBe(40103);
  });

  it.each(['https://evil.com/', '//evil.com', 'javascript:alert(1)'])('answers the home page for the callback %j', async (callback) => {
    const phone = newPhone();
    const res = await login(request('/api/login', { body: { phone, smsCode: await smsCodeFor(phone, 'login'), callback } }));
    expect((await answerOf<LoginAnswer>(res)).data.redirect).toBe('/index.html');
  });

  it('keeps a city-site callback', async () => {
    const phone = newPhone();
    const callback = 'http://cq.localhost:3000/jfCase.html';
    const res = await login(request('/api/login', { body: { phone, smsCode: await smsCodeFor(phone, 'login'), callback } }));
    expect((await answerOf<LoginAnswer>(res)).data.redirect).toBe(callback);
  });

  it('refuses a wrong code with 1001 and no cookie; too many tries add the hint and kill the code', async () => {
    const phone = newPhone();
    const smsCode = await smsCodeFor(phone, 'login');
    const wrong = smsCode === '000000' ? '111111' : '000000';
    const res = await login(request('/api/login', { body: { phone, smsCode: wrong } }));
    expect(res.status).toBe(400);
    expect(await answerOf(res)).toEqual({ code: 1001, msg: '验证码不正确或已过期', data: null });
    expect(sessionCookieOf(res)).toBe('');
    for (let i = 0; i < 3; i++) await login(request('/api/login', { body: { phone, smsCode: wrong } }));
    const locked = await answerOf(await login(request('/api/login', { body: { phone, smsCode: wrong } })));
    expect(locked).toMatchObject({ code: 1001, msg: '验证码不正确或已过期，错误次数过多，请重新获取验证码' });
    const late = await login(request('/api/login', { body: { phone, smsCode } }));
    expect((await answerOf(late)).code).toBe(1001);
  });

  it('does not take a code sent for another purpose', async () => {
    const phone = newPhone();
    const smsCode = await smsCodeFor(phone, 'register');
    const res = await login(request('/api/login', { body: { phone, smsCode } }));
    expect((await answerOf(res)).code).toBe(1001);
  });

  it('refuses malformed input with 400 40000 before checking any code', async () => {
    const res = await login(request('/api/login', { body: { phone: '12345', smsCode: '1' } }));
    expect(res.status).toBe(400);
    expect(await answerOf(res)).toMatchObject({ code: 40000, msg: expect.stringContaining('手机号不正确请重新输入') });
  });

  it('refuses a frozen account (status 1 to 6) with 403 and a reason', async () => {
    const phone = newPhone();
    await loginAs(phone);
    await setAccountStat(phone, 2);
    const res = await login(request('/api/login', { body: { phone, smsCode: await smsCodeFor(phone, 'login') } }));
    expect(res.status).toBe(403);
    expect((await answerOf(res)).msg).toContain('账号状态异常');
    expect(sessionCookieOf(res)).toBe('');
  });
});

describe('POST /api/register', () => {
  it('needs the agreement, creates the account, and logs an existing phone in saying so', async () => {
    const phone = newPhone();
    const refused = await register(request('/api/register', { body: { phone, smsCode: '123456', agree: false } }));
    expect(refused.status).toBe(400);
    expect((await answerOf(refused)).msg).toContain('平台保密协议');

    const created = await register(
      request('/api/register', { body: { phone, smsCode: await smsCodeFor(phone, 'register'), agree: true } }),
    );
    expect(await answerOf<LoginAnswer>(created)).toMatchObject({ code: 0, data: { created: true } });
    expect(sessionCookieOf(created)).not.toBe('');

    const existing = await register(
      request('/api/register', { body: { phone, smsCode: await smsCodeFor(phone, 'register'), agree: true } }),
    );
    expect(await answerOf<LoginAnswer>(existing)).toMatchObject({ code: 0, msg: '登录成功', data: { created: false } });
  });
});

describe('POST /api/getUserInfo', () => {
  it('answers the logged-in user with the identities menu', async () => {
    const phone = newPhone();
    const cookie = await loginAs(phone);
    const res = await userInfo(cookie);
    expect(res.status).toBe(200);
    const { data } = await answerOf<SessionUser>(res);
    expect(data).toEqual({
      jfid: expect.any(Number),
      buname: `用户${phone.slice(-4)}`,
      buid: 0,
      mobile: phone,
      expert: false,
      showImg: null,
      menu: [{ buId: 0, buName: `用户${phone.slice(-4)}`, butype: 0, role: 'member' }],
    });
  });

  it('answers 401 40101 without a cookie', async () => {
    const res = await userInfo();
    expect(res.status).toBe(401);
    expect(await answerOf(res)).toEqual({ code: 40101, msg: '请先登录', data: null });
  });

  it('answers 401 40103 for a tampered or foreign cookie', async () => {
    for (const cookie of ['jf_session=garbage', 'jf_session=Fe26.2*1*abc*def*ghi*0*jkl*mno~2']) {
      const res = await userInfo(cookie);
      expect(res.status).toBe(401);
      expect(await answerOf(res)).toMatchObject({ code: 40103, msg: '登录信息无效，请重新登录' });
    }
    const cookie = await loginAs(newPhone());
    // One character in the middle of the sealed data (the end of a base64 run may carry unused bits).
    const at = Math.floor(cookie.length / 2);
    const flipped = cookie.slice(0, at) + (cookie[at] === 'x' ? 'y' : 'x') + cookie.slice(at + 1);
    expect((await answerOf(await userInfo(flipped))).code).toBe(40103);
  });

  it('answers 401 40102 once the 30-minute login window has passed, 40103 for a revoked session', async () => {
    const cookie = await loginAs(newPhone());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60 * 1000);
    const expired = await userInfo(cookie);
    expect(expired.status).toBe(401);
    expect(await answerOf(expired)).toMatchObject({ code: 40102, msg: '登录已过期' });
    vi.useRealTimers();

    const db = await getDb();
    await db.update(userSessions).set({ revokedAt: new Date() }).where(eq(userSessions.userId, await jfidOf(cookie)));
    expect(await answerOf(await userInfo(cookie))).toMatchObject({ code: 40103 });
  });
});

async function jfidOf(cookie: string): Promise<number> {
  return (await answerOf<SessionUser>(await userInfo(cookie))).data.jfid;
}

describe('GET /api/refreshSession', () => {
  it('renews an expired login window and rotates the refresh secret', async () => {
    const cookie = await loginAs(newPhone());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60 * 1000);
    expect((await answerOf(await userInfo(cookie))).code).toBe(40102);

    const res = await refresh(cookie);
    expect(res.status).toBe(200);
    expect(await answerOf(res)).toEqual({ code: 0, msg: '成功', data: null });
    const renewed = sessionCookieOf(res);
    expect(renewed).not.toBe('');
    expect(renewed).not.toBe(cookie);
    expect((await userInfo(renewed)).status).toBe(200);
  });

  it('lets a racing tab refresh with the old cookie once, then the old secret is dead', async () => {
    const first = await loginAs(newPhone());
    const [a, b] = await Promise.all([refresh(first), refresh(first)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const second = sessionCookieOf(a);
    expect((await refresh(second)).status).toBe(200); // rotates again: `first` is two rotations old now
    const stale = await refresh(first);
    expect(stale.status).toBe(401);
    expect((await answerOf(stale)).code).toBe(40103);
  });

  it('answers 401 40103 without a cookie, for a tampered one and for a revoked or expired session', async () => {
    for (const cookie of [undefined, 'jf_session=nonsense']) {
      const res = await refresh(cookie);
      expect(res.status).toBe(401);
      expect(await answerOf(res)).toMatchObject({ code: 40103 });
    }
    const db = await getDb();
    const revoked = await loginAs(newPhone());
    await db.update(userSessions).set({ revokedAt: new Date() }).where(eq(userSessions.userId, await jfidOf(revoked)));
    expect((await answerOf(await refresh(revoked))).code).toBe(40103);

    const old = await loginAs(newPhone());
    await db.update(userSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userSessions.userId, await jfidOf(old)));
    expect((await answerOf(await refresh(old))).code).toBe(40103);
  });
});

describe('GET /api/getMsgNum', () => {
  it('answers the unread counts, their total and the account status', async () => {
    const phone = newPhone();
    const cookie = await loginAs(phone);
    const jfid = await jfidOf(cookie);
    const db = await getDb();
    await db.insert(userMessages).values(
      ['sys', 'sys', 'order', 'lm', 'bid_push', 'receiver', 'receiver'].map((kind) => ({ userId: jfid, kind, title: kind })),
    );
    const res = await getMsgNum(request('/api/getMsgNum', { cookie }));
    expect(await answerOf(res)).toEqual({
      code: 0,
      msg: '成功',
      data: { sysnum: 2, ordernum: 1, lmnum: 1, bid_push: 1, receiverUnread: 2, total: 7, accountStat: 0 },
    });

    await setAccountStat(phone, 4);
    const frozen = await answerOf<{ accountStat: number }>(await getMsgNum(request('/api/getMsgNum', { cookie })));
    expect(frozen.data.accountStat).toBe(4);
  });

  it('answers 401 40101 to a visitor', async () => {
    const res = await getMsgNum(request('/api/getMsgNum'));
    expect(res.status).toBe(401);
    expect((await answerOf(res)).code).toBe(40101);
  });
});
