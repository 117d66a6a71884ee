import { activityDetailCall } from '@/lib/activities/contracts';
import { SIGN_UP_MSG } from '@/lib/activities/schemas';
import { activityDetail } from '@/lib/server/activities/activities';
import { notFound } from '@/lib/server/http/errors';
import { apiRoute } from '@/lib/server/http/route';
import { pageSessionOf } from '@/lib/server/session/auth';

// One activity with its agenda, speakers, place, quota and status; a signed-up viewer also gets the
// meeting link and their sign-up's id. No login needed.
export const GET = apiRoute(activityDetailCall, async ({ id }, { req }) => {
  const session = await pageSessionOf(req);
  const activity = await activityDetail(id, session?.userId ?? null);
  if (!activity) throw notFound(SIGN_UP_MSG.notFound);
  return activity;
});
