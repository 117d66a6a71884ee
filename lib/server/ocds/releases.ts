import 'server-only';
import { and, asc, eq, gt, gte, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FeedPosition } from '@/lib/ocds/cursor';
import type { BidReleaseSource, OpportunityReleaseSource, ReleaseSource } from '@/lib/ocds/types';
import { type Db, queryRows } from '@/lib/server/db/client';
import { activatedUnits, bidOpportunities, purchasers, suppliers, winningBids } from '@/lib/server/db/schema';

// The release feed (docs/open-data.md "Paging" and "Changes since"): winning bids and tender opportunities in
// one order, (changed_at, kind, id), read by keyset from the (changed_at, id) index of each table.
//
// No release is skipped or repeated while others are written: a page only reaches up to a horizon, before
// which no transaction still open can write. changed_at is the clock time of the write (migration 0054), so
// an open transaction that has written (it holds a transaction id) writes nothing older than its start; the
// horizon is the oldest such start, and at most now minus a small lag for a write whose id is being taken.
// A transaction open longer holds the feed back, never makes it skip. A change is re-listed once at its new
// place (a changed record is a new release), never twice at one place.

/** Seconds the feed stays behind the clock: covers the instant between a row's time and its transaction id. */
export const FEED_LAG_SECONDS = 2;

