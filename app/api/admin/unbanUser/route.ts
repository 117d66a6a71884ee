import { ErrorCode } from '@/lib/api/envelope';
import { unbanUserCall } from '@/lib/support/contracts';
import { ApiError } from '@/lib/server/http/errors';
import { adminRoute } from '@/lib/server/operators/route';
import { unbanUser } from '@/lib/server/support/bans';

// Support lifts a ban (docs/features.md, Operator console: Support); the user may log in again.
export const POST = adminRoute(unbanUserCall, async ({ userId, reason }, { operator }) => {
  const outcome = await unbanUser(operator.actor, userId, reason);
  if (outcome === 'missing') throw new ApiError(404, ErrorCode.notFound, '用户不存在');
  if (outcome === 'not-banned') throw new ApiError(409, ErrorCode.conflict, '该用户未被封禁');
  return { banned: false as const };
});
