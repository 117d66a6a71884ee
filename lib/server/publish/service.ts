import 'server-only';
import { randomBytes } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { PublishedDemand, PublishedDemandView } from '@/lib/publish/types';
import type { ListPage } from '@/lib/api/list';
import { PHONE_CHECK_CODE, PUBLISH_RESULT, type PhoneCheckCode, type QuickPublishAnswer, type QuickPublishInput } from '@/lib/publish/schemas';
import { getDb } from '@/lib/server/db/client';
import { outsourcingDemands } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { ErrorCode } from '@/lib/api/envelope';
import { consumeSubmission, submissionNo } from '@/lib/server/phone-submissions';
import { captchaNeeded, verifySmsCode } from '@/lib/server/sms';
import { findOrCreateUser, getUser } from '@/lib/server/accounts';
import { classifyMemo } from '@/lib/publish/classify';
import { announceRecord } from '@/lib/server/opportunities';
import { issueLoginToken } from './login-token';

// Quick requirement publishing (001 §4-§8): a phone check that decides the dialog's fields,
// and the publish itself, which registers a visitor on the way and stores the outsourcing demand.

export interface PublishAsker {
  /** The logged-in user, if any. */
  userId: number | null;
  buId: number;
  client: string;
  cityCode: string | null;
}

/** 503: the logged-in user's own phone (no SMS); 504: an image code comes first; 0: an SMS code is enough. */
export async function accountStatus(mobile: string, asker: PublishAsker): Promise<{ resultcode: PhoneCheckCode; msg: string }> {
  if (asker.userId !== null && (await getUser(asker.userId))?.mobile === mobile) {
    return { resultcode: PHONE_CHECK_CODE.ownPhone, msg: '当前登录手机号，无需短信验证' };
  }
  if (await captchaNeeded(mobile, asker.client)) return { resultcode: PHONE_CHECK_CODE.needsPicCode, msg: '请先输入图形校验码' };
  return { resultcode: PHONE_CHECK_CODE.smsOnly, msg: '请获取短信验证码' };
}

/** A refusal in quickPublish's own terms: resultcode and message (the envelope carries both). */
export class PublishRefusal extends ApiError {
  constructor(
    readonly resultcode: string,
    message: string,
    status = 400,
  ) {
    super(status, status === 429 ? ErrorCode.tooMany : ErrorCode.badRequest, message, null);
  }
}

/** The demand's card title until the platform completes it: the memo's first line, cut to 30 characters. */
export function orderNameOf(memo: string): string {
  const line = memo.split(/\r?\n/)[0]!.trim();
  const chars = [...line];
  return chars.length > 30 ? `${chars.slice(0, 30).join('')}…` : line;
}

/**
 * Publishes `input` for `asker`. The phone is proved by its SMS code (purpose 'publish'), unless it is
 * the logged-in user's own phone and jfidStr names that user. A phone with an account publishes to that
 * account (never a takeover: the code proves the phone); a new phone gets one (regFlag). A visitor gets
 * a one-time login token; a logged-in user stays who they are.
 */
export async function quickPublish(input: QuickPublishInput, asker: PublishAsker): Promise<QuickPublishAnswer> {
  const own = asker.userId !== null && input.jfidStr === String(asker.userId) && (await getUser(asker.userId))?.mobile === input.mobile;
  if (!own) {
    if (!input.verifyCode) throw new PublishRefusal(PUBLISH_RESULT.smsWrong, '短信验证码不能为空');
    const verdict = await verifySmsCode(input.mobile, 'publish', input.verifyCode);
    if (verdict !== 'ok') throw new PublishRefusal(PUBLISH_RESULT.smsWrong, verdict === 'locked' ? '验证码错误次数过多，请重新获取' : '短信验证码不正确或已过期');
  }
  if (!(await consumeSubmission('publish', input.mobile, asker.client))) throw new PublishRefusal(PUBLISH_RESULT.refused, '发布过于频繁，请稍后再试', 429);
  const { user, created } = own ? { user: (await getUser(asker.userId!))!, created: false } : await findOrCreateUser(input.mobile);
  const idSecret = randomBytes(12).toString('base64url');
  const orderNo = submissionNo('XQ');
  const filed = classifyMemo(input.memo);
  const db = await getDb();
  // Open at once (the phone is proved and the sender rate-limited): the demand hall lists it and its
  // subscribers hear of it now; the platform may complete its card or close it later.
  await db.insert(outsourcingDemands).values({
    orderNo,
    idSecret,
    userId: user.id,
    buId: user.id === asker.userId ? asker.buId : 0,
    orderName: orderNameOf(input.memo),
    memo: input.memo,
    contactMobile: input.mobile,
    cityCode: asker.cityCode,
    source: 'quick_publish',
    entry: input.entry,
    fromType: input.fromType ?? null,
    status: 'open',
    kind: filed.kind,
    primaryClass: filed.primaryClass,
    secondClass: filed.secondClass,
    price: filed.price === null ? null : String(filed.price),
    techDirection: filed.techDirection,
  });
  await announceRecord({ kind: 'outsourcing', orderId: orderNo });
  const isLogin = asker.userId === user.id;
  return { isLogin, jfidToken: isLogin ? null : await issueLoginToken(user.id), orderIdSecret: idSecret, regFlag: created };
}

/** A demand as its calls answer it: the date as ISO 8601 text. */
export const demandOnWire = (d: PublishedDemandView): PublishedDemand => ({ ...d, createdAt: d.createdAt.toISOString() });

/** A demand by its secret id, for its owner only (the success page). */
export async function ownDemand(userId: number, idSecret: string): Promise<PublishedDemandView | null> {
  const db = await getDb();
  const [row] = await db
    .select({ orderNo: outsourcingDemands.orderNo, orderName: outsourcingDemands.orderName, memo: outsourcingDemands.memo, status: outsourcingDemands.status, createdAt: outsourcingDemands.createdAt, userId: outsourcingDemands.userId })
    .from(outsourcingDemands)
    .where(eq(outsourcingDemands.idSecret, idSecret))
    .limit(1);
  if (!row || row.userId !== userId) return null;
  return { orderNo: row.orderNo, orderName: row.orderName, memo: row.memo, status: row.status, createdAt: row.createdAt };
}

/** The user's published requirements, newest first, a page at a time (getRequestData, 000 §7). */
export async function ownDemandPage(userId: number, page: number, pageSize: number): Promise<ListPage<PublishedDemand>> {
  const db = await getDb();
  const mine = eq(outsourcingDemands.userId, userId);
  const [list, [total]] = await Promise.all([
    db
      .select({ orderNo: outsourcingDemands.orderNo, orderName: outsourcingDemands.orderName, memo: outsourcingDemands.memo, status: outsourcingDemands.status, createdAt: outsourcingDemands.createdAt })
      .from(outsourcingDemands)
      .where(mine)
      .orderBy(desc(outsourcingDemands.createdAt), desc(outsourcingDemands.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(outsourcingDemands).where(mine),
  ]);
  return { list: list.map(demandOnWire), total: total?.n ?? 0 };
}
