import 'server-only';
import { clientAddress } from '@/lib/server/http/client-address';
import { log } from '@/lib/server/log';
import { consume, type Limit } from '@/lib/server/rate-limit';
import { FEED_CONTENT_TYPES, renderFeed, type FeedFormat } from './feed';
import { FEED_TOKEN_PATTERN, feedOriginOf, hashOf } from './tokens';

// GET /feeds/<token>.rss and /feeds/<token>.atom (docs/features.md, Saved searches and feeds): no cookie,
// no session; the token is the key. Limited per token and per client (docs/limits.md): a reader polls
// every few minutes at most, a guesser is slowed down before it costs anything.

export const FEED_TOKEN_LIMITS: Limit[] = [{ max: 60, windowSec: 3600 }];
export const FEED_CLIENT_LIMITS: Limit[] = [
  { max: 60, windowSec: 60 },
  { max: 600, windowSec: 3600 },
];

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex', ...headers } });

const GONE = '订阅源不存在或已被撤销，请在云采汇个人中心“我的订阅搜索”中获取新的订阅地址';

export async function feedResponse(req: Request, file: string): Promise<Response> {
  const client = await consume(`feed-client:${clientAddress(req.headers)}`, FEED_CLIENT_LIMITS);
  if (!client.ok) return text(429, `请求过于频繁，请 ${client.retryAfterSec} 秒后再试`, { 'retry-after': String(client.retryAfterSec) });
  const match = /^(.+)\.(rss|atom)$/.exec(file);
  const token = match?.[1] ?? '';
  if (!match || !FEED_TOKEN_PATTERN.test(token)) return text(404, GONE);
  const perToken = await consume(`feed-token:${hashOf(token)}`, FEED_TOKEN_LIMITS);
  if (!perToken.ok) return text(429, `请求过于频繁，请 ${perToken.retryAfterSec} 秒后再试`, { 'retry-after': String(perToken.retryAfterSec) });
  const format = match[2] as FeedFormat;
  const body = await renderFeed(token, format, feedOriginOf(req));
  if (body === null) {
    log.info('feed.refused', { format });
    return text(404, GONE);
  }
  return new Response(body, { headers: { 'content-type': FEED_CONTENT_TYPES[format], 'cache-control': 'private, no-cache', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' } });
}
