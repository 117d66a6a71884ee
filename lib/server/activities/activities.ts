import 'server-only';
import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { activityTypeName, SIGN_UP_STATUS } from '@/lib/activities/options';
import { activityStatus, canCancel, signUpStatusName } from '@/lib/activities/rules';
import { keptBlank, SIGN_UP_CODE, SIGN_UP_MSG, type ActivityListInput, type SignUpInput } from '@/lib/activities/schemas';
import type { ActivityCard, ActivityDetail, ActivityPage, MySignUp, SignUpAnswer } from '@/lib/activities/types';
import { ErrorCode } from '@/lib/api/envelope';
import { getUser } from '@/lib/server/accounts';
import { getDb } from '@/lib/server/db/client';
import { activities, activitySignUps, cities } from '@/lib/server/db/schema';
import { fileUrlOf } from '@/lib/server/files/uploads';
import { ApiError } from '@/lib/server/http/errors';
import { verifySmsCode } from '@/lib/server/sms';

// The platform's activities (docs/features.md, Activities and the rules centre): the list with its filters, one activity, sign-up with the
// quota held by the database, a user's own sign-ups and their cancel. Every function takes the clock
// as a parameter, so the rules are tested at chosen moments.

const cardColumns = {
  id: activities.id,
  title: activities.title,
  type: activities.type,
  summary: activities.summary,
  cityCode: activities.cityCode,
  cityName: sql<string>`coalesce(${cities.name}, '')`,
  online: activities.online,
  place: activities.place,
  startTime: activities.startTime,
  endTime: activities.endTime,
  signUpDeadline: activities.signUpDeadline,
  quota: activities.quota,
  signedCount: activities.signedCount,
  signUpStopped: activities.signUpStopped,
};

type CardRow = {
  id: number;
  title: string;
  type: number;
  summary: string;
  cityCode: string;
  cityName: string;
  online: boolean;
  place: string | null;
  startTime: Date;
  endTime: Date;
  signUpDeadline: Date;
  quota: number;
  signedCount: number;
  signUpStopped: boolean;
};

function toCard(r: CardRow, now: Date): ActivityCard {
  return {
    id: r.id,
    title: r.title,
    type: r.type,
    typeName: activityTypeName(r.type),
    summary: r.summary,
    cityCode: r.cityCode,
    cityName: r.cityName,
    online: r.online,
    place: r.place,
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    signUpDeadline: r.signUpDeadline.toISOString(),
    quota: r.quota,
    signedCount: r.signedCount,
    placesLeft: Math.max(0, r.quota - r.signedCount),
    status: activityStatus(r, now),
  };
}

const refusal = (status: number, code: number, msg: string) => new ApiError(status, code, msg);

/** activityList: upcoming ones soonest first (not ended yet), past ones latest first; by type and city. */
export async function listActivities(input: ActivityListInput, now = new Date()): Promise<ActivityPage> {
  const where = and(
    input.type ? eq(activities.type, input.type) : undefined,
    input.cityCode ? eq(activities.cityCode, input.cityCode) : undefined,
    input.when === 'past' ? lte(activities.endTime, now) : gt(activities.endTime, now),
  );
  const order: SQL[] = input.when === 'past' ? [desc(activities.startTime), desc(activities.id)] : [asc(activities.startTime), asc(activities.id)];
  const db = await getDb();
  const [rows, [count]] = await Promise.all([
    db
      .select(cardColumns)
      .from(activities)
      .leftJoin(cities, eq(cities.code, activities.cityCode))
      .where(where)
      .orderBy(...order)
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(activities).where(where),
  ]);
  return { list: rows.map((r) => toCard(r, now)), total: Number(count?.n ?? 0) };
}

/** The cities that have activities, for the list's city filter (in pinyin order, as the city picker). */
export async function activityCities(): Promise<{ cityCode: string; cityName: string }[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ cityCode: activities.cityCode, cityName: cities.name, pinyin: cities.pinyin })
    .from(activities)
    .innerJoin(cities, eq(cities.code, activities.cityCode))
    .orderBy(cities.pinyin);
  return rows.map(({ cityCode, cityName }) => ({ cityCode, cityName }));
}

const splitPair = (line: string): [string, string] => {
  const i = line.indexOf('|');
  return i < 0 ? [line, ''] : [line.slice(0, i), line.slice(i + 1)];
};

