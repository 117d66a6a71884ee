import type { NextRequest } from 'next/server';
import { redirectResponse, requestCallback } from '@/lib/server/http/redirect';

// The account host's login (001 §6 "login at {host}/cas/login?service=...", 002 §2): this portal is its
// own account host, so the address forwards to /login with `service` as its callback, made safe like
// every callback (a path or an address of this site, else the home page: no open redirect). A
// logged-in visitor goes on from /login to the callback at once.
export function GET(req: NextRequest) {
  const callback = requestCallback(req, req.nextUrl.searchParams.get('service'));
  return redirectResponse(`/login?${new URLSearchParams({ callback })}`);
}
