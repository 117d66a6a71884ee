import 'server-only';
import { SMS_CODE_LOCKED_HINT, SMS_CODE_REJECTED, SMS_CODE_REJECTED_MSG } from '@/lib/accounts/answers';
import { SmsSendCode } from '@/lib/phone-code/codes';
import { ApiError } from '@/lib/server/http/errors';
import { sendVerifyCode, verifySmsCode } from '@/lib/server/sms';
import { markSteppedUp } from './console-session';
import type { Operator } from './gate';

// Step-up (docs/features.md, Operator console): before a sensitive action the operator confirms an SMS
// code sent to their own phone, through the portal's one SMS service and its limits (docs/limits.md).

/** Sends the step-up code to the operator's phone; a refusal (limits, gateway) is an ApiError with its message. */
export async function sendStepUpCode(operator: Operator, client: string): Promise<void> {
  const sent = await sendVerifyCode({ phone: operator.mobile, purpose: 'step_up', client, ownPhone: true });
  if (sent.code === SmsSendCode.sent) return;
  const status = sent.code === SmsSendCode.tooFrequent || sent.code === SmsSendCode.limitReached ? 429 : sent.code === SmsSendCode.sendFailed ? 502 : 400;
  throw new ApiError(status, sent.code, sent.msg);
}

/** Checks the code and opens the session's step-up window; a wrong code is an ApiError 400 (1001). */
export async function confirmStepUp(operator: Operator, smsCode: string): Promise<void> {
  const verdict = await verifySmsCode(operator.mobile, 'step_up', smsCode);
  if (verdict !== 'ok') throw new ApiError(400, SMS_CODE_REJECTED, verdict === 'locked' ? `${SMS_CODE_REJECTED_MSG}，${SMS_CODE_LOCKED_HINT}` : SMS_CODE_REJECTED_MSG);
  await markSteppedUp(operator.sessionId);
}
