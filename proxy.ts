import { NextResponse, type NextRequest } from 'next/server';
import { CITY_COOKIE, CITY_HINT_HEADER, cityHint, encodeCityHint } from '@/lib/city/rules';

// Next.js 16 names the middleware file proxy.ts. It decides where the city comes from (subdomain,
// then cookie, then default) and hands that to the server in a header it always overwrites, so a
// client cannot spoof it. The subdomain -> city mapping itself is data, looked up on the server.
const siteDomain = process.env.SITE_DOMAIN || 'localhost';

export function proxy(req: NextRequest) {
  const hint = cityHint(req.headers.get('host'), req.cookies.get(CITY_COOKIE)?.value, siteDomain);
  const headers = new Headers(req.headers);
  headers.set(CITY_HINT_HEADER, encodeCityHint(hint));
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|robots.txt|images/).*)'],
};
