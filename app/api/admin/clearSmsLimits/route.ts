import { clearSmsLimitsCall } from '@/lib/support/contracts';
import { adminRoute } from '@/lib/server/operators/route';
import { clearSmsLimits } from '@/lib/server/support/users';

// Support clears a phone's own SMS send limits (docs/features.md, Operator console: Support).
export const POST = adminRoute(clearSmsLimitsCall, async ({ mobile }, { operator }) => ({ cleared: await clearSmsLimits(operator.actor, mobile) }));
