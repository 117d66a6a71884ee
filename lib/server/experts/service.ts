import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { EXPERT_MSG, type ExpertConsultInput, type ExpertInfo } from '@/lib/experts/schemas';
import { ErrorCode } from '@/lib/api/envelope';
import { findOrCreateUser, getUser } from '@/lib/server/accounts';
import { getDb } from '@/lib/server/db/client';
import { expertConsultations, expertProfiles, userMessages } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { consume, type Limit } from '@/lib/server/rate-limit';
import { verifySmsCode } from '@/lib/server/sms';

// Expert consultation (001 §3-§8): the expert's card for the dialog, and a consultation that
// is stored and lands in the expert's inbox (kind lm, the header's 留言 count).

const ASKER_LIMITS: Limit[] = [
  { max: 5, windowSec: 3600 },
  { max: 20, windowSec: 86_400 },
];

const infoColumns = {
  jfId: expertProfiles.userId,
  bigLogoUrl: expertProfiles.bigLogoUrl,
  expertName: expertProfiles.expertName,
  honor: expertProfiles.honor,
  expertLabel: expertProfiles.expertLabel,
  description: expertProfiles.description,
  immediateConsult: expertProfiles.immediate,
};

/** One expert by jfId; without one, the first (by order) that takes immediate consultations. */
export async function expertInfo(jfId: number | undefined): Promise<ExpertInfo> {
  const db = await getDb();
  const query = db.select(infoColumns).from(expertProfiles);
  const [row] = jfId === undefined ? await query.where(eq(expertProfiles.immediate, true)).orderBy(asc(expertProfiles.sort)).limit(1) : await query.where(eq(expertProfiles.userId, jfId)).limit(1);
  if (!row) throw notFound('专家不存在');
  return row;
}

/** All experts in their order (the consulting page's expert list). */
export async function listExperts(): Promise<ExpertInfo[]> {
  const db = await getDb();
  return db.select(infoColumns).from(expertProfiles).orderBy(asc(expertProfiles.sort));
}

/**
 * Sends a consultation to the expert. A logged-in user asks as themself; a visitor proves a phone with
 * its SMS code (purpose consult) and asks as that phone's account (made if new). Only an expert taking
 * immediate consultations accepts one. Returns the asker and whether they were a visitor.
 */
export async function consultExpert(input: ExpertConsultInput, askerUserId: number | null, client: string): Promise<{ askerUserId: number; visitor: boolean }> {
  const expert = await expertInfo(input.jfId);
  if (!expert.immediateConsult) throw new ApiError(400, ErrorCode.badRequest, EXPERT_MSG.notImmediate);
  let userId = askerUserId;
  let phone = userId === null ? null : ((await getUser(userId))?.mobile ?? null);
  if (userId === null || phone === null) {
    if (!input.phone || !input.smsCode) throw new ApiError(400, ErrorCode.badRequest, EXPERT_MSG.phoneAndCode);
    const verdict = await verifySmsCode(input.phone, 'consult', input.smsCode);
    if (verdict !== 'ok') throw new ApiError(400, 1001, '验证码不正确或已过期');
    userId = (await findOrCreateUser(input.phone)).user.id;
    phone = input.phone;
  }
  if (userId === expert.jfId) throw new ApiError(400, ErrorCode.badRequest, '不能向自己发起咨询');
  for (const key of [`expert:asker:${userId}`, `expert:client:${client}`]) {
    if (!(await consume(key, ASKER_LIMITS)).ok) throw new ApiError(429, ErrorCode.tooMany, '咨询过于频繁，请稍后再试');
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(expertConsultations).values({ expertUserId: expert.jfId, askerUserId: userId, description: input.description, phone: phone! });
    const preview = [...input.description].slice(0, 20).join('');
    await tx.insert(userMessages).values({ userId: expert.jfId, kind: 'lm', title: `有用户向您发起咨询：${preview}${[...input.description].length > 20 ? '…' : ''}` });
  });
  return { askerUserId: userId, visitor: askerUserId === null };
}
