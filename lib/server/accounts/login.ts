import 'server-only';
import { NextResponse } from 'next/server';
import {
  ACCOUNT_DISABLED_MSG,
  SMS_CODE_LOCKED_HINT,
  SMS_CODE_REJECTED,
  SMS_CODE_REJECTED_MSG,
  type LoginAnswer,
} from '@/lib/accounts/answers';
import { afterSignIn } from '@/lib/accounts/callback';
import { loginSchema, registerSchema } from '@/lib/accounts/schemas';
import { ErrorCode } from '@/lib/api/envelope';
import { mustLogout } from '@/lib/session/unread';
import { ApiError } from '@/lib/server/http/errors';
import { requestCallback } from '@/lib/server/http/redirect';
import { legacyRoute, envelope } from '@/lib/server/http/route';
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
  if (mustLogout(signedIn.user.accountStat)) throw new ApiError(403, ErrorCode.forbidden, ACCOUNT_DISABLED_MSG);
  return signedIn;
}

/**
 * POST /api/login and /api/register: phone + SMS code (of the route's purpose) -> account (found or
 * created) -> session cookie -> { redirect, created }. Registering an existing phone logs it in.
 */
export function signInRoute(purpose: 'login' | 'register') {
  const input = purpose === 'login' ? loginSchema : registerSchema;
  return legacyRoute({ source: 'json', input }, async ({ phone, smsCode, callback }, { req }) => {
    const { user, created } = await signIn(phone, smsCode, purpose);
    const answer: LoginAnswer = { redirect: afterSignIn(requestCallback(req, callback)), created };
    const res = NextResponse.json(envelope(answer, created ? '注册成功' : '登录成功'));
    await issueSession(req, res, user.id, user.currentBuId);
    return res;
  });
}
