import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { SmsPushSetting } from '@/lib/sms-push/types';
import { getDb } from '@/lib/server/db/client';
import { smsPushSettings } from '@/lib/server/db/schema';

/** Whether the user opted into SMS pushes (no row: no). */
export async function smsPushEnabled(userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ enabled: smsPushSettings.enabled }).from(smsPushSettings).where(eq(smsPushSettings.userId, userId));
  return row?.enabled ?? false;
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
