import { setExpertImmediateCall } from '@/lib/experts/admin-contracts';
import { setExpertImmediate } from '@/lib/server/experts/admin';
import { adminRoute } from '@/lib/server/operators/route';

// Starts or stops an expert's immediate consultations (docs/features.md, Operator console); audited.
export const POST = adminRoute(setExpertImmediateCall, async ({ id, immediate }, { operator }) => ({ immediate: await setExpertImmediate(operator.actor, id, immediate) }));
