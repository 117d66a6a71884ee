import { mineActivityListCall } from '@/lib/activities/contracts';
import { mySignUps } from '@/lib/server/activities/activities';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';

// The logged-in user's own sign-ups with their status (mineActivity), newest first.
export const POST = apiRoute(mineActivityListCall, async ({ pageNum }, { req }) => {
  const session = await requireUser(req);
  return mySignUps(session.userId, pageNum);
});
