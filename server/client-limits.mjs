// Who one client is for the per-process render limits (server/server.mjs), and how much each kind
// may cost: a search engine's crawler (by its published address ranges, server/crawler-ranges.txt),
// a logged-in user (by a session cookie this server can verify), or an anonymous address. The
// reasoning behind the figures is in docs/client-limits.md.
import { readFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import { unsealData } from 'iron-session';
import { createRenderLimiter } from './guards.mjs';
import { parseCookies } from '../lib/cookies.mjs';

const DEFAULT_RANGES = new URL('./crawler-ranges.txt', import.meta.url);
/** An address may cause this many times the anonymous rate in all (its users' and visitors' together). */
export const ADDRESS_CEILING_FACTOR = 4;

/**
 * The entries of a crawler list: "name cidr", separated by new lines or commas, '#' starting a
 * comment. A malformed entry stops the server with the reason, as every bad setting does.
 */
export function parseCrawlerRanges(text, source = 'CRAWLER_RANGES') {
  const entries = [];
  const uncommented = text.split('\n').map((line) => line.replace(/#.*/, ''));
  for (const raw of uncommented.join('\n').split(/[\n,]/)) {
    const line = raw.trim();
    if (!line) continue;
    const [name, cidr, extra] = line.split(/\s+/);
    const [address, bits] = (cidr ?? '').split('/');
    const family = isIP(address ?? '');
    const prefix = Number(bits);
    const max = family === 6 ? 128 : 32;
    if (extra !== undefined || !/^[\w.-]+$/.test(name) || !family || !/^\d+$/.test(bits ?? '') || prefix > max) {
      throw new Error(`环境变量不合法: ${source} 的条目「${line}」应为「名称 地址/前缀长度」`);
    }
    entries.push({ name: name.toLowerCase(), address, prefix, family: family === 6 ? 'ipv6' : 'ipv4' });
  }
  return entries;
}

/** The crawler list the server uses: CRAWLER_RANGES when set ('none' for no crawlers), else the shipped one. */
export function crawlerRangesFrom(value) {
  if (value === undefined || value === '') return parseCrawlerRanges(readFileSync(DEFAULT_RANGES, 'utf8'), 'server/crawler-ranges.txt');
  return value.trim() === 'none' ? [] : parseCrawlerRanges(value);
}

/** A matcher of addresses against the crawlers' ranges (node:net BlockList, IPv4 and IPv6): the crawler's name or null. */
export function createCrawlerMatcher(entries) {
  const lists = new Map();
  for (const { name, address, prefix, family } of entries) {
    if (!lists.has(name)) lists.set(name, new BlockList());
    lists.get(name).addSubnet(address, prefix, family);
  }
  return (address) => {
    const family = isIP(address);
    if (!family) return null;
    for (const [name, list] of lists) if (list.check(address, family === 6 ? 'ipv6' : 'ipv4')) return name;
    return null;
  };
}

/**
 * The user a session cookie belongs to, or null. The cookie is unsealed with the app's SESSION_SECRET
 * (iron-session, as lib/server/session/cookie.ts does), so a made-up value is anonymous: keying the
 * users' buckets by the cookie's text instead would give anyone a fresh bucket per invented cookie.
 * A sealed cookie needs a login (an SMS to a real phone), and the seal carries its own expiry. A
 * logged-out cookie still unseals until then; it only moves its holder to a user's bucket, which
 * is what it was. Without a secret (`npm run dev` generates one inside the app) everyone is anonymous.
 * Verified cookies are remembered for a while, so a user's every request costs one lookup.
 */
export function createSessionReader({ secret, maxEntries = 10_000, rememberMs = 5 * 60_000, now = () => Date.now() }) {
  const known = new Map();
  return async (cookieValue) => {
    if (!secret || !cookieValue) return null;
    const hit = known.get(cookieValue);
    if (hit && hit.until > now()) return hit.userId;
    let userId = null;
    try {
      const data = await unsealData(cookieValue, { password: secret });
      userId = Number.isInteger(data?.userId) ? data.userId : null;
    } catch {
      userId = null;
    }
    // Only good cookies are remembered: invented ones must not push real users out.
    if (userId === null) return null;
    known.delete(cookieValue);
    known.set(cookieValue, { userId, until: now() + rememberMs });
    if (known.size > maxEntries) known.delete(known.keys().next().value);
    return userId;
  };
}

/** Pages at `rate` a second with bursts of 6 s; calls (a page makes several) at 4× with bursts of 3 s. */
function limiterPair(rate, now) {
  return {
    page: createRenderLimiter({ ratePerSec: rate, burst: rate * 6, now }),
    api: createRenderLimiter({ ratePerSec: rate * 4, burst: rate * 12, now }),
  };
}

/**
 * The render limits of one process. `identify(address, cookieHeader)` names the client:
 * `crawler:<name>` for an address in a crawler's ranges (every address of that crawler shares it),
 * `user:<id>` for a verified session (`userOf`), else the address. `take(client, isApi)` takes one
 * render or call from its buckets and says how many seconds to wait (0: go on). Crawlers have their
 * own rate; a user has the anonymous rate to themself; every non-crawler request also takes from its
 * address's ceiling of 4× the anonymous rate, so an office's users and visitors behind one address
 * are bounded together as well as one by one. `rendersPerSec` 0 turns every limit off (and gives
 * no key), `crawlerRendersPerSec` 0 the crawlers' alone.
 */
export function createClientLimits({ rendersPerSec, crawlerRendersPerSec, crawlerOf, userOf, sessionCookie, now = () => performance.now() }) {
  const single = limiterPair(rendersPerSec, now);
  const ceiling = limiterPair(rendersPerSec * ADDRESS_CEILING_FACTOR, now);
  const crawler = limiterPair(rendersPerSec > 0 ? crawlerRendersPerSec : 0, now);
  return {
    async identify(address, cookieHeader) {
      // Limits off (the benchmark): no key, so the search's per-client share is off too.
      if (rendersPerSec <= 0) return { key: '', address, kind: 'anonymous' };
      const name = crawlerOf(address);
      if (name) return { key: `crawler:${name}`, address, kind: 'crawler' };
      const userId = await userOf(parseCookies(cookieHeader).get(sessionCookie));
      if (userId !== null) return { key: `user:${userId}`, address, kind: 'user' };
      return { key: address, address, kind: 'anonymous' };
    },
    take(client, isApi) {
      const kind = isApi ? 'api' : 'page';
      if (client.kind === 'crawler') return crawler[kind].take(client.key);
      // The client's own bucket first: a refused request leaves the address's ceiling as it was.
      return single[kind].take(client.key) || ceiling[kind].take(client.address);
    },
  };
}
