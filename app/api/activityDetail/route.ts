import { activityDetailSchema, SIGN_UP_MSG } from '@/lib/activities/schemas';
import { activityDetail } from '@/lib/server/activities/activities';
import { notFound } from '@/lib/server/http/errors';
import { apiRoute } from '@/lib/server/http/route';

// One activity with its agenda, speakers, place or link, quota and status.
export const GET = apiRoute({ source: 'query', input: activityDetailSchema }, async ({ id }) => {
  const activity = await activityDetail(id);
  if (!activity) throw notFound(SIGN_UP_MSG.notFound);
  return activity;
});
