import { ErrorCode } from '@/lib/api/envelope';
import { decideActivationCall } from '@/lib/activation/review-contracts';
import { reviewActivation } from '@/lib/server/activation/service';
import { ApiError } from '@/lib/server/http/errors';
import { decideClaimed } from '@/lib/server/operators';
import { adminRoute } from '@/lib/server/operators/route';

// A reviewer's decision on a pending activation (docs/features.md, Operator console): held by their
// claim, refused when another reviewer decided it meanwhile (lib/server/operators/decide.ts), as for schemes.
export const POST = adminRoute(decideActivationCall, async (input, { operator }) => {
  const decision = input.decision === 'approved' ? { status: 'approved' as const } : { status: 'rejected' as const, note: input.note };
  const outcome = await decideClaimed(operator.userId, { type: 'activation', id: input.id, noun: '激活申请' }, () => reviewActivation(operator.actor, input.id, decision));
  if (outcome === 'unit-exists') throw new ApiError(409, ErrorCode.conflict, '该单位已被其他申请激活，请驳回此申请');
  return { status: outcome };
});
