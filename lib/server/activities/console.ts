import 'server-only';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { activityFields, toChinaLocal, type ActivityForm, type ActivityFormValues } from '@/lib/activities/admin-schemas';
import { activityTypeName } from '@/lib/activities/options';
import { ACTIVITY_STATUS_NAMES, activityStatus, signUpStatusName, type ActivityStatus } from '@/lib/activities/rules';
import type { ConsoleSignUp } from '@/lib/activities/sign-up-export';
import { ErrorCode } from '@/lib/api/envelope';
import { getDb } from '@/lib/server/db/client';
import { activities, activitySignUps, cities, storedFiles } from '@/lib/server/db/schema';
import { claimFiles, releaseFile } from '@/lib/server/files/claims';
import { fileUrlOf } from '@/lib/server/files/uploads';
import { ApiError, badRequest } from '@/lib/server/http/errors';
import { audit, type Actor } from '@/lib/server/operators';

// The console's activities (docs/features.md, Operator console): the editors' list, the form's values,
// saving, stopping and reopening sign-ups, deleting, and the sign-ups with their export. Every change
// and every export writes its audit entry in its own transaction.

export const CONSOLE_ACTIVITY_PAGE_SIZE = 20;
const RECORD = 'activity';

export interface ConsoleActivityLine {
  id: number;
  title: string;
  typeName: string;
  cityName: string;
  startTime: Date;
  status: ActivityStatus;
  statusName: string;
  signedCount: number;
  quota: number;
  signUpStopped: boolean;
}

const notFound = () => new ApiError(404, ErrorCode.notFound, '活动不存在或已删除');

/** Every activity, the latest start first, one page at a time. */
export async function consoleActivities(pageNum: number, now = new Date()): Promise<{ list: ConsoleActivityLine[]; total: number }> {
  const db = await getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: activities.id,
        title: activities.title,
        type: activities.type,
        cityName: sql<string>`coalesce(${cities.name}, ${activities.cityCode})`,
        startTime: activities.startTime,
        endTime: activities.endTime,
        signUpDeadline: activities.signUpDeadline,
        signedCount: activities.signedCount,
        quota: activities.quota,
        signUpStopped: activities.signUpStopped,
      })
      .from(activities)
      .leftJoin(cities, eq(cities.code, activities.cityCode))
      .orderBy(desc(activities.startTime), desc(activities.id))
      .limit(CONSOLE_ACTIVITY_PAGE_SIZE)
      .offset((pageNum - 1) * CONSOLE_ACTIVITY_PAGE_SIZE),
    db.select({ n: count() }).from(activities),
  ]);
  return {
    list: rows.map((r) => {
      const status = activityStatus(r, now);
      return { id: r.id, title: r.title, typeName: activityTypeName(r.type), cityName: r.cityName, startTime: r.startTime, status, statusName: ACTIVITY_STATUS_NAMES[status], signedCount: r.signedCount, quota: r.quota, signUpStopped: r.signUpStopped };
    }),
    total: Number(total?.n ?? 0),
  };
}

export interface ActivityForEdit {
  id: number;
  title: string;
  signedCount: number;
  signUpStopped: boolean;
  values: ActivityFormValues;
}

/** An activity as the form edits it; null when there is none. */
export async function activityForEdit(id: number): Promise<ActivityForEdit | null> {
  const db = await getDb();
  const [row] = await db
    .select({ a: activities, fileId: storedFiles.id, origName: storedFiles.origName })
    .from(activities)
    .leftJoin(storedFiles, eq(storedFiles.fileKey, activities.coverKey))
    .where(eq(activities.id, id));
  if (!row) return null;
  const a = row.a;
  return {
    id: a.id,
    title: a.title,
    signedCount: a.signedCount,
    signUpStopped: a.signUpStopped,
    values: {
      title: a.title,
      type: a.type,
      summary: a.summary,
      intro: a.intro.join('\n'),
      agenda: a.agenda.join('\n'),
      speakers: a.speakers.join('\n'),
      organiser: a.organiser,
      cityCode: a.cityCode,
      online: a.online,
      place: a.place ?? '',
      onlineLink: a.onlineLink ?? '',
      startTime: toChinaLocal(a.startTime),
      endTime: toChinaLocal(a.endTime),
      signUpDeadline: toChinaLocal(a.signUpDeadline),
      quota: a.quota,
      allowBlank: a.allowBlank,
      cover: a.coverKey && row.fileId ? { fileId: row.fileId, fileName: a.coverKey, fileUrl: fileUrlOf(a.coverKey), fileOrigName: row.origName ?? a.coverKey } : null,
    },
  };
}

type Row = typeof activities.$inferSelect;

/** What the trail keeps of an activity: its fields, times as ISO text. */
function audited(r: Row): Record<string, unknown> {
  return {
    title: r.title,
    type: r.type,
    summary: r.summary,
    intro: r.intro,
    agenda: r.agenda,
    speakers: r.speakers,
    organiser: r.organiser,
    cityCode: r.cityCode,
    online: r.online,
    place: r.place,
    onlineLink: r.onlineLink,
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    signUpDeadline: r.signUpDeadline.toISOString(),
    quota: r.quota,
    allowBlank: r.allowBlank,
    signUpStopped: r.signUpStopped,
    coverKey: r.coverKey,
  };
}

