import 'server-only';
import { headers } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { safeCallback } from '@/lib/accounts/callback';
import { env } from '@/lib/env';

/** The request's callback made safe (lib/accounts/callback.ts) against this host and SITE_DOMAIN. */
export function requestCallback(req: NextRequest, raw: string | null | undefined): string {
  return safeCallback(raw, req.headers.get('host') ?? req.nextUrl.host, env.SITE_DOMAIN);
}

/** For server components: a callback search parameter made safe against this request's host. */
export async function pageCallback(raw: string | string[] | undefined): Promise<string> {
  const host = (await headers()).get('host') ?? env.SITE_DOMAIN;
  return safeCallback(typeof raw === 'string' ? raw : undefined, host, env.SITE_DOMAIN);
}

/**
 * A 303 to a target that safeCallback produced. A relative Location stays on the host the browser
 * used, whatever address the server believes it listens on.
 */
export function redirectResponse(target: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: target } });
}
