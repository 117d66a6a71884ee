import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { env } from '@/lib/env';
import type { SessionUser, SessionView } from '@/lib/session/types';

export interface SessionData {
  user?: SessionUser;
}

export const sessionOptions: SessionOptions = {
  password: env.SESSION_SECRET,
  cookieName: 'jf_session',
  cookieOptions: { httpOnly: true, sameSite: 'lax', secure: env.NODE_ENV === 'production', path: '/' },
};

export async function getSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions);
}

/** The header's view of the session; accounts and unread counts arrive with the accounts issue. */
export const getSessionView = cache(async (): Promise<SessionView> => {
  const session = await getSession();
  return { user: session.user ?? null, unread: null };
});
