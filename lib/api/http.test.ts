// @vitest-environment-options {"url":"http://cq.localhost:3000/search.html?searchName=%E4%BA%91&tabIndex=1"}
import { TimeoutError } from 'ky';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiRequestError } from './errors';
import { methodFor, send } from './http';
import { setLoginNavigator } from './login-redirect';
import { request } from './request';
import { listenDuringTests, server } from '@/test/kits/api-server';
import { z } from 'zod';
import { transportCall } from '@/test/kits/transport-calls';

listenDuringTests();

const origin = 'http://cq.localhost:3000';
const page = `${origin}/search.html?searchName=%E4%BA%91&tabIndex=1`;
const loginTarget = `${origin}/login?callback=${encodeURIComponent(page)}`;

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: '成功', data });
const expired = (code = 40102) => HttpResponse.json({ code, msg: '登录已过期', data: null }, { status: 401 });

let navigate: Mock<(url: string) => void>;
let restoreNavigator: () => void;
beforeEach(() => {
  navigate = vi.fn<(url: string) => void>();
  restoreNavigator = setLoginNavigator(navigate);
});
afterEach(() => restoreNavigator());

interface SessionScript {
  refresh?: () => Response;
  stillExpired?: boolean;
  /** Milliseconds call `n` waits before answering. */
  lag?: (n: number) => number;
}

/**
 * A server whose session has expired: getUserInfo answers 401 until refreshSession renews it.
 * `refresh` is the refresh's answer; `stillExpired` keeps getUserInfo at 401 even after a renewal.
 */
function expiredSession({ refresh = () => ok(null), stillExpired = false, lag = () => 0 }: SessionScript = {}) {
  const counts = { refresh: 0, calls: 0 };
  let renewed = false;
  server.use(
    http.get(`${origin}/api/refreshSession`, async () => {
      counts.refresh += 1;
      await delay(20);
      const answer = refresh();
      renewed = answer.status === 200;
      return answer;
    }),
    http.post(`${origin}/api/getUserInfo`, async ({ request: req }) => {
      counts.calls += 1;
      const { n } = (await req.json()) as { n: number };
      const fresh = renewed && !stillExpired;
      await delay(lag(n));
      return fresh ? ok({ n }) : expired();
    }),
  );
  return counts;
}

const fiveCalls = (options = {}) =>
  Promise.allSettled([0, 1, 2, 3, 4].map((n) => request(transportCall('getUserInfo', z.object({ n: z.number() })), { n }, options)));

describe('session expiry (000 §6)', () => {
  it('refreshes once for five concurrent 401s, then retries each once', async () => {
    const counts = expiredSession();
    const results = await fiveCalls();
    expect(counts.refresh).toBe(1);
    expect(counts.calls).toBe(10);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value.data.n : r.reason))).toEqual([0, 1, 2, 3, 4]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reuses the refresh for a 401 that arrives after it finished', async () => {
    // Call 4's 401 comes back 80 ms late, long after the 20 ms refresh its siblings started.
    const counts = expiredSession({ lag: (n) => (n === 4 ? 80 : 0) });
    const results = await fiveCalls();
    expect(counts.refresh).toBe(1);
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
  });

  it.each([40101, 40102, 40103])('treats code %i as expiry', async (code) => {
    const counts = { refresh: 0 };
    let renewed = false;
    server.use(
      http.get(`${origin}/api/refreshSession`, () => {
        counts.refresh += 1;
        renewed = true;
        return ok(null);
      }),
      http.post(`${origin}/api/getUserInfo`, () => (renewed ? ok('again') : expired(code))),
    );
    await expect(request(transportCall('getUserInfo'), {})).resolves.toMatchObject({ data: 'again' });
    expect(counts.refresh).toBe(1);
  });

  it('goes to the login page once, with the return address, when the refresh fails', async () => {
    const counts = expiredSession({ refresh: () => expired(40101) });
    const results = await fiveCalls();
    expect(counts.refresh).toBe(1);
    expect(counts.calls).toBe(5);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect(r.status === 'rejected' && r.reason).toMatchObject({ name: 'ApiRequestError', status: 401 });
    }
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(loginTarget);
  });

  it('counts a refresh answering a code other than 0 as failed', async () => {
    expiredSession({ refresh: () => HttpResponse.json({ code: 40103, msg: '会话无效', data: null }) });
    await expect(request(transportCall('getUserInfo'), { n: 1 })).rejects.toBeInstanceOf(ApiRequestError);
    expect(navigate).toHaveBeenCalledWith(loginTarget);
  });

  it('only rejects a no-jump request when the refresh fails', async () => {
    const counts = expiredSession({ refresh: () => expired(40101) });
    const results = await fiveCalls({ noJump: true });
    expect(counts.refresh).toBe(1);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiRequestError)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to the login page when the retry is 401 again', async () => {
    const counts = expiredSession({ stillExpired: true });
    await expect(request(transportCall('getUserInfo'), { n: 1 })).rejects.toMatchObject({ status: 401 });
    expect(counts).toEqual({ refresh: 1, calls: 2 });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(loginTarget);
  });

  it('only rejects a no-jump request whose retry is 401 again', async () => {
    expiredSession({ stillExpired: true });
    await expect(request(transportCall('getUserInfo'), { n: 1 }, { noJump: true })).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('other HTTP errors (000 §8)', () => {
  it.each([
    [500, { code: 50000, msg: '服务异常，请稍后重试', data: null }],
    [404, { code: 40400, msg: '内容不存在或已下架', data: null }],
    [401, { code: 40000, msg: '未知', data: null }], // a 401 outside the expiry codes is no expiry
  ])('rejects a %i with its status and envelope, no refresh, no redirect', async (status, body) => {
    let refreshes = 0;
    server.use(
      http.get(`${origin}/api/refreshSession`, () => {
        refreshes += 1;
        return ok(null);
      }),
      http.post(`${origin}/api/searchByType`, () => HttpResponse.json(body, { status })),
    );
    const error = await request(transportCall('searchByType'), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status, envelope: body, message: body.msg });
    expect(refreshes).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects with a null envelope when the error body is not one', async () => {
    server.use(
      http.post(`${origin}/api/searchByType`, () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 })),
    );
    await expect(request(transportCall('searchByType'), {})).rejects.toMatchObject({ status: 502, envelope: null });
  });
});

describe('transport defaults (000 §7)', () => {
  it('uses GET for a path containing "json" and POST otherwise', async () => {
    server.use(
      http.get(`${origin}/api/cities.json`, () => ok('by get')),
      http.post(`${origin}/api/cities`, () => ok('by post')),
    );
    expect(methodFor('/api/cities.json')).toBe('GET');
    await expect(send('/api/cities.json')).resolves.toMatchObject({ data: 'by get' });
    await expect(send('/api/cities')).resolves.toMatchObject({ data: 'by post' });
  });

  it('sends cookies along', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get(`${origin}/api/getMsgNum`, ({ request: req }) => {
        credentials = req.credentials;
        return ok(3);
      }),
    );
    await request(transportCall('getMsgNum'), {});
    expect(credentials).toBe('include');
  });

  it('gives up after 35 s', async () => {
    vi.useFakeTimers();
    try {
      server.use(
        http.get(`${origin}/api/slow.json`, async () => {
          await delay('infinite');
          return ok(null);
        }),
      );
      let outcome: unknown = 'pending';
      const settled = send('/api/slow.json').then(
        () => (outcome = 'answered'),
        (e: unknown) => (outcome = e),
      );
      await vi.advanceTimersByTimeAsync(34_999);
      expect(outcome).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      await settled;
      expect(outcome).toBeInstanceOf(TimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });
});