/**
 * activityDetail: one activity with its programme; null when there is none. The meeting link of an
 * online one goes only to a viewer signed up to it.
 */
export async function activityDetail(id: number, viewerId: number | null = null, now = new Date()): Promise<ActivityDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...cardColumns, intro: activities.intro, agenda: activities.agenda, speakers: activities.speakers, organiser: activities.organiser, onlineLink: activities.onlineLink, allowBlank: activities.allowBlank, coverKey: activities.coverKey })
    .from(activities)
    .leftJoin(cities, eq(cities.code, activities.cityCode))
    .where(eq(activities.id, id));
  if (!row) return null;
  const mySignUpId = viewerId === null ? null : await ownSignUpOf(id, viewerId);
  return {
    ...toCard(row, now),
    intro: row.intro,
    agenda: row.agenda.map((l) => {
      const [time, item] = splitPair(l);
      return { time, item };
    }),
    speakers: row.speakers.map((l) => {
      const [name, title] = splitPair(l);
      return { name, title };
    }),
    organiser: row.organiser,
    onlineLink: mySignUpId ? row.onlineLink : null,
    mySignUpId,
    allowBlank: row.allowBlank,
    coverUrl: row.coverKey ? fileUrlOf(row.coverKey) : null,
  };
}

/** The user's standing sign-up of an activity (its id), or null. */
export async function ownSignUpOf(activityId: number, userId: number): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: activitySignUps.id })
    .from(activitySignUps)
    .where(and(eq(activitySignUps.activityId, activityId), eq(activitySignUps.userId, userId), eq(activitySignUps.status, SIGN_UP_STATUS.signed)));
  return row?.id ?? null;
}

