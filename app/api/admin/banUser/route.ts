import { ErrorCode } from '@/lib/api/envelope';
import { banUserCall } from '@/lib/support/contracts';
import { ApiError } from '@/lib/server/http/errors';
import { adminRoute } from '@/lib/server/operators/route';
import { banUser } from '@/lib/server/support/bans';

// Support bans a user (docs/features.md, Operator console: Support): every session ends at once, on
// every app process, and the login is refused with the ban's message. Sensitive: step-up first.
export const POST = adminRoute(banUserCall, async ({ userId, reason }, { operator }) => {
  const outcome = await banUser(operator.actor, userId, reason);
  if (outcome === 'missing') throw new ApiError(404, ErrorCode.notFound, '用户不存在');
  if (outcome === 'already') throw new ApiError(409, ErrorCode.conflict, '该用户已被封禁');
  if (outcome === 'self') throw new ApiError(409, ErrorCode.conflict, '不能封禁自己的账号');
  return { banned: true as const };
}, { stepUp: true });
