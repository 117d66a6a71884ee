import { activityListSchema } from '@/lib/activities/schemas';
import { listActivities } from '@/lib/server/activities/activities';
import { legacyRoute } from '@/lib/server/http/route';

// Activity list (002 §7 path catalogue "Activity list"): type, cityCode, when, pageNum, pageSize; data.list, data.total.
export const POST = legacyRoute({ source: 'json', input: activityListSchema }, (input) => listActivities(input));
