import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { readSessionCookie, sealSession, SESSION_COOKIE, sessionCookieOptions, type SessionCookie } from './cookie';
import { sessionInvalid, type CheckedSession } from './auth';
import { createSession, revokeSession, rotateSession } from './store';

// Writing the session cookie: at login, on refresh, on identity switch, and clearing it at logout.

const loginWindowEnd = () => Date.now() + env.SESSION_TTL_MIN * 60 * 1000;

/** Seals `data` into the response; the cookie lives exactly as long as the session row. */
async function writeCookie(res: NextResponse, data: SessionCookie, expiresAt: Date): Promise<void> {
  const maxAgeSec = (expiresAt.getTime() - Date.now()) / 1000;
  res.cookies.set(SESSION_COOKIE, await sealSession(data), sessionCookieOptions(maxAgeSec));
}

/**
 * Starts a session for a user who just proved their phone: a new row, a fresh login window. A session
 * the browser still held is revoked, so logging in again never leaves a live row behind.
 */
export async function issueSession(req: NextRequest, res: NextResponse, userId: number, buId: number): Promise<void> {
  const previous = await readSessionCookie(req.cookies.get(SESSION_COOKIE)?.value);
  if (previous.kind === 'ok') await revokeSession(previous.data.sessionId);
  const s = await createSession(userId);
  await writeCookie(
    res,
    { sessionId: s.sessionId, refreshSecret: s.refreshSecret, loginExpiresAt: loginWindowEnd(), userId, buId },
    s.expiresAt,
  );
}

/**
 * refreshSession: a new login window and a rotated refresh secret for a live session; ApiError 401
 * 40103 when the cookie is missing, tampered, revoked or expired (the client then goes to login).
 */
export async function renewSession(req: NextRequest, res: NextResponse): Promise<void> {
  const read = await readSessionCookie(req.cookies.get(SESSION_COOKIE)?.value);
  if (read.kind !== 'ok') throw sessionInvalid();
  const s = await rotateSession(read.data.sessionId, read.data.refreshSecret);
  if (!s || s.userId !== read.data.userId) throw sessionInvalid();
  await writeCookie(res, { ...read.data, refreshSecret: s.refreshSecret, loginExpiresAt: loginWindowEnd() }, s.expiresAt);
}

/** Re-seals the cookie of a checked session with another current identity. */
export async function writeIdentity(res: NextResponse, session: CheckedSession, buId: number): Promise<void> {
  const { expiresAt, ...data } = session;
  await writeCookie(res, { ...data, buId }, expiresAt);
}

/** Logout: the row is revoked (the cookie is dead even if a copy survives) and the cookie cleared. */
export async function endSession(req: NextRequest, res: NextResponse): Promise<void> {
  const read = await readSessionCookie(req.cookies.get(SESSION_COOKIE)?.value);
  if (read.kind === 'ok') await revokeSession(read.data.sessionId);
  res.cookies.set(SESSION_COOKIE, '', sessionCookieOptions(0));
}
