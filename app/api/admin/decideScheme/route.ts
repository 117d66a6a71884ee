import { ErrorCode } from '@/lib/api/envelope';
import { decideSchemeCall } from '@/lib/operators/contracts';
import { ApiError } from '@/lib/server/http/errors';
import { claim } from '@/lib/server/operators';
import { adminRoute } from '@/lib/server/operators/route';
import { reviewScheme } from '@/lib/server/schemes/service';

// A reviewer's decision on a submitted scheme (docs/features.md, Operator console). They must hold its
// claim (taking it when nobody does); a scheme another reviewer decided meanwhile is refused, not decided twice.
export const POST = adminRoute(decideSchemeCall, async (input, { operator }) => {
  if (!(await claim(operator.userId, 'scheme', input.id))) throw new ApiError(409, ErrorCode.conflict, '该方案正由其他审核员处理');
  const decision = input.decision === 'approved' ? { status: 'approved' as const } : { status: 'rejected' as const, note: input.note };
  const result = await reviewScheme(operator.actor, input.id, decision, 'submitted');
  if (result === 'missing') throw new ApiError(404, 40400, '方案不存在');
  if (result === 'changed') throw new ApiError(409, ErrorCode.conflict, '该方案已由其他审核员处理，请刷新');
  return { status: decision.status };
});
