import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { env } from '@/lib/env';
import { CITY_COOKIE, CITY_HINT_HEADER, cityHint, decodeCityHint } from '@/lib/city/rules';
import { resolveCity, type ResolvedCity } from './service';

/**
 * The city of the current request. The proxy has already chosen the source (subdomain, cookie or
 * default) and passed it in a header; requests that bypassed the proxy work it out the same way.
 */
export const getCurrentCity = cache(async (): Promise<ResolvedCity> => {
  const h = await headers();
  return cityOfRequest(h, (await cookies()).get(CITY_COOKIE)?.value);
});

/** The same for a route handler, from its own request (no request scope needed). */
export function cityOfRequest(h: Headers, cityCookie: string | undefined): Promise<ResolvedCity> {
  const fromProxy = h.get(CITY_HINT_HEADER);
  return resolveCity(fromProxy ? decodeCityHint(fromProxy) : cityHint(h.get('host'), cityCookie, env.SITE_DOMAIN));
}
