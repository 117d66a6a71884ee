import { describe, expect, it } from 'vitest';
import { GET as exit } from '@/app/exit/route';
import { GET as getMsgNum } from '@/app/api/getMsgNum/route';
import { POST as getUserInfo } from '@/app/api/getUserInfo/route';
import { POST as login } from '@/app/api/login/route';
import { GET as switchTo } from '@/app/login/switch/route';
import { getDb } from '@/lib/server/db/client';
import { identities } from '@/lib/server/db/schema';
import type { SessionUser } from '@/lib/session/types';
import { answerOf, loginAs, newPhone, request, sessionCookieOf } from '@/test/kits/account-routes';

const userInfo = (cookie: string) => getUserInfo(request('/api/getUserInfo', { body: {}, cookie }));
const buidOf = async (cookie: string) => (await answerOf<SessionUser>(await userInfo(cookie))).data.buid;
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** A logged-in user holding a personal identity and one enterprise (buId 800000 + random). */
async function userWithEnterprise() {
  const cookie = await loginAs(newPhone());
  const jfid = (await answerOf<SessionUser>(await userInfo(cookie))).data.jfid;
  const buId = 800_000 + Math.floor(Math.random() * 99_999);
  const db = await getDb();
  await db.insert(identities).values({ userId: jfid, buId, buName: '测试企业有限公司', buType: 1, role: 'owner' });
  return { cookie, buId };
}

describe('GET /login/switch', () => {
  it('switches to one of the user’s identities, re-seals the cookie and returns to the callback', async () => {
    const { cookie, buId } = await userWithEnterprise();
    const res = await switchTo(request(`/login/switch?${query({ buid: String(buId), role: '0', callback: '/search.html?tabIndex=1' })}`, { cookie }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/search.html?tabIndex=1');
    const switched = sessionCookieOf(res);
    expect(switched).not.toBe('');
    expect(await buidOf(switched)).toBe(buId);
    const menu = (await answerOf<SessionUser>(await userInfo(switched))).data;
    expect(menu.buname).toBe('测试企业有限公司');

    const back = await switchTo(request(`/login/switch?${query({ buid: '0', role: '1', callback: '/' })}`, { cookie: switched }));
    expect(await buidOf(sessionCookieOf(back))).toBe(0);
  });

  it('refuses a foreign buid or a role that contradicts it: no new cookie, same identity', async () => {
    const { cookie, buId } = await userWithEnterprise();
    const attempts: Record<string, string>[] = [
      { buid: '900001', role: '0' }, // the demo enterprise: someone else's
      { buid: String(buId), role: '1' }, // role 1 belongs to buid 0
      { buid: '0', role: '0' },
      { buid: 'x' },
    ];
    for (const params of attempts) {
      const res = await switchTo(request(`/login/switch?${query({ ...params, callback: '/jfCase.html' })}`, { cookie }));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/jfCase.html');
      expect(sessionCookieOf(res)).toBe('');
    }
    expect(await buidOf(cookie)).toBe(0);
  });

  it.each(['https://evil.com/x', '//evil.com', '/\\evil.com', 'https://cq.localhost.evil.com/'])(
    'returns to the home page instead of the foreign callback %j',
    async (callback) => {
      const { cookie, buId } = await userWithEnterprise();
      const res = await switchTo(request(`/login/switch?${query({ buid: String(buId), role: '0', callback })}`, { cookie }));
      expect(res.headers.get('location')).toBe('/index.html');
    },
  );

  it('sends a visitor to log in, carrying the safe callback', async () => {
    const res = await switchTo(request(`/login/switch?${query({ buid: '0', role: '1', callback: 'http://cd.localhost:3000/' })}`));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/login?${query({ callback: 'http://cd.localhost:3000/' })}`);
  });
});

describe('GET /exit', () => {
  it('revokes the session, clears the cookie and returns to the callback', async () => {
    const cookie = await loginAs(newPhone());
    const res = await exit(request(`/exit?${query({ callback: 'http://cq.localhost:3000/search.html' })}`, { cookie }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://cq.localhost:3000/search.html');
    expect(res.headers.getSetCookie().join('\n')).toMatch(/^jf_session=;.*Max-Age=0/);
    // A kept copy of the cookie is dead too.
    const after = await userInfo(cookie);
    expect(after.status).toBe(401);
    expect((await answerOf(after)).code).toBe(40103);
  });

  it.each(['https://evil.com', '//evil.com/', 'javascript:alert(1)', 'https://localhost.evil.com/', ''])(
    'returns to the home page for the callback %j, logged in or not',
    async (callback) => {
      const res = await exit(request(`/exit?${query({ callback })}`));
      expect(res.headers.get('location')).toBe('/index.html');
    },
  );
});

describe('cross-site requests to state-changing calls', () => {
  const post = (headers: Record<string, string>) => getUserInfo(request('/api/getUserInfo', { body: {}, headers }));

  it.each<Record<string, string>>([
    { origin: 'https://evil.com' },
    { origin: 'http://localhost.evil.com:3000' },
    { origin: 'null' },
    { referer: 'https://evil.com/page.html' },
  ])('refuses %j with 403 40300', async (headers) => {
    const res = await post(headers);
    expect(res.status).toBe(403);
    expect(await answerOf(res)).toEqual({ code: 40300, msg: '非法的跨站请求', data: null });
  });

  it.each<Record<string, string>>([{ origin: 'http://localhost:3000' }, { origin: 'http://cq.localhost:3201' }, { referer: 'http://cd.localhost/x.html' }, {}])(
    'lets %j through to the call (here: 401, not logged in)',
    async (headers) => {
      const res = await post(headers);
      expect(res.status).toBe(401);
      expect((await answerOf(res)).code).toBe(40101);
    },
  );

  it('accepts the exact host the request was sent to, even off the site domain', async () => {
    const res = await post({ host: '127.0.0.1:3201', origin: 'http://127.0.0.1:3201' });
    expect(res.status).toBe(401);
  });

  it('refuses a cross-site login before any code is checked', async () => {
    const res = await login(request('/api/login', { body: { phone: newPhone(), smsCode: '123456' }, headers: { origin: 'https://evil.com' } }));
    expect(res.status).toBe(403);
  });

  it('does not check GET calls', async () => {
    const res = await getMsgNum(request('/api/getMsgNum', { headers: { origin: 'https://evil.com' } }));
    expect(res.status).toBe(401);
  });
});
