import 'server-only';
import { eq } from 'drizzle-orm';
import { SMS_CODE_LOCKED_HINT, SMS_CODE_REJECTED, SMS_CODE_REJECTED_MSG } from '@/lib/accounts/answers';
import { ErrorCode } from '@/lib/api/envelope';
import { ApiError, badRequest } from '@/lib/server/http/errors';
import { verifySmsCode } from '@/lib/server/sms';
import { getDb } from '@/lib/server/db/client';
import { consume, type Limit } from '@/lib/server/rate-limit';
import { users } from '@/lib/server/db/schema';
import { claimFiles } from '@/lib/server/files/claims';
import { fileUrlOf } from '@/lib/server/files/uploads';
import { liveSessionsOf, revokeAllSessions } from '@/lib/server/session/store';
import type { ChangeMobileInput, ProfileInput } from '@/lib/user-center/schemas';
import type { ChangedMobile, EndedSessions, LoginSession, SavedProfile } from '@/lib/user-center/types';

// 账号与安全 (docs/features.md, User centre): the user's own name and avatar, their login sessions and 'log out everywhere'.
// Every function takes the caller's user id from the session: nobody names another user.

/** Saves the name and, if given, the avatar: an upload of the user's own, claimed in the same transaction. */
export async function updateProfile(userId: number, input: ProfileInput): Promise<SavedProfile> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const set: { userName: string; showImg?: string | null } = { userName: input.userName };
    if (input.avatar === null) set.showImg = null;
    else if (input.avatar) {
      await claimFiles(tx, { ownerUserId: userId, files: [{ ...input.avatar, kind: 'image' }], refTable: 'app_user', refId: String(userId) });
      set.showImg = fileUrlOf(input.avatar.fileName);
    }
    const [row] = await tx.update(users).set(set).where(eq(users.id, userId)).returning({ userName: users.userName, showImg: users.showImg });
    return row!;
  });
}

/** The user's live logins, the caller's own marked. */
export async function listLoginSessions(userId: number, currentSessionId: string): Promise<LoginSession[]> {
  const rows = await liveSessionsOf(userId);
  return rows.map((r) => ({ id: r.sessionId.slice(0, 6), createdAt: r.createdAt.toISOString(), expiresAt: r.expiresAt.toISOString(), current: r.sessionId === currentSessionId }));
}

/** 退出所有设备: ends every session of the user, this one included. */
export async function logoutEverywhere(userId: number): Promise<EndedSessions> {
  return { ended: await revokeAllSessions(userId) };
}

const codeRefused = (which: string, verdict: string) =>
  new ApiError(400, SMS_CODE_REJECTED, verdict === 'locked' ? `${which}${SMS_CODE_REJECTED_MSG}，${SMS_CODE_LOCKED_HINT}` : `${which}${SMS_CODE_REJECTED_MSG}`);

/**
 * Tries of changeMobile per user, right or wrong: enough for a person who mistypes a code or two, far
 * too few to walk through phone numbers (docs/limits.md).
 */
export const CHANGE_MOBILE_LIMITS: Limit[] = [
  { max: 5, windowSec: 10 * 60 },
  { max: 20, windowSec: 24 * 3600 },
];

/**
 * Changes the account's phone: a code sent to the current phone (purpose mobile_old) and one sent to
 * the new phone (mobile_new) must both check out; a phone another account uses is refused. The codes
 * are checked first, so whether a number is registered is told only to whoever received its code:
 * without them a registered and a free number get the same answer.
 */
export async function changeMobile(userId: number, input: ChangeMobileInput): Promise<ChangedMobile> {
  const tries = await consume(`change-mobile:user:${userId}`, CHANGE_MOBILE_LIMITS);
  if (!tries.ok) throw new ApiError(429, ErrorCode.tooMany, `操作过于频繁，请 ${Math.ceil(tries.retryAfterSec / 60)} 分钟后重试`);
  const db = await getDb();
  const [me] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  if (!me) throw new ApiError(401, ErrorCode.sessionInvalid, '登录信息无效，请重新登录');
  if (input.newPhone === me.mobile) throw badRequest('新手机号不能与原手机号相同');
  const oldVerdict = await verifySmsCode(me.mobile, 'mobile_old', input.oldCode);
  if (oldVerdict !== 'ok') throw codeRefused('原手机号', oldVerdict);
  const newVerdict = await verifySmsCode(input.newPhone, 'mobile_new', input.newCode);
  if (newVerdict !== 'ok') throw codeRefused('新手机号', newVerdict);
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, input.newPhone));
  if (taken) throw badRequest('该手机号已注册，请更换其他手机号');
  try {
    await db.update(users).set({ mobile: input.newPhone }).where(eq(users.id, userId));
  } catch (err) {
    // The unique phone index: another account took the phone between the check and the update.
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505') throw badRequest('该手机号已注册，请更换其他手机号');
    throw err;
  }
  return { mobile: input.newPhone };
}
