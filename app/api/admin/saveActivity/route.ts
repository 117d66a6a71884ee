import { saveActivityCall } from '@/lib/activities/admin-contracts';
import { saveActivity } from '@/lib/server/activities/console';
import { adminRoute } from '@/lib/server/operators/route';

// An editor creates an activity or changes one (docs/features.md, Operator console).
export const POST = adminRoute(saveActivityCall, (input, { operator }) => saveActivity(operator.actor, operator.userId, input.id, input.form));
