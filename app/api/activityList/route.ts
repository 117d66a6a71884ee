import { activityListCall } from '@/lib/activities/contracts';
import { listActivities } from '@/lib/server/activities/activities';
import { apiRoute } from '@/lib/server/http/route';

// Activity list (002 §7 path catalogue "Activity list"): type, cityCode, when, pageNum, pageSize; data.list, data.total.
export const POST = apiRoute(activityListCall, (input) => listActivities(input));