/**
 * Creates an activity (id null) or changes one. The city must be one the portal knows; the quota may
 * not go below the places taken. A new cover is claimed from the editor's own uploads (docs/file-storage.md),
 * a replaced one let go.
 */
export async function saveActivity(actor: Actor, editorId: number, id: number | null, form: ActivityForm): Promise<{ id: number }> {
  const fields = activityFields(form);
  const coverKey = form.cover?.fileName ?? null;
  const db = await getDb();
  const [city] = await db.select({ code: cities.code }).from(cities).where(eq(cities.code, fields.cityCode));
  if (!city) throw badRequest('所在城市不正确');
  return db.transaction(async (tx) => {
    const [before] = id === null ? [undefined] : await tx.select().from(activities).where(eq(activities.id, id)).for('update');
    if (id !== null && !before) throw notFound();
    if (before && fields.quota < before.signedCount) throw badRequest(`名额不能少于已报名人数（${before.signedCount} 人）`);
    const [after] = before
      ? await tx.update(activities).set({ ...fields, coverKey }).where(eq(activities.id, before.id)).returning()
      : await tx.insert(activities).values({ ...fields, coverKey }).returning();
    const refId = String(after!.id);
    if (coverKey !== (before?.coverKey ?? null)) {
      if (before?.coverKey) await releaseFile(tx, { fileKey: before.coverKey, refTable: RECORD, refId });
      if (form.cover) await claimFiles(tx, { ownerUserId: editorId, files: [{ fileId: form.cover.fileId, fileName: form.cover.fileName, kind: 'image' }], refTable: RECORD, refId });
    }
    await audit(tx, actor, { action: before ? 'activity.update' : 'activity.create', recordType: RECORD, recordId: after!.id, before: before ? audited(before) : null, after: audited(after!) });
    return { id: after!.id };
  });
}

/** Stops an activity's sign-ups (open false) or opens them again. */
export async function setSignUpOpen(actor: Actor, id: number, open: boolean): Promise<{ open: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ stopped: activities.signUpStopped }).from(activities).where(eq(activities.id, id)).for('update');
    if (!before) throw notFound();
    await tx.update(activities).set({ signUpStopped: !open }).where(eq(activities.id, id));
    await audit(tx, actor, { action: open ? 'activity.open' : 'activity.stop', recordType: RECORD, recordId: id, before: { signUpStopped: before.stopped }, after: { signUpStopped: !open } });
    return { open };
  });
}

/** Deletes an activity with its sign-ups (the trail keeps the activity and how many sign-ups went). */
export async function deleteActivity(actor: Actor, id: number): Promise<{ id: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(activities).where(eq(activities.id, id)).for('update');
    if (!before) throw notFound();
    const removed = await tx.delete(activitySignUps).where(eq(activitySignUps.activityId, id)).returning({ id: activitySignUps.id });
    await tx.delete(activities).where(eq(activities.id, id));
    if (before.coverKey) await releaseFile(tx, { fileKey: before.coverKey, refTable: RECORD, refId: String(id) });
    await audit(tx, actor, { action: 'activity.delete', recordType: RECORD, recordId: id, before: { ...audited(before), signUps: removed.length }, after: null });
    return { id };
  });
}

type Reader = Pick<Awaited<ReturnType<typeof getDb>>, 'select'>;

async function signUpsOf(reader: Reader, id: number, now: Date): Promise<{ title: string; list: ConsoleSignUp[] } | null> {
  const [activity] = await reader
    .select({ title: activities.title, endTime: activities.endTime, signUpDeadline: activities.signUpDeadline, quota: activities.quota, signedCount: activities.signedCount })
    .from(activities)
    .where(eq(activities.id, id));
  if (!activity) return null;
  const status = activityStatus(activity, now);
  const rows = await reader.select().from(activitySignUps).where(eq(activitySignUps.activityId, id)).orderBy(asc(activitySignUps.createdAt), asc(activitySignUps.id));
  return {
    title: activity.title,
    list: rows.map((r) => ({
      id: r.id,
      statusName: signUpStatusName(r.status, status),
      depName: r.depName,
      creditCode: r.creditCode,
      contactName: r.contactName,
      telphone: r.telphone,
      region: [r.provinceName, r.cityName, r.areaName].filter((p) => p && p !== '-').join(' '),
      createdAt: r.createdAt,
    })),
  };
}

/** An activity's sign-ups for the console, oldest first; null when there is no such activity. */
export async function consoleSignUps(id: number, now = new Date()) {
  return signUpsOf(await getDb(), id, now);
}

/**
 * The sign-ups to export: personal data, so the export itself is an audit entry, written in the
 * transaction that reads them.
 */
export async function signUpsForExport(actor: Actor, id: number, format: string, now = new Date()): Promise<{ title: string; list: ConsoleSignUp[] }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const found = await signUpsOf(tx, id, now);
    if (!found) throw notFound();
    await audit(tx, actor, { action: 'activity.export', recordType: RECORD, recordId: id, after: { format, rows: found.list.length } });
    return found;
  });
}
