import type { InputOf } from '@/lib/api/contract';
import { dataOf } from '@/lib/api/answer';
import { request } from '@/lib/api/request';
import { publishRuleCall } from './contracts';

// The console's rules-centre call (docs/features.md, Operator console).
export const publishRule = (input: InputOf<typeof publishRuleCall>) => dataOf(request(publishRuleCall, input, { noJump: true }));
