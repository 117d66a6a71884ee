import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { consoleSessions } from '@/lib/server/db/schema';
import { revokeSession } from '@/lib/server/session/store';

// An operator's login as the console sees it (docs/features.md, Operator console). A console left
// alone CONSOLE_IDLE_MIN minutes ends the login itself, so an unattended screen cannot act; a sensitive
// action (granting roles, banning a user, deleting content) needs an SMS code confirmed within the last
// STEP_UP_MIN minutes (step-up), like GitHub's sudo mode. Both live in PostgreSQL, so every app process
// sees the same clock.

export const CONSOLE_IDLE_MIN = 30;
export const STEP_UP_MIN = 5;

/**
 * Records the session's visit to the console: 'live', or 'lapsed' when the session's last console visit
 * is more than CONSOLE_IDLE_MIN minutes old, in which case the login is ended here. A session's first
 * visit starts its clock.
 */
export async function touchConsole(sessionId: string): Promise<'live' | 'lapsed'> {
  const db = await getDb();
  const rows = await db
    .insert(consoleSessions)
    .values({ sessionId })
    .onConflictDoUpdate({
      target: consoleSessions.sessionId,
      set: { seenAt: sql`now()` },
      setWhere: gt(consoleSessions.seenAt, sql`now() - make_interval(mins => ${CONSOLE_IDLE_MIN})`),
    })
    .returning({ sessionId: consoleSessions.sessionId });
  if (rows.length) return 'live';
  await revokeSession(sessionId);
  return 'lapsed';
}

/** Whether the session's operator confirmed a step-up code within STEP_UP_MIN minutes. */
export async function steppedUp(sessionId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ sessionId: consoleSessions.sessionId })
    .from(consoleSessions)
    .where(and(eq(consoleSessions.sessionId, sessionId), gt(consoleSessions.steppedUpAt, sql`now() - make_interval(mins => ${STEP_UP_MIN})`)));
  return row !== undefined;
}

/** Opens the session's step-up window (its operator just confirmed an SMS code). */
export async function markSteppedUp(sessionId: string): Promise<void> {
  const db = await getDb();
  await db
    .insert(consoleSessions)
    .values({ sessionId, steppedUpAt: sql`now()` })
    .onConflictDoUpdate({ target: consoleSessions.sessionId, set: { steppedUpAt: sql`now()`, seenAt: sql`now()` } });
}
