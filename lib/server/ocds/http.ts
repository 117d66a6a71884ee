import 'server-only';
import { createHash } from 'node:crypto';
import { env } from '@/lib/env';
import { clientAddress } from '@/lib/server/http/client-address';
import { siteOrigin } from '@/lib/server/http/origin';
import { consume, type Limit } from '@/lib/server/rate-limit';

// The answers of the open data addresses (/ocds/...): plain JSON, since OCDS defines the packages, not the
// spec's {code, msg, data} envelope; errors as { error, message } with the message in Chinese.

/** Per client address (docs/limits.md): generous for a harvester walking pages of 1000, not for a flood. */
export const OCDS_LIMITS: Limit[] = [
  { max: 120, windowSec: 60 },
  { max: 3000, windowSec: 3600 },
];

export function ocdsError(status: number, error: string, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error, message }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** null when the client may go on; else the 429 to answer. */
export async function ocdsRateLimit(req: Request): Promise<Response | null> {
  const decision = await consume(`ocds:${clientAddress(req.headers)}`, OCDS_LIMITS);
  if (decision.ok) return null;
  return ocdsError(429, 'too_many_requests', `请求过于频繁，请 ${decision.retryAfterSec} 秒后再试`, { 'retry-after': String(decision.retryAfterSec) });
}

export function requestOrigin(req: Request): string {
  return siteOrigin(req.headers, env.SITE_DOMAIN, env.TRUSTED_PROXY_HOPS > 0);
}

/**
 * Public data, cached by browsers and shared caches for `maxAge` seconds, with an ETag over the data (without
 * publishedDate, which changes every time) so a conditional request costs no body.
 */
export function ocdsJson(req: Request, body: { publishedDate: string }, maxAge: number): Response {
  const etag = `"${createHash('sha256').update(JSON.stringify({ ...body, publishedDate: '' })).digest('base64url').slice(0, 27)}"`;
  const headers = {
    'cache-control': `public, max-age=${maxAge}`,
    etag,
    'access-control-allow-origin': '*',
  };
  if (req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(JSON.stringify(body), { headers: { ...headers, 'content-type': 'application/json; charset=utf-8' } });
}
