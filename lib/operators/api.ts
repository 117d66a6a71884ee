import type { InputOf } from '@/lib/api/contract';
import { dataOf } from '@/lib/api/answer';
import { request } from '@/lib/api/request';
import { claimReviewCall, decideSchemeCall } from './contracts';

// The console's client calls (docs/features.md, Operator console). A refusal rejects with the server's
// Chinese message (another reviewer's claim, a scheme decided meanwhile).

export const claimReview = (input: InputOf<typeof claimReviewCall>) => dataOf(request(claimReviewCall, input, { noJump: true }));
export const decideScheme = (input: InputOf<typeof decideSchemeCall>) => dataOf(request(decideSchemeCall, input, { noJump: true }));
