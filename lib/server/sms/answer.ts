import 'server-only';
import { SmsSendCode } from '@/lib/phone-code/codes';
import { getPhoneVerifyCodeCall } from '@/lib/phone-code/contracts';
import { answerWith, refusal, type Answered, type Refusal } from '@/lib/server/http/route';
import type { SendResult } from './send';

// The envelope carries the spec's code; the HTTP status says the same to proxies, logs and monitors.
const STATUS: Record<Exclude<SmsSendCode, typeof SmsSendCode.sent>, number> = {
  [SmsSendCode.badPhone]: 400,
  [SmsSendCode.captchaRequired]: 403,
  [SmsSendCode.captchaInvalid]: 403,
  [SmsSendCode.tooFrequent]: 429,
  [SmsSendCode.limitReached]: 429,
  [SmsSendCode.sendFailed]: 503,
};

/** The HTTP answer of getPhoneVerifyCode: the envelope (never the code itself), Retry-After on limits. */
export function sendAnswer({ code, msg, retryAfterSec }: SendResult): Answered<typeof getPhoneVerifyCodeCall> | Refusal {
  if (code === SmsSendCode.sent) return answerWith(getPhoneVerifyCodeCall, null, { msg });
  return refusal(STATUS[code], code, msg, { headers: retryAfterSec ? { 'retry-after': String(retryAfterSec) } : undefined });
}
