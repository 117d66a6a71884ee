import 'server-only';
import type { NextRequest } from 'next/server';
import { ErrorCode } from '@/lib/api/envelope';
import { isSiteHostname } from '@/lib/accounts/callback';
import { env } from '@/lib/env';
import { ApiError } from './errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Where the request says it comes from: the Origin header, else the Referer's origin; null if neither. */
function claimedSource(req: NextRequest): URL | 'opaque' | null {
  const origin = req.headers.get('origin');
  const raw = origin ?? req.headers.get('referer');
  if (!raw) return null;
  // "Origin: null" comes from sandboxed frames and cross-site redirects: never one of our pages.
  if (raw === 'null') return 'opaque';
  try {
    return new URL(raw);
  } catch {
    return 'opaque';
  }
}

/**
 * Refuses a state-changing API call sent by another site's page (403, 40300). The session cookie is
 * SameSite=Lax, which already keeps it off cross-site POSTs; this is the second lock for browsers and
 * same-site setups where Lax is not enough. Allowed: our domain and every (city) subdomain on any
 * port, and the exact host the request was sent to (an attacker's page cannot share it). Requests
 * without Origin and Referer (curl, server-to-server) carry no browser cookie risk and pass.
 */
export function assertSameSite(req: NextRequest): void {
  if (!UNSAFE_METHODS.has(req.method) || !req.nextUrl.pathname.startsWith('/api/')) return;
  assertSameSiteSource(req);
}

/**
 * The same check for a call that changes state although the spec makes it a GET (schemeDelete): a
 * browser's cross-site navigation (Sec-Fetch-Site: cross-site) is refused too, since Lax cookies
 * travel with it.
 */
export function assertSameSiteSource(req: NextRequest): void {
  if (req.headers.get('sec-fetch-site') === 'cross-site') throw new ApiError(403, ErrorCode.forbidden, '非法的跨站请求');
  const source = claimedSource(req);
  if (source === null) return;
  const host = (req.headers.get('host') ?? req.nextUrl.host).toLowerCase();
  const ok =
    source !== 'opaque' &&
    (source.protocol === 'https:' || source.protocol === 'http:') &&
    (isSiteHostname(source.hostname, env.SITE_DOMAIN) || source.host === host);
  if (!ok) throw new ApiError(403, ErrorCode.forbidden, '非法的跨站请求');
}

/**
 * Whether a navigation that changes state (the spec's GET /exit and /login/switch) comes from one of
 * our own pages. A link on another site still lands (the redirect is answered) but changes nothing.
 */
export function isSameSiteRequest(req: NextRequest): boolean {
  try {
    assertSameSiteSource(req);
    return true;
  } catch {
    return false;
  }
}
