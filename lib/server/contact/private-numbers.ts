import 'server-only';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/envelope';
import { PRIVATE_NUMBER_TTL_MS } from '@/lib/contact/rules';
import type { PrivateNumber } from '@/lib/contact/types';
import { getDb, queryRows } from '@/lib/server/db/client';
import { ApiError } from '@/lib/server/http/errors';
import { log } from '@/lib/server/log';
import { telephonyProvider } from './telephony';

// The private-number pool (001 §4, §9): a buyer asking to call a provider gets a number of the pool
// bound to the pair (buyer, provider) for five minutes. Binding is one statement that takes a free
// number with FOR UPDATE SKIP LOCKED, so two buyers (on any app processes) never get the same number;
// an advisory lock per pair keeps one pair from binding two numbers at once. Releases and expiries name
// the binding's generation, so they never free a number that was bound anew meanwhile.

interface BoundRow {
  number: string;
  generation: number;
  expires_at: string | Date;
}

interface ReleasedRow {
  number: string;
  buyer_user_id: number;
  owner_key: string;
}

export interface BindRequest {
  buyerUserId: number;
  buyerPhone: string;
  ownerKey: string;
  targetPhone: string;
}

const poolExhausted = () => new ApiError(503, ErrorCode.unavailable, '当前咨询人数较多，请稍后再试或拨打平台客服热线');

/** Binds (or keeps) the pair's number until `now` + five minutes. */
export async function bindPrivateNumber(req: BindRequest, now = new Date()): Promise<PrivateNumber & { generation: number }> {
  const db = await getDb();
  const expiresAt = new Date(now.getTime() + PRIVATE_NUMBER_TTL_MS);
  const { row, fresh } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`private-number:${req.buyerUserId}:${req.ownerKey}`}))`);
    // The pair's number is kept (its five minutes start again), also one whose time ran out a moment
    // ago and that no expiry has freed yet: the provider still has it bound, and a pair holds one number.
    const [kept] = await queryRows<BoundRow>(
      tx,
      sql`update private_number set expires_at = ${expiresAt} where buyer_user_id = ${req.buyerUserId} and owner_key = ${req.ownerKey}
          returning number, generation, expires_at`,
    );
    if (kept) return { row: kept, fresh: false };
    const [taken] = await queryRows<BoundRow>(
      tx,
      sql`update private_number set buyer_user_id = ${req.buyerUserId}, owner_key = ${req.ownerKey}, bound_at = ${now},
            expires_at = ${expiresAt}, generation = generation + 1
          where number = (
            select number from private_number
            where buyer_user_id is null or expires_at <= ${now}
            order by buyer_user_id nulls first, number
            limit 1 for update skip locked)
          returning number, generation, expires_at`,
    );
    if (!taken) throw poolExhausted();
    return { row: taken, fresh: true };
  });
  if (fresh) {
    try {
      await telephonyProvider().bind({ number: row.number, buyerUserId: req.buyerUserId, buyerPhone: req.buyerPhone, ownerKey: req.ownerKey, targetPhone: req.targetPhone, expiresAt });
    } catch (err) {
      log.error('telephony.bind_failed', { number: row.number, error: err instanceof Error ? err.message : String(err) });
      await releaseGeneration(row.number, row.generation);
      throw poolExhausted();
    }
  }
  return { mobile: row.number, expiresAt: new Date(row.expires_at).toISOString(), generation: row.generation };
}

/** Frees one binding of a number if it is still that binding; the released row, or null. */
async function releaseGeneration(number: string, generation: number): Promise<ReleasedRow | null> {
  const db = await getDb();
  const [row] = await queryRows<ReleasedRow>(
    db,
    sql`update private_number p set buyer_user_id = null, owner_key = null, bound_at = null, expires_at = null
        from (select number, buyer_user_id, owner_key from private_number where number = ${number} and generation = ${generation} and buyer_user_id is not null for update) old
        where p.number = old.number returning old.number, old.buyer_user_id, old.owner_key`,
  );
  return row ?? null;
}

/** The pop-up closed (relieveYXHContact): frees the buyer's binding of `number`; false when it holds none. */
export async function releasePrivateNumber(buyerUserId: number, number: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await queryRows<ReleasedRow>(
    db,
    sql`update private_number p set buyer_user_id = null, owner_key = null, bound_at = null, expires_at = null
        from (select number, buyer_user_id, owner_key from private_number where number = ${number} and buyer_user_id = ${buyerUserId} for update) old
        where p.number = old.number returning old.number, old.buyer_user_id, old.owner_key`,
  );
  if (!row) return false;
  await telephonyProvider().release({ number: row.number, buyerUserId: row.buyer_user_id, ownerKey: row.owner_key, reason: 'release' });
  return true;
}

/**
 * Frees every binding whose five minutes are over at `now`: run by the job queue when a binding is due
 * and every minute as a sweep (lib/server/jobs/jobs.ts). The clock is a parameter so a test can move it.
 */
export async function expirePrivateNumbers(now = new Date()): Promise<number> {
  const db = await getDb();
  const rows = await queryRows<ReleasedRow>(
    db,
    sql`update private_number p set buyer_user_id = null, owner_key = null, bound_at = null, expires_at = null
        from (select number, buyer_user_id, owner_key from private_number where buyer_user_id is not null and expires_at <= ${now} for update skip locked) old
        where p.number = old.number returning old.number, old.buyer_user_id, old.owner_key`,
  );
  for (const row of rows) {
    await telephonyProvider().release({ number: row.number, buyerUserId: row.buyer_user_id, ownerKey: row.owner_key, reason: 'expire' });
  }
  return rows.length;
}
