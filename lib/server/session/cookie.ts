import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { env } from '@/lib/env';

// The session cookie: sealed (encrypted and signed) by iron-session, so the browser can neither read
// nor alter it. It names the server-side session row and carries the refresh secret for it.

export { SESSION_COOKIE } from '@/lib/cookie-names.mjs';

const cookieSchema = z.object({
  sessionId: z.string().min(1),
  refreshSecret: z.string().min(1),
  /** Epoch ms: API calls need a login younger than this (40102 after), renewed by refreshSession. */
  loginExpiresAt: z.number(),
  userId: z.number().int(),
  buId: z.number().int(),
});
export type SessionCookie = z.infer<typeof cookieSchema>;

export type CookieRead = { kind: 'none' } | { kind: 'invalid' } | { kind: 'ok'; data: SessionCookie };

const refreshTtlSec = () => env.REFRESH_TTL_DAYS * 24 * 60 * 60;

export function sealSession(data: SessionCookie): Promise<string> {
  return sealData(data, { password: env.SESSION_SECRET, ttl: refreshTtlSec() });
}

/** Unseals a cookie value: none without one, invalid when tampered, expired or from another secret. */
export async function readSessionCookie(value: string | undefined): Promise<CookieRead> {
  if (!value) return { kind: 'none' };
  try {
    const parsed = cookieSchema.safeParse(await unsealData(value, { password: env.SESSION_SECRET, ttl: refreshTtlSec() }));
    return parsed.success ? { kind: 'ok', data: parsed.data } : { kind: 'invalid' };
  } catch {
    return { kind: 'invalid' };
  }
}

/** Cookie attributes: httpOnly, SameSite Lax (no cross-site POST carries it), Secure per COOKIE_SECURE. */
export function sessionCookieOptions(maxAgeSec: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env.COOKIE_SECURE,
    path: '/',
    maxAge: Math.max(0, Math.floor(maxAgeSec)),
  };
}
