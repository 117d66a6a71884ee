import 'server-only';
import type { OutboxMessage } from '@/lib/phone-code/types';
import { desc } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { smsOutbox } from '@/lib/server/db/schema';

export async function recordOutbox(phone: string, text: string): Promise<void> {
  const db = await getDb();
  await db.insert(smsOutbox).values({ phone, text });
}

/** The newest messages the dev provider "sent", newest first. */
export async function latestOutbox(limit: number): Promise<OutboxMessage[]> {
  const db = await getDb();
  return db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
}
