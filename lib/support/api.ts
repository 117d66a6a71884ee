import type { InputOf } from '@/lib/api/contract';
import { dataOf } from '@/lib/api/answer';
import { request } from '@/lib/api/request';
import { banUserCall, clearSmsLimitsCall, decideReportCall, handleFeedbackCall, unbanUserCall } from './contracts';

// Support's client calls (docs/features.md, Operator console: Support). A refusal rejects with the
// server's Chinese message.

export const handleFeedback = (input: InputOf<typeof handleFeedbackCall>) => dataOf(request(handleFeedbackCall, input, { noJump: true }));
export const decideReport = (input: InputOf<typeof decideReportCall>) => dataOf(request(decideReportCall, input, { noJump: true }));
export const banUser = (input: InputOf<typeof banUserCall>) => dataOf(request(banUserCall, input, { noJump: true }));
export const unbanUser = (input: InputOf<typeof unbanUserCall>) => dataOf(request(unbanUserCall, input, { noJump: true }));
export const clearSmsLimits = (input: InputOf<typeof clearSmsLimitsCall>) => dataOf(request(clearSmsLimitsCall, input, { noJump: true }));
