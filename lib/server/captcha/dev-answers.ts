import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { CaptchaType } from '@/lib/captcha/schemas';
import { getDb } from '@/lib/server/db/client';
import { captchaChallenges } from '@/lib/server/db/schema';

export interface DevCaptchaAnswer {
  token: string;
  client: string;
  answer: string;
  status: string;
  createdAt: Date;
}

/**
 * The newest challenges of `kind` with their answers (char: the characters; slide: the piece's x), for
 * the development inbox only (beside the SMS codes it already shows, behind the same switch): an
 * end-to-end test reads them there as it reads the SMS code, instead of teaching a script to read the
 * picture, which the slide puzzle is drawn to defeat.
 */
export async function latestAnswers(kind: CaptchaType, limit: number): Promise<DevCaptchaAnswer[]> {
  const db = await getDb();
  return db
    .select({
      token: captchaChallenges.token,
      client: captchaChallenges.client,
      answer: captchaChallenges.answer,
      status: captchaChallenges.status,
      createdAt: captchaChallenges.createdAt,
    })
    .from(captchaChallenges)
    .where(eq(captchaChallenges.kind, kind))
    .orderBy(desc(captchaChallenges.createdAt))
    .limit(limit);
}
