import 'server-only';
import { headers } from 'next/headers';
import { isSiteHostname } from '@/lib/accounts/callback';
import { env } from '@/lib/env';

const LOCAL = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/**
 * The origin of absolute addresses (canonical links, sitemaps, robots.txt): the host the request was
 * sent to when it is the site's domain or one of its city sub-sites, else the site's domain. The
 * forwarded host and scheme are believed only from trusted proxies (TRUSTED_PROXY_HOPS), so no request
 * can plant another site's address in a page the page cache then serves to everyone.
 */
export function siteOrigin(h: Headers, siteDomain: string, trustProxy: boolean): string {
  const forwardedHost = trustProxy ? h.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const asked = (forwardedHost || h.get('host') || '').toLowerCase();
  const hostname = asked.replace(/:\d+$/, '');
  const valid = /^[a-z0-9.-]+(:\d{1,5})?$|^\[::1\](:\d{1,5})?$/.test(asked) && (isSiteHostname(hostname, siteDomain) || LOCAL.test(hostname));
  const host = valid ? asked : siteDomain;
  const forwardedProto = trustProxy ? h.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const local = LOCAL.test(host.replace(/:\d+$/, '')) || host.replace(/:\d+$/, '').endsWith('.localhost');
  const proto = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : local ? 'http' : 'https';
  return `${proto}://${host}`;
}

/**
 * The main site's origin for the same request: a city sub-site's label dropped, scheme and port kept.
 * Records and the pages that are alike on every host have their canonical address there
 * (docs/decisions/0008-one-canonical-host.md).
 */
export function mainOriginOf(origin: string, siteDomain: string): string {
  const url = new URL(origin);
  const domain = siteDomain.toLowerCase();
  if (url.hostname.endsWith(`.${domain}`)) url.hostname = domain;
  return url.origin;
}

/** This request's main-site origin (see mainOriginOf). */
export async function mainSiteOrigin(): Promise<string> {
  return mainOriginOf(await requestOrigin(), env.SITE_DOMAIN);
}

/** This request's own origin, for absolute addresses. */
export async function requestOrigin(): Promise<string> {
  return siteOrigin(await headers(), env.SITE_DOMAIN, env.TRUSTED_PROXY_HOPS > 0);
}
