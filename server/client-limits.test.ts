import { sealData } from 'iron-session';
import { describe, expect, it } from 'vitest';
import { createClientLimits, createCrawlerMatcher, createSessionReader, crawlerRangesFrom, parseCrawlerRanges } from './client-limits.mjs';

const SECRET = 'x'.repeat(40);
const userCookie = (userId: number, password = SECRET) =>
  sealData({ sessionId: 's', refreshSecret: 'r', loginExpiresAt: 0, userId, buId: 0 }, { password });

/** How many pages in a row `take` allows a client (at a frozen clock) before the first refusal. */
function allowedInARow(take: () => number): number {
  let n = 0;
  while (take() === 0 && n < 10_000) n += 1;
  return n;
}

describe('crawler ranges', () => {
  const crawlerOf = createCrawlerMatcher(crawlerRangesFrom(undefined));

  it('ships the published ranges of the big engines, IPv4 and IPv6', () => {
    const names = new Set(crawlerRangesFrom(undefined).map((e) => e.name));
    expect([...names].sort()).toEqual(['360spider', 'baiduspider', 'bingbot', 'googlebot', 'sogou']);
    expect(crawlerOf('66.249.66.1')).toBe('googlebot');
    expect(crawlerOf('66.249.95.254')).toBe('googlebot');
    expect(crawlerOf('2001:4860:4801:10::1')).toBe('googlebot');
    expect(crawlerOf('157.55.39.8')).toBe('bingbot');
    expect(crawlerOf('220.181.108.75')).toBe('baiduspider');
    expect(crawlerOf('123.126.113.7')).toBe('sogou');
    expect(crawlerOf('180.153.232.9')).toBe('360spider');
  });

  it('is decided by the address alone: neighbours of a range and non-addresses are nobody', () => {
    expect(crawlerOf('66.249.96.1')).toBeNull();
    expect(crawlerOf('66.249.63.255')).toBeNull();
    expect(crawlerOf('2001:4860:4802::1')).toBeNull();
    expect(crawlerOf('203.0.113.7')).toBeNull();
    expect(crawlerOf('local')).toBeNull();
    expect(crawlerOf('')).toBeNull();
  });

  it('takes CRAWLER_RANGES instead of the shipped list, or none', () => {
    const own = createCrawlerMatcher(crawlerRangesFrom('mybot 198.51.100.0/24, mybot 2001:db8::/32\nother 192.0.2.128/25'));
    expect(own('198.51.100.200')).toBe('mybot');
    expect(own('2001:db8:ffff::1')).toBe('mybot');
    expect(own('192.0.2.129')).toBe('other');
    expect(own('192.0.2.127')).toBeNull();
    expect(own('66.249.66.1')).toBeNull();
    expect(crawlerRangesFrom('none')).toEqual([]);
  });

  it('stops the server on a malformed entry, with the reason', () => {
    for (const bad of ['googlebot', 'googlebot 66.249.64.0', 'googlebot 66.249.64.0/33', 'googlebot 2001:db8::/129', 'googlebot 300.1.1.1/8', 'a b/8 c', 'bad!name 1.2.3.0/24']) {
      expect(() => parseCrawlerRanges(bad)).toThrow(/环境变量不合法: CRAWLER_RANGES/);
    }
  });
});

describe('session reader', () => {
  it('knows a user by a cookie sealed with the secret, and nobody by an invented or foreign one', async () => {
    const userOf = createSessionReader({ secret: SECRET });
    const good = await userCookie(42);
    expect(await userOf(good)).toBe(42);
    expect(await userOf(good)).toBe(42);
    expect(await userOf('Fe26.2*1*invented')).toBeNull();
    expect(await userOf(`${good.slice(0, -4)}AAAA`)).toBeNull();
    expect(await userOf(await userCookie(42, 'y'.repeat(40)))).toBeNull();
    expect(await userOf(undefined)).toBeNull();
    expect(await createSessionReader({ secret: undefined })(good)).toBeNull();
  });
});

describe('client limits', () => {
  const make = () =>
    createClientLimits({
      rendersPerSec: 10,
      crawlerRendersPerSec: 20,
      crawlerOf: createCrawlerMatcher(crawlerRangesFrom(undefined)),
      userOf: createSessionReader({ secret: SECRET }),
      sessionCookie: 'jf_session',
      now: () => 0,
    });

  it('gives a crawler one bucket over all its addresses, larger than an address', async () => {
    const limits = make();
    const a = await limits.identify('66.249.66.1', undefined);
    const b = await limits.identify('66.249.70.2', undefined);
    expect(a.key).toBe('crawler:googlebot');
    expect(b.key).toBe('crawler:googlebot');
    let i = 0;
    expect(allowedInARow(() => limits.take(i++ % 2 ? a : b, false))).toBe(120);
    // Another engine and a visitor are untouched by Googlebot's use.
    expect(limits.take(await limits.identify('157.55.39.8', undefined), false)).toBe(0);
    expect(limits.take(await limits.identify('203.0.113.7', undefined), false)).toBe(0);
  });

  it('counts logged-in users apart from the anonymous visitors of their address, up to the address ceiling', async () => {
    const limits = make();
    const office = '203.0.113.7';
    const visitor = await limits.identify(office, 'jf_city=500100');
    expect(visitor).toMatchObject({ key: office, kind: 'anonymous' });
    expect(allowedInARow(() => limits.take(visitor, false))).toBe(60);
    const alice = await limits.identify(office, `jf_city=500100; jf_session=${await userCookie(1)}`);
    const bob = await limits.identify(office, `jf_session=${await userCookie(2)}`);
    expect(alice.key).toBe('user:1');
    expect(allowedInARow(() => limits.take(alice, false))).toBe(60);
    expect(allowedInARow(() => limits.take(bob, false))).toBe(60);
    // The address's ceiling (4 × 60 pages at once) holds for all its clients together.
    const carol = await limits.identify(office, `jf_session=${await userCookie(3)}`);
    expect(allowedInARow(() => limits.take(carol, false))).toBe(60);
    const dave = await limits.identify(office, `jf_session=${await userCookie(4)}`);
    expect(limits.take(dave, false)).toBeGreaterThan(0);
    // Calls have their own buckets.
    expect(limits.take(dave, true)).toBe(0);
  });

  it('counts an invented session cookie as the anonymous address', async () => {
    const limits = make();
    const forged = await limits.identify('198.51.100.9', 'jf_session=Fe26.2*1*invented');
    expect(forged).toMatchObject({ key: '198.51.100.9', kind: 'anonymous' });
  });

  it('is off at rate 0, crawlers included, and gives no key (the search shares only its pool)', async () => {
    const limits = createClientLimits({ rendersPerSec: 0, crawlerRendersPerSec: 20, crawlerOf: () => 'x', userOf: async () => null, sessionCookie: 's', now: () => 0 });
    const crawler = await limits.identify('1.2.3.4', undefined);
    expect(crawler.key).toBe('');
    expect(allowedInARow(() => limits.take(crawler, false))).toBe(10_000);
  });
});
