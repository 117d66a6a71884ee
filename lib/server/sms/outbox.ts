import 'server-only';
import type { OutboxMessage } from '@/lib/phone-code/types';
import { desc } from 'drizzle-orm';
import type { Env } from '@/lib/env';
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

/**
 * Whether /dev/sms-inbox exists: always outside production; in a production build only with
 * SMS_DEV_INBOX=true (the end-to-end run reads codes there), since it shows every code sent.
 */
export function smsInboxEnabled(config: Pick<Env, 'NODE_ENV' | 'SMS_DEV_INBOX'>): boolean {
  return config.NODE_ENV !== 'production' || config.SMS_DEV_INBOX;
}