const UTC_MICROS = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
const isoMicros = (column: SQL | AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', ${sql.raw(UTC_MICROS)})`;

/** The time before which every change is committed (or will never be): see the module comment. */
export async function feedHorizon(db: Db, lagSeconds = FEED_LAG_SECONDS): Promise<string> {
  const [row] = await queryRows<{ h: string }>(
    db,
    sql`select ${isoMicros(sql`least(
          statement_timestamp() - make_interval(secs => ${lagSeconds}),
          coalesce((select min(xact_start) from pg_stat_activity
                    where datname = current_database() and backend_xid is not null and pid <> pg_backend_pid()), 'infinity'::timestamptz)
        )`)} as h`,
  );
  if (!row) throw new Error('feed horizon: no row');
  return row.h;
}

export interface FeedRead {
  limit: number;
  after: FeedPosition | null;
  since: Date | null;
  /** From feedHorizon: one page, or one whole dump, reads up to one horizon. */
  horizon: string;
  /** Winning bids only (the bulk CSV). */
  bidsOnly?: boolean;
}

/** Rows of one kind after the position: strictly after it in its own kind, from the same time on in the other. */
function afterPosition(kind: 0 | 1, column: AnyColumn, id: AnyColumn, after: FeedPosition | null): SQL | undefined {
  if (!after) return undefined;
  if (after.k === kind) return sql`(${column}, ${id}) > (${after.t}::timestamptz, ${after.i})`;
  return after.k < kind ? gte(column, sql`${after.t}::timestamptz`) : gt(column, sql`${after.t}::timestamptz`);
}

async function readBids(db: Db, q: FeedRead, only?: SQL): Promise<BidReleaseSource[]> {
  const rows = await db
    .select({
      id: winningBids.id,
      bidCode: winningBids.bidCode,
      projectName: winningBids.projectName,
      projectNumber: winningBids.projectNumber,
      // purchaser holds space-separated names; the purchaser table has the main one.
      purchaser: sql<string>`coalesce(${purchasers.name}, split_part(${winningBids.purchaser}, ' ', 1))`,
      purchaseCode: winningBids.purchaseCode,
      buyerCreditCode: sql<string | null>`(select ${activatedUnits.creditCode} from ${activatedUnits}
        where ${activatedUnits.purchaserId} = ${purchasers.id} and ${activatedUnits.creditCode} is not null limit 1)`,
      purchaseWay: winningBids.purchaseWay,
      provinceName: winningBids.provinceName,
      cityName: winningBids.cityName,
      bidComp: winningBids.bidComp,
      supplierId: winningBids.bidCompId,
      supplierCreditCode: suppliers.creditCode,
      amount: winningBids.amount,
      budgetAmount: winningBids.budgetAmount,
      publishTime: winningBids.publishTime,
      bidOpenTime: winningBids.bidOpenTime,
      changedAt: isoMicros(winningBids.changedAt),
    })
    .from(winningBids)
    .leftJoin(purchasers, eq(purchasers.purchaseCode, winningBids.purchaseCode))
    .leftJoin(suppliers, eq(suppliers.id, winningBids.bidCompId))
    .where(
      and(
        eq(winningBids.bidState, 1),
        only,
        lt(winningBids.changedAt, sql`${q.horizon}::timestamptz`),
        q.since ? gte(winningBids.changedAt, q.since) : undefined,
        afterPosition(0, winningBids.changedAt, winningBids.id, q.after),
      ),
    )
    .orderBy(asc(winningBids.changedAt), asc(winningBids.id))
    .limit(q.limit);
  return rows.map((r) => ({ kind: 'bid', ...r, amount: Number(r.amount), budgetAmount: r.budgetAmount === null ? null : Number(r.budgetAmount) }));
}

/** Intentions (type 1) and tender notices (type 2): the opportunities OCDS describes. */
const PUBLISHED_TYPES = [1, 2];

async function readOpportunities(db: Db, q: FeedRead, only?: SQL): Promise<OpportunityReleaseSource[]> {
  const rows = await db
    .select({
      id: bidOpportunities.id,
      code: bidOpportunities.code,
      type: bidOpportunities.type,
      projectName: bidOpportunities.projectName,
      projectNumber: bidOpportunities.projectNumber,
      purchaserName: bidOpportunities.purchaserName,
      buyerCreditCode: sql<string | null>`(select ${activatedUnits.creditCode} from ${activatedUnits}
        where ${activatedUnits.name} = ${bidOpportunities.purchaserName})`,
      budgetAmount: bidOpportunities.budgetAmount,
      publishTime: bidOpportunities.publishTime,
      biddingDateFrom: bidOpportunities.biddingDateFrom,
      bidDeadline: bidOpportunities.bidDeadline,
      changedAt: isoMicros(bidOpportunities.changedAt),
    })
    .from(bidOpportunities)
    .where(
      and(
        inArray(bidOpportunities.type, PUBLISHED_TYPES),
        only,
        lt(bidOpportunities.changedAt, sql`${q.horizon}::timestamptz`),
        q.since ? gte(bidOpportunities.changedAt, q.since) : undefined,
        afterPosition(1, bidOpportunities.changedAt, bidOpportunities.id, q.after),
      ),
    )
    .orderBy(asc(bidOpportunities.changedAt), asc(bidOpportunities.id))
    .limit(q.limit);
  return rows.map((r) => ({ kind: 'opportunity', ...r }));
}

const kindRank = (s: ReleaseSource): 0 | 1 => (s.kind === 'bid' ? 0 : 1);

export function positionOf(s: ReleaseSource): FeedPosition {
  return { t: s.changedAt, k: kindRank(s), i: s.id };
}

/** The next `limit` release sources after the position, in the feed's order. */
export async function readReleaseSources(db: Db, q: FeedRead): Promise<ReleaseSource[]> {
  const [bids, opportunities] = await Promise.all([readBids(db, q), q.bidsOnly ? Promise.resolve([]) : readOpportunities(db, q)]);
  // The ISO texts have one fixed width, so they sort as the times do.
  return [...bids, ...opportunities]
    .sort((a, b) => (a.changedAt < b.changedAt ? -1 : a.changedAt > b.changedAt ? 1 : kindRank(a) - kindRank(b) || a.id - b.id))
    .slice(0, q.limit);
}

/** The one source of an ocid's record key. */
export async function readReleaseSource(db: Db, kind: 'bid' | 'opportunity', key: string): Promise<ReleaseSource | null> {
  // A record is read as it is now: no horizon.
  const q: FeedRead = { limit: 1, after: null, since: null, horizon: 'infinity' };
  const [row] = kind === 'bid' ? await readBids(db, q, eq(winningBids.bidCode, key)) : await readOpportunities(db, q, eq(bidOpportunities.code, key));
  return row ?? null;
}
