// Helpers of the SMS integration tests. The suites share one PostgreSQL database, so every test works on
// its own phone numbers and client addresses, and steps time by moving its own rows into the past.
import { randomInt } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { rateEvents, smsCodes, smsOutbox } from '@/lib/server/db/schema';

/** A phone number no other test uses (1, a digit 1-9, 9 digits). */
export function uniquePhone(): string {
  return `1${randomInt(1, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

/** A client address (documentation range) no other test uses. */
export function uniqueClient(): string {
  return `198.51.${randomInt(0, 256)}.${randomInt(0, 256)}-${randomInt(0, 1e9)}`;
}

/** Moves the rate events of `keys` `seconds` into the past, as if that much time had gone by. */
export async function ageRateEvents(keys: string[], seconds: number): Promise<void> {
  const db = await getDb();
  await db
    .update(rateEvents)
    .set({ at: sql`${rateEvents.at} - make_interval(secs => ${seconds})` })
    .where(inArray(rateEvents.key, keys));
}

export async function countRateEvents(keys: string[]): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(rateEvents).where(inArray(rateEvents.key, keys));
  return Number(row?.n ?? 0);
}

export async function codeRows(phone: string) {
  const db = await getDb();
  return db.select().from(smsCodes).where(eq(smsCodes.phone, phone)).orderBy(smsCodes.id);
}

/** The code in the newest message the dev provider kept for `phone`, as a user reads it off the phone. */
export async function lastCodeSentTo(phone: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
  return row?.text.match(/验证码为 (\d{6})/)?.[1];
}

export async function expireCodes(phone: string): Promise<void> {
  const db = await getDb();
  await db
    .update(smsCodes)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(smsCodes.phone, phone));
}
