import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { chatReports, feedbackEntries } from '@/lib/server/db/schema';

/** What waits for support: feedback not yet answered or closed, and open chat reports (the console's first page). */
export async function openSupportCounts(): Promise<{ feedback: number; reports: number }> {
  const db = await getDb();
  const count = sql<number>`count(*)::int`;
  const [[feedback], [reports]] = await Promise.all([
    db.select({ n: count }).from(feedbackEntries).where(inArray(feedbackEntries.status, ['new', 'in_progress'])),
    db.select({ n: count }).from(chatReports).where(eq(chatReports.status, 'open')),
  ]);
  return { feedback: Number(feedback?.n ?? 0), reports: Number(reports?.n ?? 0) };
}
