import 'server-only';
import { env } from '@/lib/env';
import { networkPrefix } from '@/lib/network-address';
import { SmsSendCode } from '@/lib/phone-code/codes';
import { PHONE_INVALID_MSG, SERVER_PHONE_PATTERN, type SmsPurpose } from '@/lib/phone-code/schemas';
import { consumePassedCaptcha } from '@/lib/server/captcha';
import { log } from '@/lib/server/log';
import { check, consume, record, type Limit, type RateDecision } from '@/lib/server/rate-limit';
import { newCode } from './code-hash';
import { CODE_TTL_SEC, discardCode, storeCode } from './code-store';
import { alertBudgetNear, budgetNear, type NearBudget } from './budget';
import { CAPTCHA_FREE_LIMITS, CLIENT_LIMITS, globalLimits, limitRefusal, NETWORK_LIMITS, PHONE_LIMITS, smsKeys, type LimitRefusal } from './limits';
import { configuredProvider, type SmsProvider } from './provider';

export interface SendRequest {
  phone: string;
  purpose: SmsPurpose;
  /** The client address (lib/server/http/client-address.ts) the per-client limits count. */
  client: string;
  /** A captcha the client passed: its token and the answer it was passed with. */
  captcha?: { token: string; validateCode: string };
  /**
   * The phone is the logged-in caller's own (an operator's step-up): no captcha is asked, since it tells
   * people from scripts before anyone is known; every limit still counts.
   */
  ownPhone?: boolean;
}

/** The service's answer, the route's envelope: code 0 sent, else why not (lib/phone-code/codes.ts). */
export interface SendResult {
  code: SmsSendCode;
  msg: string;
  /** For a limit: seconds until a send may succeed. */
  retryAfterSec?: number;
}

/**
 * Sends a verification code, or refuses. The checks run before anything is recorded, so a refused send
 * costs nothing: phone format, limits per phone, client, network and portal (checked), captcha, then
 * the limits are consumed and only then is a code made and sent.
 */
export async function sendVerifyCode(req: SendRequest, provider: SmsProvider = configuredProvider()): Promise<SendResult> {
  // The widget's own words (000 §5): a number it lets through but the server refuses reads the same.
  if (!SERVER_PHONE_PATTERN.test(req.phone)) return { code: SmsSendCode.badPhone, msg: PHONE_INVALID_MSG };
  const network = networkPrefix(req.client);
  const counted: [string, Limit[]][] = [
    [req.ownPhone ? smsKeys.ownPhone(req.phone) : smsKeys.phone(req.phone), PHONE_LIMITS],
    [smsKeys.client(req.client), CLIENT_LIMITS],
    [smsKeys.network(network), NETWORK_LIMITS],
    [smsKeys.global, globalLimits()],
  ];
  const overLimit = await firstRefusal(counted, check);
  if (overLimit) return overLimit;
  const near = await budgetNear();
  if (near) alertBudgetNear(near);
  const captchaProblem = await captchaRefusal(req, near);
  if (captchaProblem) return captchaProblem;
  // Consuming re-checks atomically: a concurrent send for the same phone may have taken the slot.
  const lostRace = await firstRefusal(counted, consume);
  if (lostRace) return lostRace;
  await Promise.all([record(smsKeys.recentPhone(req.phone)), record(smsKeys.recentNetwork(network))]);

  const code = newCode();
  const id = await storeCode(req.phone, req.purpose, code);
  try {
    await provider.send({ phone: req.phone, sign: env.SMS_SIGN, text: codeText(code), template: { kind: 'code', params: { code } } });
  } catch (err) {
    await discardCode(id);
    log.error('sms.send_failed', { error: err instanceof Error ? err.message : String(err) });
    return { code: SmsSendCode.sendFailed, msg: '短信发送失败，请稍后重试' };
  }
  return { code: SmsSendCode.sent, msg: '验证码已发送' };
}

function codeText(code: string): string {
  return `您的验证码为 ${code}，${CODE_TTL_SEC / 60}分钟内有效，请勿泄露给他人。`;
}

async function firstRefusal(
  counted: [string, Limit[]][],
  decide: (key: string, limits: Limit[]) => Promise<RateDecision>,
): Promise<LimitRefusal | null> {
  for (const [key, limits] of counted) {
    const decision = await decide(key, limits);
    if (!decision.ok) return limitRefusal(decision, key === smsKeys.global);
  }
  return null;
}

/**
 * A captcha that was given must be a passed, unspent one of this client (it is spent here). Without one,
 * a send goes through only when captchaNeeded says none is needed.
 */
async function captchaRefusal(req: SendRequest, near: NearBudget | null): Promise<SendResult | null> {
  if (req.ownPhone) return null;
  if (req.captcha) {
    const passed = await consumePassedCaptcha(req.captcha.token, req.captcha.validateCode, req.client);
    return passed ? null : { code: SmsSendCode.captchaInvalid, msg: '安全验证已失效，请重新验证' };
  }
  return (await captchaNeeded(req.phone, req.client, near)) ? { code: SmsSendCode.captchaRequired, msg: '请先完成安全验证' } : null;
}

/**
 * Whether a send to `phone` from `client` needs a passed captcha: when the phone or the client's network
 * (so the client too) had a send in the last ten minutes, or the portal's budget is near (`near`, looked
 * up when not given). Quick publish asks the same before it shows its image code (001 §7).
 */
export async function captchaNeeded(phone: string, client: string, near?: NearBudget | null): Promise<boolean> {
  const [byPhone, byNetwork, nearNow] = await Promise.all([
    check(smsKeys.recentPhone(phone), CAPTCHA_FREE_LIMITS),
    check(smsKeys.recentNetwork(networkPrefix(client)), CAPTCHA_FREE_LIMITS),
    near === undefined ? budgetNear() : near,
  ]);
  return !byPhone.ok || !byNetwork.ok || nearNow !== null;
}
