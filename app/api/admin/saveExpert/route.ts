import { saveExpertCall } from '@/lib/experts/admin-contracts';
import { saveExpert } from '@/lib/server/experts/admin';
import { adminRoute } from '@/lib/server/operators/route';

// Creates or edits an expert of the consult dialog (docs/features.md, Operator console); audited.
export const POST = adminRoute(saveExpertCall, async (input, { operator }) => saveExpert(operator.actor, input));
