import { setActivitySignUpCall } from '@/lib/activities/admin-contracts';
import { setSignUpOpen } from '@/lib/server/activities/console';
import { adminRoute } from '@/lib/server/operators/route';

// An editor stops an activity's sign-ups or opens them again (docs/features.md, Operator console).
export const POST = adminRoute(setActivitySignUpCall, (input, { operator }) => setSignUpOpen(operator.actor, input.id, input.open));
