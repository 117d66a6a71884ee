import { NextResponse, type NextRequest } from 'next/server';
import { unknownHostRedirect } from '@/lib/city/host';
import { CITY_COOKIE, CITY_HINT_HEADER, cityHint, encodeCityHint } from '@/lib/city/rules';
import { contentSecurityPolicy, newNonce } from '@/lib/security/content-security-policy';

// Next.js 16 names the middleware file proxy.ts. It decides where the city comes from (subdomain,
// then cookie, then default) and hands that to the server in a header it always overwrites, so a
// client cannot spoof it. The subdomain -> city mapping itself is data, looked up on the server.
// It also gives each request its Content-Security-Policy with a fresh nonce, which Next reads from
// the request's copy of the header and puts on its inline scripts. A host under the site's domain that
// is no city's sub-site goes permanently to the main site (lib/city/host.ts, from the seed's city list,
// since the proxy reads no database).
const siteDomain = process.env.SITE_DOMAIN || 'localhost';
const dev = process.env.NODE_ENV !== 'production';

export function proxy(req: NextRequest) {
  const mainHost = unknownHostRedirect(req.headers.get('host'), siteDomain);
  if (mainHost) {
    // The scheme the visitor used: TLS may end at a proxy in front, which says so. Believing the header
    // unchecked costs nothing here: it picks only the scheme of an address on the site's own domain.
    const https = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' || req.nextUrl.protocol === 'https:';
    return NextResponse.redirect(`${https ? 'https' : 'http'}://${mainHost}${req.nextUrl.pathname}${req.nextUrl.search}`, 308);
  }
  const hint = cityHint(req.headers.get('host'), req.cookies.get(CITY_COOKIE)?.value, siteDomain);
  const policy = contentSecurityPolicy(newNonce(), dev);
  const headers = new Headers(req.headers);
  headers.set(CITY_HINT_HEADER, encodeCityHint(hint));
  headers.set('content-security-policy', policy);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set('content-security-policy', policy);
  return res;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|images/|files/).*)'],
};
