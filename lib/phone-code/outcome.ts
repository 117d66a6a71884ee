import type { Envelope } from '@/lib/api/envelope';
import { SmsSendCode } from './codes';
import { PHONE_INVALID_MSG, WIDGET_PHONE_PATTERN } from './schemas';

// What the code widget does with each answer of the send (000 §8, 001 §8, 002 §8).

/** Where a form shows a result: next to the phone, the SMS code, the captcha, or on its own. */
export type SendCodeField = 'phone' | 'code' | 'captcha';

export interface SendCodeResult {
  ok: boolean;
  field?: SendCodeField;
  msg: string;
}

export type SendOutcome =
  /** Sent: start the countdown. */
  | { action: 'countdown'; result: SendCodeResult }
  /** The server wants a passed slide captcha: show the puzzle, send again once it is passed. */
  | { action: 'captcha'; result: SendCodeResult }
  /** Nothing more to do than tell the user. */
  | { action: 'report'; result: SendCodeResult };

/** The widget's own check before any request: 11 digits starting with 1. */
export function phoneProblem(phone: string): SendCodeResult | null {
  return WIDGET_PHONE_PATTERN.test(phone.trim()) ? null : { ok: false, field: 'phone', msg: PHONE_INVALID_MSG };
}

/** 001 §8 shows these next to the SMS code field. */
const AT_CODE_FIELD: readonly number[] = [
  SmsSendCode.badPhone,
  SmsSendCode.tooFrequent,
  SmsSendCode.limitReached,
  SmsSendCode.sendFailed,
];

export function outcomeOf(answer: Pick<Envelope<unknown>, 'code' | 'msg'>): SendOutcome {
  if (answer.code === SmsSendCode.sent) {
    return { action: 'countdown', result: { ok: true, msg: '验证码已发送' } };
  }
  if (answer.code === SmsSendCode.captchaRequired || answer.code === SmsSendCode.captchaInvalid) {
    return { action: 'captcha', result: { ok: false, field: 'captcha', msg: answer.msg || '请先完成安全验证' } };
  }
  const msg = answer.msg || '验证码获取失败，请重试';
  return { action: 'report', result: { ok: false, msg, ...(AT_CODE_FIELD.includes(answer.code) ? { field: 'code' } : {}) } };
}

/** The request never got an answer (002 §8). */
export const NETWORK_FAILURE: SendCodeResult = { ok: false, msg: '发送失败' };
