import 'server-only';
import type { z } from 'zod';
import type { feedbackSchema } from '@/lib/contact/schemas';
import type { FeedbackReceipt } from '@/lib/contact/types';
import { getDb } from '@/lib/server/db/client';
import { feedbackEntries } from '@/lib/server/db/schema';

/** Keeps a suggestion or complaint for the operators; the sender when logged in, the client address always. */
export async function saveFeedback(input: z.output<typeof feedbackSchema>, from: { userId: number | null; client: string }): Promise<FeedbackReceipt> {
  const db = await getDb();
  const [row] = await db
    .insert(feedbackEntries)
    .values({ userId: from.userId, kind: input.kind, content: input.content, contact: input.contact || null, pageUrl: input.from ?? null, client: from.client })
    .returning({ id: feedbackEntries.id });
  return { id: row!.id };
}
