import { ErrorCode } from '@/lib/api/envelope';
import { revokeOperatorRoleCall } from '@/lib/operators/contracts';
import { ApiError } from '@/lib/server/http/errors';
import { revokeRole } from '@/lib/server/operators';
import { adminRoute } from '@/lib/server/operators/route';

// An administrator takes a role from a phone (docs/features.md, Operator console): sensitive, so step-up
// first; the last administrator keeps theirs, so the console always has someone who can give roles.
export const POST = adminRoute(
  revokeOperatorRoleCall,
  async ({ mobile, role }, { operator }) => {
    const result = await revokeRole(operator.actor, mobile, role);
    if (result === 'last-admin') throw new ApiError(409, ErrorCode.conflict, '至少保留一名管理员');
    return { changed: result === 'revoked' };
  },
  { stepUp: true },
);
