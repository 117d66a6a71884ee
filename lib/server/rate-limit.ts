import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, queryRows } from '@/lib/server/db/client';

export interface Limit {
  max: number;
  windowSec: number;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSec: number; limit: Limit };

// Every app process on the database sees the same events; a transaction-scoped advisory lock per key
// makes check-then-record atomic across processes.
async function decide(key: string, limits: Limit[], record: boolean): Promise<RateDecision> {
  const db = await getDb();
  const longest = Math.max(...limits.map((l) => l.windowSec));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    await tx.execute(sql`delete from rate_event where key = ${key} and at < now() - make_interval(secs => ${longest})`);
    for (const limit of limits) {
      const [row] = await queryRows<{ n: number; oldest: string | Date | null }>(
        tx,
        sql`select count(*)::int as n, min(at) as oldest from rate_event
            where key = ${key} and at > now() - make_interval(secs => ${limit.windowSec})`,
      );
      if (Number(row?.n ?? 0) >= limit.max) {
        const oldest = row?.oldest ? new Date(row.oldest).getTime() : Date.now();
        const retryAfterSec = Math.max(1, Math.ceil((oldest + limit.windowSec * 1000 - Date.now()) / 1000));
        return { ok: false, retryAfterSec, limit };
      }
    }
    if (record) await tx.execute(sql`insert into rate_event (key) values (${key})`);
    return { ok: true };
  });
}

/** Records one event for `key` if every limit still allows it; otherwise records nothing. */
export function consume(key: string, limits: Limit[]): Promise<RateDecision> {
  return decide(key, limits, true);
}

/** Whether `key` is within its limits now, recording nothing (e.g. a lock-out after failures). */
export function check(key: string, limits: Limit[]): Promise<RateDecision> {
  return decide(key, limits, false);
}

/** Records an event without a check (a failure to count towards a later `check`). */
export async function record(key: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`insert into rate_event (key) values (${key})`);
}
