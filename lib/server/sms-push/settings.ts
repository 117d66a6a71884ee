import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SmsPushSetting } from '@/lib/sms-push/types';
import { getDb } from '@/lib/server/db/client';
import { smsPushSettings } from '@/lib/server/db/schema';

/** Whether the user opted into SMS pushes (no row: no). */
export async function smsPushEnabled(userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ enabled: smsPushSettings.enabled }).from(smsPushSettings).where(eq(smsPushSettings.userId, userId));
  return row?.enabled ?? false;
}

/** Which of `userIds` opted into SMS pushes: one query for a push's whole batch of users. */
export async function smsPushUsers(userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const db = await getDb();
  const rows = await db
    .select({ userId: smsPushSettings.userId })
    .from(smsPushSettings)
    .where(and(inArray(smsPushSettings.userId, [...userIds]), eq(smsPushSettings.enabled, true)));
  return new Set(rows.map((r) => r.userId));
}

/** The caller's own switch (setSmsPush); pushes already queued check it again when they go out. */
export async function setSmsPush(userId: number, enabled: boolean): Promise<SmsPushSetting> {
  const db = await getDb();
  await db
    .insert(smsPushSettings)
    .values({ userId, enabled })
    .onConflictDoUpdate({ target: smsPushSettings.userId, set: { enabled, updatedAt: sql`now()` } });
  return { enabled };
}
