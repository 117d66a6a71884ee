import 'server-only';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { ErrorCode } from '@/lib/api/envelope';
import { ApiError } from '@/lib/server/http/errors';
import { readSessionCookie, SESSION_COOKIE, type SessionCookie } from './cookie';
import { findSession } from './store';

// Who is asking. API calls need a current login (000 §6: 401 with 40101/40102/40103, which the client
// answers with one refreshSession and a retry); pages only need a live session, because a server
// render cannot renew the cookie and the page's own API calls renew the login window when they run.

/** A session checked against its row; expiresAt is the row's (the end of the refresh life). */
export type CheckedSession = SessionCookie & { expiresAt: Date };

const notLoggedIn = () => new ApiError(401, ErrorCode.notLoggedIn, '请先登录');
const loginExpired = () => new ApiError(401, ErrorCode.sessionExpired, '登录已过期');
export const sessionInvalid = () => new ApiError(401, ErrorCode.sessionInvalid, '登录信息无效，请重新登录');

/**
 * The cookie's session if its row is live (not revoked, not expired, the refresh secret matching, the
 * same user); otherwise the 401 to answer. The login window is the caller's business.
 */
async function checkSession(value: string | undefined): Promise<CheckedSession> {
  const read = await readSessionCookie(value);
  if (read.kind === 'none') throw notLoggedIn();
  if (read.kind === 'invalid') throw sessionInvalid();
  const row = await findSession(read.data.sessionId, read.data.refreshSecret);
  if (!row || row.userId !== read.data.userId) throw sessionInvalid();
  return { ...read.data, expiresAt: row.expiresAt };
}

/** For API routes: the session of a current login, else ApiError 401 (40101, 40102 or 40103). */
export async function requireUser(req: NextRequest): Promise<CheckedSession> {
  const session = await checkSession(req.cookies.get(SESSION_COOKIE)?.value);
  if (session.loginExpiresAt <= Date.now()) throw loginExpired();
  return session;
}

/** The live session of a cookie value, or null: pages and redirect routes show the visitor then. */
export async function liveSession(value: string | undefined): Promise<CheckedSession | null> {
  try {
    return await checkSession(value);
  } catch (err) {
    if (err instanceof ApiError) return null;
    throw err;
  }
}

/** For server components: the live session of this request, or null (the visitor variant). */
export async function pageSession(): Promise<CheckedSession | null> {
  return liveSession((await cookies()).get(SESSION_COOKIE)?.value);
}

/** For route handlers that answer with a redirect rather than a 401 (identity switch). */
export function pageSessionOf(req: NextRequest): Promise<CheckedSession | null> {
  return liveSession(req.cookies.get(SESSION_COOKIE)?.value);
}
