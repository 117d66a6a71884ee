import { deleteActivityCall } from '@/lib/activities/admin-contracts';
import { deleteActivity } from '@/lib/server/activities/console';
import { adminRoute } from '@/lib/server/operators/route';

// An editor deletes an activity with its sign-ups (docs/features.md, Operator console): deleting content
// is sensitive, so it needs a fresh SMS code (step-up).
export const POST = adminRoute(deleteActivityCall, (input, { operator }) => deleteActivity(operator.actor, input.id), { stepUp: true });
