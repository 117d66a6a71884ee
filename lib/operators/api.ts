import type { InputOf } from '@/lib/api/contract';
import { dataOf } from '@/lib/api/answer';
import { request } from '@/lib/api/request';
import { claimReviewCall, confirmStepUpCall, decideSchemeCall, grantOperatorRoleCall, revokeOperatorRoleCall, sendStepUpCodeCall } from './contracts';

// The console's client calls (docs/features.md, Operator console). A refusal rejects with the server's
// Chinese message (another reviewer's claim, a scheme decided meanwhile).

export const claimReview = (input: InputOf<typeof claimReviewCall>) => dataOf(request(claimReviewCall, input, { noJump: true }));
export const decideScheme = (input: InputOf<typeof decideSchemeCall>) => dataOf(request(decideSchemeCall, input, { noJump: true }));
export const sendStepUpCode = () => dataOf(request(sendStepUpCodeCall, {}, { noJump: true }));
export const confirmStepUp = (smsCode: string) => dataOf(request(confirmStepUpCall, { smsCode }, { noJump: true }));
export const grantOperatorRole = (input: InputOf<typeof grantOperatorRoleCall>) => dataOf(request(grantOperatorRoleCall, input, { noJump: true }));
export const revokeOperatorRole = (input: InputOf<typeof revokeOperatorRoleCall>) => dataOf(request(revokeOperatorRoleCall, input, { noJump: true }));
