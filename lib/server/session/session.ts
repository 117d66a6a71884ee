import 'server-only';
import { cache } from 'react';
import { loadSessionUser, unreadCounts } from '@/lib/server/accounts';
import { unansweredYesterday } from '@/lib/server/inbox';
import type { SessionView } from '@/lib/session/types';
import { pageSession } from './auth';

const VISITOR: SessionView = { user: null, unread: null, accountStat: null, offDuty: 0 };

/**
 * The header's view of the session, once per request: the user with identities and unread counts
 * while the session is live, the visitor otherwise. A visitor without a cookie costs no query.
 */
export const getSessionView = cache(async (): Promise<SessionView> => {
  const session = await pageSession();
  if (!session) return VISITOR;
  const [loaded, unread, offDuty] = await Promise.all([loadSessionUser(session.userId, session.buId), unreadCounts(session.userId), unansweredYesterday(session.userId)]);
  return loaded ? { user: loaded.user, unread, accountStat: loaded.accountStat, offDuty } : VISITOR;
});
