import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TrackBatch } from '@/lib/analytics/schemas';
import { getDb } from '@/lib/server/db/client';
import { analyticsDaily, analyticsEvents } from '@/lib/server/db/schema';

// Analytics (001 §7-§8): the pages' events kept in PostgreSQL in the batches they arrive in,
// and a daily report per project, event and path. Days are China's (Asia/Shanghai).

export async function storeBatch(batch: TrackBatch): Promise<number> {
  const db = await getDb();
  await db.insert(analyticsEvents).values(
    batch.events.map((e) => ({
      project: batch.project,
      name: e.name,
      path: e.path,
      cityCode: batch.cityCode ?? null,
      visit: batch.visit,
      referrer: e.referrer ?? null,
      label: e.label ?? null,
    })),
  );
  return batch.events.length;
}

export interface DailyRow {
  project: string;
  name: string;
  path: string;
  events: number;
  visits: number;
}

/** Counts one day's events into the report (again, if it was counted before) and returns its rows. */
export async function buildDailyReport(day: string): Promise<DailyRow[]> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(analyticsDaily).where(eq(analyticsDaily.day, day));
    await tx.execute(sql`
      insert into analytics_daily (day, project, name, path, events, visits)
      select ${day}::date, project, name, path, count(*)::int, count(distinct visit)::int
      from analytics_event
      where at >= (${day}::date::timestamp at time zone 'Asia/Shanghai')
        and at < ((${day}::date + 1)::timestamp at time zone 'Asia/Shanghai')
      group by project, name, path`);
  });
  return readDailyReport(day);
}

export async function readDailyReport(day: string, project?: string): Promise<DailyRow[]> {
  const db = await getDb();
  return db
    .select({ project: analyticsDaily.project, name: analyticsDaily.name, path: analyticsDaily.path, events: analyticsDaily.events, visits: analyticsDaily.visits })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.day, day), project ? eq(analyticsDaily.project, project) : undefined))
    .orderBy(analyticsDaily.project, analyticsDaily.name, desc(analyticsDaily.events), analyticsDaily.path);
}

/** Events older than this are dropped once the report holds them. */
export const KEEP_DAYS = 90;

export async function pruneEvents(now = new Date()): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from analytics_event where at < ${new Date(now.getTime() - KEEP_DAYS * 86_400_000)}`);
}
