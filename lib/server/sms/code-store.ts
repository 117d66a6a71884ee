import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SmsPurpose } from '@/lib/phone-code/schemas';
import { getDb } from '@/lib/server/db/client';
import { smsCodes } from '@/lib/server/db/schema';
import { hashCode, sameHash } from './code-hash';

/** A code is good for five minutes ... */
export const CODE_TTL_SEC = 300;
/** ... and dies at the fifth wrong try. */
export const MAX_WRONG_TRIES = 5;

/** Keeps the hash of a new code; the phone's older unused codes for the purpose stop working. */
export async function storeCode(phone: string, purpose: SmsPurpose, code: string): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)));
    const [row] = await tx
      .insert(smsCodes)
      .values({
        phone,
        purpose,
        codeHash: hashCode(phone, purpose, code),
        expiresAt: sql`now() + make_interval(secs => ${CODE_TTL_SEC})`,
      })
      .returning({ id: smsCodes.id });
    if (!row) throw new Error('sms_code insert returned no row');
    return row.id;
  });
}

/** Ends a code that never reached the phone, so a failed send leaves no code that could verify. */
export async function discardCode(id: number): Promise<void> {
  const db = await getDb();
  await db.update(smsCodes).set({ usedAt: sql`now()` }).where(eq(smsCodes.id, id));
}

export type VerifyResult = 'ok' | 'wrong' | 'expired' | 'locked';

/**
 * Checks `code` against the newest code sent to `phone` for `purpose`: 'ok' uses it up; 'wrong' counts
 * a try; 'locked' when wrong tries killed it (the fifth wrong try itself answers 'locked'); 'expired'
 * when there is no live code (never sent, timed out, used, or replaced by a newer send).
 */
export async function verifySmsCode(phone: string, purpose: SmsPurpose, code: string): Promise<VerifyResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The row lock makes concurrent tries count one by one, also across app processes.
    const [row] = await tx
      .select({
        id: smsCodes.id,
        codeHash: smsCodes.codeHash,
        attempts: smsCodes.attempts,
        live: sql<boolean>`${smsCodes.usedAt} is null and ${smsCodes.expiresAt} > now()`,
      })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
      .orderBy(desc(smsCodes.id))
      .limit(1)
      .for('update');
    if (!row) return 'expired';
    if (row.attempts >= MAX_WRONG_TRIES) return 'locked';
    if (!row.live) return 'expired';
    if (sameHash(row.codeHash, hashCode(phone, purpose, code.trim()))) {
      await tx.update(smsCodes).set({ usedAt: sql`now()` }).where(eq(smsCodes.id, row.id));
      return 'ok';
    }
    const attempts = row.attempts + 1;
    const locked = attempts >= MAX_WRONG_TRIES;
    await tx
      .update(smsCodes)
      .set({ attempts, ...(locked ? { usedAt: sql`now()` } : {}) })
      .where(eq(smsCodes.id, row.id));
    return locked ? 'locked' : 'wrong';
  });
}
