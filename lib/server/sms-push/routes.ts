import 'server-only';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';
import { setSmsPushCall } from '@/lib/sms-push/contracts';
import { setSmsPush } from './settings';

/** setSmsPush {enabled}: the caller's own opt-in to SMS pushes. */
export const setSmsPushRoute = apiRoute(setSmsPushCall, async (input, { req }) => {
  const session = await requireUser(req);
  return setSmsPush(session.userId, input.enabled);
});
