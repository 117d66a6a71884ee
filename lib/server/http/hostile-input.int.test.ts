import { describe, expect, it } from 'vitest';
import { GET as unknownCall, POST as unknownPost } from '@/app/api/[...path]/route';
import { GET as recommend } from '@/app/api/getBidRecommendSupplier/route';
import { GET as refreshSession } from '@/app/api/refreshSession/route';
import { POST as searchByType } from '@/app/api/searchByType/route';
import { GET as exit } from '@/app/exit/route';
import { GET as switchTo } from '@/app/login/switch/route';
import { POST as getUserInfo } from '@/app/api/getUserInfo/route';
import type { SessionUser } from '@/lib/session/types';
import { answerOf, loginAs, newPhone, request, sessionCookieOf } from '@/test/kits/account-routes';

// Input an attacker sends (docs/limits.md): an envelope with a 4xx and a Chinese message, never a 500.

describe('hostile input', () => {
  it('refuses a NUL byte anywhere in the input, before any query sees it', async () => {
    for (const body of [
      { type: 3, searchContent: 'a\u0000b' },
      { type: 3, filter: { 'city_name.keyword': ['北\u0000京'] } },
      { type: 3, ['x\u0000']: 1 },
    ]) {
      const res = await searchByType(request('/api/searchByType', { body }));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 40000, msg: '参数包含非法字符' });
    }
    const query = await recommend(request('/api/getBidRecommendSupplier?bidId=1%00'));
    expect(query.status).toBe(400);
  });

  it('refuses a record id past what the database holds with the field message', async () => {
    for (const bidId of ['2147483648', '99999999999999999999', '1e300']) {
      const res = await recommend(request(`/api/getBidRecommendSupplier?bidId=${bidId}`));
      expect(res.status, bidId).toBe(400);
      expect((await res.json()).code).toBe(40000);
    }
  });

  it('answers an address under /api that names no call with the envelope', async () => {
    for (const res of [await unknownCall(), await unknownPost()]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 40400, msg: '接口不存在', data: null });
    }
  });
});

describe('state changes on GET links', () => {
  const crossSite = { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/page' };
  const buidOf = async (cookie: string) =>
    (await answerOf<SessionUser>(await getUserInfo(request('/api/getUserInfo', { body: {}, cookie })))).data;

  it('a link on another site to /exit logs nobody out', async () => {
    const cookie = await loginAs(newPhone());
    const res = await exit(request('/exit?callback=/', { cookie, headers: crossSite }));
    expect(res.status).toBe(303);
    expect(sessionCookieOf(res)).toBe('');
    expect((await buidOf(cookie)).jfid).toBeTruthy();
    // The same link from our own page does log out.
    const own = await exit(request('/exit?callback=/', { cookie, headers: { 'sec-fetch-site': 'same-origin' } }));
    expect(own.headers.getSetCookie().join(';')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it('a link on another site to /login/switch switches nothing', async () => {
    const cookie = await loginAs(newPhone());
    const res = await switchTo(request('/login/switch?buid=0&role=1&callback=/', { cookie, headers: crossSite }));
    expect(res.status).toBe(303);
    expect(sessionCookieOf(res)).toBe('');
  });

  it('another site cannot renew a session through refreshSession', async () => {
    const cookie = await loginAs(newPhone());
    const res = await refreshSession(request('/api/refreshSession', { cookie, headers: crossSite }));
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe(40300);
  });
});
