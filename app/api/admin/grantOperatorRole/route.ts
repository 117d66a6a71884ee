import { grantOperatorRoleCall } from '@/lib/operators/contracts';
import { grantRole } from '@/lib/server/operators';
import { adminRoute } from '@/lib/server/operators/route';

// An administrator gives a phone a role (docs/features.md, Operator console): sensitive, so step-up first.
export const POST = adminRoute(grantOperatorRoleCall, async ({ mobile, role }, { operator }) => ({ changed: await grantRole(operator.actor, mobile, role) }), { stepUp: true });
