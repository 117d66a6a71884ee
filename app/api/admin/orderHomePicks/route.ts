import { orderHomePicksCall } from '@/lib/home/picks-contracts';
import { orderHomePicks } from '@/lib/server/home/picks';
import { ErrorCode } from '@/lib/api/envelope';
import { ApiError } from '@/lib/server/http/errors';
import { adminRoute } from '@/lib/server/operators/route';

// An editor orders a city's pinned items of one home block (docs/features.md, Operator console: home recommendations).
export const POST = adminRoute(orderHomePicksCall, async ({ cityCode, kind, ids }, { operator }) => {
  if (!(await orderHomePicks(operator.actor, cityCode, kind, ids))) throw new ApiError(409, ErrorCode.conflict, '推荐列表已变化，请刷新后重试');
  return null;
});
