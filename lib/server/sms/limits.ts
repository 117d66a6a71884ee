import 'server-only';
import { env } from '@/lib/env';
import { SmsSendCode } from '@/lib/phone-code/codes';
import type { Limit, RateDecision } from '@/lib/server/rate-limit';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/** Per phone: one send a minute, five an hour, ten a day. */
export const PHONE_LIMITS: Limit[] = [
  { max: 1, windowSec: MINUTE },
  { max: 5, windowSec: HOUR },
  { max: 10, windowSec: DAY },
];

/** Per client address: a ceiling against one machine walking through many phone numbers. */
export const CLIENT_LIMITS: Limit[] = [
  { max: 20, windowSec: HOUR },
  { max: 50, windowSec: DAY },
];

/**
 * Per network (the client's /24 or /56, lib/network-address.ts): addresses are cheap to change inside
 * one block, so one block gets a few clients' worth, and taking the portal's minute budget (60) takes a
 * dozen networks, each past a captcha after its first send.
 */
export const NETWORK_LIMITS: Limit[] = [
  { max: 5, windowSec: MINUTE },
  { max: 40, windowSec: HOUR },
  { max: 100, windowSec: DAY },
];

/**
 * For the whole portal (SMS_GLOBAL_PER_MINUTE, SMS_GLOBAL_PER_DAY): a bill's ceiling when many clients
 * pump many numbers (toll fraud), whatever the per-phone, per-client and per-network limits let through.
 */
export function globalLimits(): Limit[] {
  return [
    { max: env.SMS_GLOBAL_PER_MINUTE, windowSec: MINUTE },
    { max: env.SMS_GLOBAL_PER_DAY, windowSec: DAY },
  ];
}

/** The share of the portal's budget past which every send needs a captcha and operators are alerted. */
export const BUDGET_NEAR_SHARE = 0.8;

/** The budget's windows with BUDGET_NEAR_SHARE of their counts: a check against them fails when near. */
export function nearBudgetLimits(): Limit[] {
  return globalLimits().map((l) => ({ ...l, max: Math.max(1, Math.floor(l.max * BUDGET_NEAR_SHARE)) }));
}

/** A phone or network (so a client) with a send in the last ten minutes must pass a captcha before the next one. */
export const CAPTCHA_FREE_LIMITS: Limit[] = [{ max: 1, windowSec: 10 * MINUTE }];

// The recent-send keys are separate from the limit keys: the limiter prunes a key's events older than
// the longest window it is asked about, so each key is always checked with the same limits.
export const smsKeys = {
  global: 'sms:global',
  phone: (phone: string) => `sms:phone:${phone}`,
  /**
   * Step-up codes (SendRequest.ownPhone) go only to the logged-in operator's own phone, so they count
   * apart from the codes anyone may ask for that phone: an operator who logged in a moment ago is not made
   * to wait out the login code's minute. They keep PHONE_LIMITS of their own, and the client, network and
   * portal limits count them as any send.
   */
  ownPhone: (phone: string) => `sms:own-phone:${phone}`,
  client: (client: string) => `sms:client:${client}`,
  network: (prefix: string) => `sms:network:${prefix}`,
  recentPhone: (phone: string) => `sms:recent-phone:${phone}`,
  recentNetwork: (prefix: string) => `sms:recent-network:${prefix}`,
};

export interface LimitRefusal {
  code: SmsSendCode;
  msg: string;
  retryAfterSec: number;
}

/** The answer for a send a limit refused: 1003 inside the minute, 1004 for the hourly and daily counts. */
export function limitRefusal(decision: Extract<RateDecision, { ok: false }>, global = false): LimitRefusal {
  const { retryAfterSec, limit } = decision;
  if (global) {
    // The portal's own budget: nothing this user did, so no count of theirs to quote.
    const code = limit.windowSec <= MINUTE ? SmsSendCode.tooFrequent : SmsSendCode.limitReached;
    return { code, msg: '短信发送繁忙，请稍后再试', retryAfterSec };
  }
  if (limit.windowSec <= MINUTE) {
    return { code: SmsSendCode.tooFrequent, msg: `发送过于频繁，请 ${retryAfterSec} 秒后重试`, retryAfterSec };
  }
  if (limit.windowSec <= HOUR) {
    const minutes = Math.ceil(retryAfterSec / MINUTE);
    return { code: SmsSendCode.limitReached, msg: `发送次数过多，请 ${minutes} 分钟后重试`, retryAfterSec };
  }
  return { code: SmsSendCode.limitReached, msg: '今日发送次数已达上限，请明天再试', retryAfterSec };
}
