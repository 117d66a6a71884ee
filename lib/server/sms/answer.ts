import 'server-only';
import { NextResponse } from 'next/server';
import { SmsSendCode } from '@/lib/phone-code/codes';
import type { SendResult } from './send';

// The envelope carries the spec's code; the HTTP status says the same to proxies, logs and monitors.
const STATUS: Record<SmsSendCode, number> = {
  [SmsSendCode.sent]: 200,
  [SmsSendCode.badPhone]: 400,
  [SmsSendCode.captchaRequired]: 403,
  [SmsSendCode.captchaInvalid]: 403,
  [SmsSendCode.tooFrequent]: 429,
  [SmsSendCode.limitReached]: 429,
  [SmsSendCode.sendFailed]: 503,
};

/** The HTTP answer of getPhoneVerifyCode: the envelope (never the code itself), Retry-After on limits. */
export function sendAnswer({ code, msg, retryAfterSec }: SendResult): NextResponse {
  return NextResponse.json(
    { code, msg, data: null },
    { status: STATUS[code], headers: retryAfterSec ? { 'retry-after': String(retryAfterSec) } : undefined },
  );
}
