import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { captchaChallenges } from '@/lib/server/db/schema';

export interface DevCharAnswer {
  client: string;
  answer: string;
  status: string;
  createdAt: Date;
}

/**
 * The newest character challenges with their answers, for the development inbox only (beside the SMS
 * codes it already shows, behind the same switch): an end-to-end test reads the image code there as it
 * reads the SMS code, instead of teaching a script to read the picture.
 */
export async function latestCharAnswers(limit: number): Promise<DevCharAnswer[]> {
  const db = await getDb();
  return db
    .select({ client: captchaChallenges.client, answer: captchaChallenges.answer, status: captchaChallenges.status, createdAt: captchaChallenges.createdAt })
    .from(captchaChallenges)
    .where(eq(captchaChallenges.kind, 'char'))
    .orderBy(desc(captchaChallenges.createdAt))
    .limit(limit);
}