/** Whether an editor stopped the sign-ups between the check and the conditional UPDATE (else: it filled up). */
async function stoppedMeanwhile(tx: Pick<Awaited<ReturnType<typeof getDb>>, 'select'>, id: number): Promise<boolean> {
  const [row] = await tx.select({ stopped: activities.signUpStopped }).from(activities).where(eq(activities.id, id));
  return row?.stopped ?? false;
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * activitySignUp: the phone is proved by its SMS code (purpose 'activity') unless it is the account's
 * own. Then, in one transaction, a place is taken by a conditional UPDATE (signed_count < quota, before
 * the deadline: of two users racing for the last place exactly one gets it) and the user's row is
 * written (a cancelled one revives; a standing one refuses a second sign-up and gives the place back).
 */
export async function signUp(input: SignUpInput, userId: number, now = new Date()): Promise<SignUpAnswer> {
  const db = await getDb();
  const [activity] = await db
    .select({ endTime: activities.endTime, signUpDeadline: activities.signUpDeadline, allowBlank: activities.allowBlank, signUpStopped: activities.signUpStopped })
    .from(activities)
    .where(eq(activities.id, input.activityId));
  if (!activity) throw refusal(404, ErrorCode.notFound, SIGN_UP_MSG.notFound);
  if (now >= activity.endTime) throw refusal(400, SIGN_UP_CODE.closed, SIGN_UP_MSG.ended);
  if (now >= activity.signUpDeadline) throw refusal(400, SIGN_UP_CODE.closed, SIGN_UP_MSG.closed);
  if (activity.signUpStopped) throw refusal(400, SIGN_UP_CODE.closed, SIGN_UP_MSG.stopped);
  if (await ownSignUpOf(input.activityId, userId)) throw refusal(409, SIGN_UP_CODE.duplicate, SIGN_UP_MSG.duplicate);

  const own = (await getUser(userId))?.mobile === input.telphone;
  if (!own) {
    if (!input.verificationCode || input.verificationCode === '-') throw refusal(400, ErrorCode.badRequest, SIGN_UP_MSG.smsCode);
    if ((await verifySmsCode(input.telphone, 'activity', input.verificationCode)) !== 'ok') throw refusal(400, SIGN_UP_CODE.smsWrong, SIGN_UP_MSG.smsWrong);
  }

  const kept = (v: string) => keptBlank(v, activity.allowBlank);
  const fields = {
    status: SIGN_UP_STATUS.signed,
    depName: input.depName,
    creditCode: kept(input.creditCode),
    contactName: input.contactName,
    telphone: input.telphone,
    provinceCode: input.provinceCode,
    provinceName: input.provinceName,
    cityCode: input.cityCode,
    cityName: input.cityName,
    areaCode: kept(input.areaCode),
    areaName: kept(input.areaName),
    createdAt: now,
    cancelledAt: null,
  };
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(activities)
        .set({ signedCount: sql`${activities.signedCount} + 1` })
        .where(and(eq(activities.id, input.activityId), sql`${activities.signedCount} < ${activities.quota}`, gt(activities.signUpDeadline, now), eq(activities.signUpStopped, false)))
        .returning({ id: activities.id });
      if (!taken) throw (await stoppedMeanwhile(tx, input.activityId)) ? refusal(400, SIGN_UP_CODE.closed, SIGN_UP_MSG.stopped) : refusal(409, SIGN_UP_CODE.full, SIGN_UP_MSG.full);
      const [row] = await tx
        .insert(activitySignUps)
        .values({ activityId: input.activityId, userId, ...fields })
        .onConflictDoUpdate({ target: [activitySignUps.activityId, activitySignUps.userId], set: fields, setWhere: eq(activitySignUps.status, SIGN_UP_STATUS.cancelled) })
        .returning({ id: activitySignUps.id });
      // No row: a sign-up of the same user stood (a double click that raced the check above).
      if (!row) throw refusal(409, SIGN_UP_CODE.duplicate, SIGN_UP_MSG.duplicate);
      return { signUpId: row.id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw refusal(409, SIGN_UP_CODE.duplicate, SIGN_UP_MSG.duplicate);
    throw err;
  }
}

/** mineActivityList: the user's sign-ups, newest first, with their activity. */
export async function mySignUps(userId: number, pageNum: number, now = new Date(), pageSize = 10): Promise<{ list: MySignUp[]; total: number }> {
  const db = await getDb();
  const where = eq(activitySignUps.userId, userId);
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...cardColumns, signUpId: activitySignUps.id, signUpStatus: activitySignUps.status, createdAt: activitySignUps.createdAt, depName: activitySignUps.depName, contactName: activitySignUps.contactName, telphone: activitySignUps.telphone })
      .from(activitySignUps)
      .innerJoin(activities, eq(activities.id, activitySignUps.activityId))
      .leftJoin(cities, eq(cities.code, activities.cityCode))
      .where(where)
      .orderBy(desc(activitySignUps.createdAt), desc(activitySignUps.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(activitySignUps).where(where),
  ]);
  return {
    list: rows.map((r) => {
      const activity = toCard(r, now);
      return {
        id: r.signUpId,
        status: r.signUpStatus,
        statusName: signUpStatusName(r.signUpStatus, activity.status),
        cancellable: canCancel(r.signUpStatus, r.signUpDeadline, now),
        createdAt: r.createdAt.toISOString(),
        depName: r.depName,
        contactName: r.contactName,
        telphone: r.telphone,
        activity,
      };
    }),
    total: Number(count?.n ?? 0),
  };
}

/**
 * cancelActivitySignUp: the user's own standing sign-up, before the deadline; its place goes back.
 * Another user's sign-up answers as one that does not exist.
 */
export async function cancelSignUp(signUpId: number, userId: number, now = new Date()): Promise<SignUpAnswer> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: activitySignUps.status, activityId: activitySignUps.activityId, deadline: activities.signUpDeadline })
      .from(activitySignUps)
      .innerJoin(activities, eq(activities.id, activitySignUps.activityId))
      .where(and(eq(activitySignUps.id, signUpId), eq(activitySignUps.userId, userId)))
      .for('update', { of: activitySignUps });
    if (!row) throw refusal(404, ErrorCode.notFound, SIGN_UP_MSG.signUpNotFound);
    if (row.status !== SIGN_UP_STATUS.signed) throw refusal(400, ErrorCode.badRequest, '该报名已取消');
    if (!canCancel(row.status, row.deadline, now)) throw refusal(400, ErrorCode.badRequest, SIGN_UP_MSG.cancelClosed);
    await tx.update(activitySignUps).set({ status: SIGN_UP_STATUS.cancelled, cancelledAt: now }).where(eq(activitySignUps.id, signUpId));
    await tx.update(activities).set({ signedCount: sql`${activities.signedCount} - 1` }).where(eq(activities.id, row.activityId));
    return { signUpId };
  });
}
