import 'server-only';
import {
  ACCOUNT_BANNED_MSG,
  ACCOUNT_DISABLED_MSG,
  SMS_CODE_LOCKED_HINT,
  SMS_CODE_REJECTED,
  SMS_CODE_REJECTED_MSG,
} from '@/lib/accounts/answers';
import { afterSignIn } from '@/lib/accounts/callback';
import type { loginCall, registerCall } from '@/lib/accounts/contracts';
import { ErrorCode } from '@/lib/api/envelope';
import { mustLogout } from '@/lib/session/unread';
import { ApiError } from '@/lib/server/http/errors';
import { requestCallback } from '@/lib/server/http/redirect';
import { answerWith, apiRoute } from '@/lib/server/http/route';
import { issueSession } from '@/lib/server/session/issue';
import { verifySmsCode } from '@/lib/server/sms';
import { findOrCreateUser } from './users';

/** The user behind a phone whose SMS code checks out; a new phone gets its account here. */
async function signIn(phone: string, smsCode: string, purpose: 'login' | 'register') {
  const verdict = await verifySmsCode(phone, purpose, smsCode);
  if (verdict !== 'ok') {
    const msg = verdict === 'locked' ? `${SMS_CODE_REJECTED_MSG}，${SMS_CODE_LOCKED_HINT}` : SMS_CODE_REJECTED_MSG;
    throw new ApiError(400, SMS_CODE_REJECTED, msg);
  }
  const signedIn = await findOrCreateUser(phone);
  // A frozen or closed account would be logged out by the header at once (001 §6): say why instead.
  // A ban (status 6, 违规封禁) says so in its own words.
  if (mustLogout(signedIn.user.accountStat)) {
    throw new ApiError(403, ErrorCode.forbidden, signedIn.user.accountStat === 6 ? ACCOUNT_BANNED_MSG : ACCOUNT_DISABLED_MSG);
  }
  return signedIn;
}

/**
 * POST /api/login and /api/register: phone + SMS code (of the call's purpose) -> account (found or
 * created) -> session cookie -> { redirect, created }. Registering an existing phone logs it in.
 */
export function signInRoute(call: typeof loginCall | typeof registerCall) {
  const purpose = call.call.name;
  return apiRoute(call, async ({ phone, smsCode, callback }, { req }) => {
    const { user, created } = await signIn(phone, smsCode, purpose);
    const answer = { redirect: afterSignIn(requestCallback(req, callback)), created };
    const res = answerWith(call, answer, { msg: created ? '注册成功' : '登录成功' });
    await issueSession(req, res, user.id, user.currentBuId);
    return res;
  });
}
