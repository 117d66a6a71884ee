import { publishRuleCall } from '@/lib/rules-centre/contracts';
import { adminRoute } from '@/lib/server/operators/route';
import { publishRule } from '@/lib/server/rules-centre/rules';

// An editor publishes a rule's new text (docs/features.md, Operator console).
export const POST = adminRoute(publishRuleCall, (input, { operator }) => publishRule(operator.actor, operator.userId, input.code, input.form));
