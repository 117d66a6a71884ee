import { getUserInfoCall } from '@/lib/accounts/contracts';
import { loadSessionUser } from '@/lib/server/accounts/session-user';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser, sessionInvalid } from '@/lib/server/session/auth';

// 001 §7 user-info call: the logged-in user with the current identity and the identities menu.
export const POST = apiRoute(getUserInfoCall, async (_input, { req }) => {
  const session = await requireUser(req);
  const loaded = await loadSessionUser(session.userId, session.buId);
  if (!loaded) throw sessionInvalid();
  return loaded.user;
});
