import { decideSchemeCall } from '@/lib/operators/contracts';
import { decideClaimed } from '@/lib/server/operators';
import { adminRoute } from '@/lib/server/operators/route';
import { reviewScheme } from '@/lib/server/schemes/service';

// A reviewer's decision on a submitted scheme (docs/features.md, Operator console): held by their claim,
// refused when another reviewer decided it meanwhile (lib/server/operators/decide.ts).
export const POST = adminRoute(decideSchemeCall, async (input, { operator }) => {
  const decision = input.decision === 'approved' ? { status: 'approved' as const } : { status: 'rejected' as const, note: input.note };
  await decideClaimed(operator.userId, { type: 'scheme', id: input.id, noun: '方案' }, () => reviewScheme(operator.actor, input.id, decision, 'submitted'));
  return { status: decision.status };
});
