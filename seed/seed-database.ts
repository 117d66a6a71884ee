import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';
import { computeHotSearches } from '@/lib/server/analytics/searches';
import { refreshVocabulary } from '@/lib/server/search';
import {
  bidOpportunities,
  cases,
  cities,
  friendlyLinks,
  industries,
  outsourcingDemands,
  purchasers,
  solutions,
  supplierCertificates,
  supplierPatents,
  suppliers,
  tenderAttachments,
  winningBids,
} from '@/lib/server/db/schema';
import { resolveCounts, type SeedCounts } from './counts';
import { buildDataset, DEFAULT_SEED, type Dataset } from './dataset';
import { generateBidOpportunities, generateDemands, opportunityAnchor, OPPORTUNITIES_PER_CITY, perCityAt } from './opportunities';
import { createRng } from './rng';
import { writeTenderAttachments } from './tender-files';
import { DEFAULT_BATCH_SIZE, insertAll, syncIdSequence } from './write';

/** The tables the seed owns; --reset empties exactly these. */
const SUPPLIER_RECORD_TABLES = [supplierCertificates, supplierPatents, solutions];
// Outsourcing demands are not among them: buyers publish them too, and a reset removes only the seed's.
const SEED_TABLES = [cities, friendlyLinks, industries, purchasers, suppliers, winningBids, cases, bidOpportunities, tenderAttachments, ...SUPPLIER_RECORD_TABLES];
const SERIAL_TABLES = [friendlyLinks, purchasers, suppliers, winningBids, cases, bidOpportunities, tenderAttachments, outsourcingDemands, ...SUPPLIER_RECORD_TABLES];

export interface SeedOptions {
  /** Multiplies the default bids, suppliers and cases (1: 5000 / 1000 / 500). */
  scale: number;
  seed?: number;
  counts?: Partial<SeedCounts>;
  /** Empty the seed tables first (in the same transaction). */
  reset?: boolean;
  batchSize?: number;
  /** The day opportunities' dates count back from (default: today). */
  now?: Date;
  /** Told after each table is written, for a start that says what it is doing. */
  onTable?: (table: string, rows: number) => void;
  /**
   * Commit as it goes and continue where an earlier run stopped (the bench's 10M rehearsal, hours of
   * writing): see resumeTables. Without it the whole dataset is one transaction.
   */
  resume?: boolean;
}

export interface SeedSummary extends SeedCounts {
  seed: number;
  cities: number;
  friendlyLinks: number;
  industries: number;
  purchasers: number;
  certificates: number;
  patents: number;
  solutions: number;
  opportunities: number;
  demands: number;
  elapsedMs: number;
}

/** True once the city table has rows: the app can serve. */
export async function isSeeded(db: Db): Promise<boolean> {
  return (await db.select({ code: cities.code }).from(cities).limit(1)).length > 0;
}

/** True when any seed table has a row (a partly filled database must not be seeded over). */
export async function hasSeedData(db: Db): Promise<boolean> {
  for (const table of SEED_TABLES) {
    if ((await db.select({ one: sql`1` }).from(table).limit(1)).length > 0) return true;
  }
  return false;
}

/** Tender opportunities and outsourcing demands of every city, scaled like the other tables. */
async function writeOpportunities(tx: Db, data: Dataset, seed: number, opts: SeedOptions, batchSize: number) {
  const anchor = opportunityAnchor(opts.now ?? new Date());
  const unitsByCity = new Map<string, Dataset['units'][number][]>();
  for (const unit of data.units) unitsByCity.set(unit.cityCode, [...(unitsByCity.get(unit.cityCode) ?? []), unit]);
  const opportunities = await insertAll(
    tx,
    bidOpportunities,
    generateBidOpportunities(createRng(seed, 'opportunities'), data.cityFacts, (code) => unitsByCity.get(code) ?? [], perCityAt(opts.scale, OPPORTUNITIES_PER_CITY.bids), anchor),
    batchSize,
  );
  await writeTenderAttachments(tx);
  // Published demands may already hold ids: the seed's follow them.
  const [last] = await tx.select({ id: sql<number>`coalesce(max(${outsourcingDemands.id}), 0)::int` }).from(outsourcingDemands);
  const demands = await insertAll(
    tx,
    outsourcingDemands,
    generateDemands(createRng(seed, 'demands'), data.cityFacts, perCityAt(opts.scale, OPPORTUNITIES_PER_CITY.demands), anchor, (last?.id ?? 0) + 1),
    batchSize,
  );
  return { opportunities, demands };
}

type Put = <T extends PgTable>(name: string, table: T, rows: Iterable<PgInsertValue<T>>) => Promise<number>;

type Written = Omit<SeedSummary, 'seed' | 'elapsedMs'>;

/** The tables that do not scale (a few thousand rows), written first: the suppliers and bids refer to them. */
async function writeSmallTables(put: Put, data: Dataset) {
  return {
    cities: await put('city', cities, data.cities),
    friendlyLinks: await put('friendly_link', friendlyLinks, data.friendlyLinks),
    industries: await put('industry', industries, data.industries),
    purchasers: await put('purchaser', purchasers, data.purchasers),
  };
}

/** The tables that scale with the counts: millions of rows in the 10M rehearsal. */
async function writeScaledTables(put: Put, data: Dataset) {
  return {
    suppliers: await put('supplier', suppliers, data.suppliers),
    bids: await put('winning_bid', winningBids, data.bids()),
    cases: await put('biz_case', cases, data.cases()),
    certificates: await put('supplier_certificate', supplierCertificates, data.certificates()),
    patents: await put('supplier_patent', supplierPatents, data.patents()),
    solutions: await put('solution', solutions, data.solutions()),
  };
}

/** The generated rows after the first `n` (those an earlier run already wrote). */
function* after<T>(rows: Iterable<T>, n: number): Iterable<T> {
  let i = 0;
  for (const row of rows) if (i++ >= n) yield row;
}

async function rowCount(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: sql<string>`count(*)` }).from(table);
  return Number(row?.n ?? 0);
}

/**
 * The resumable write. Every batch of the scaled tables commits on its own, one at a time and in the
 * generator's order, so what a stopped run leaves is a prefix of each table's rows: the next run counts
 * it and generates past it (same seed, same rows), and nothing is written twice. The small tables and
 * the opportunities are each one transaction, skipped when already there.
 */
async function resumeTables(db: Db, data: Dataset, seed: number, opts: SeedOptions, batchSize: number): Promise<Written> {
  const put: Put = async (name, table, rows) => {
    const before = await rowCount(db, table);
    const n = before + (await insertAll(db, table, after(rows, before), batchSize));
    opts.onTable?.(name, n);
    return n;
  };
  const small =
    (await rowCount(db, cities)) > 0
      ? { cities: await rowCount(db, cities), friendlyLinks: await rowCount(db, friendlyLinks), industries: await rowCount(db, industries), purchasers: await rowCount(db, purchasers) }
      : await db.transaction((tx) => writeSmallTables(async (name, table, rows) => insertAll(tx, table, rows, batchSize), data));
  const scaled = await writeScaledTables(put, data);
  const opportunities =
    (await rowCount(db, bidOpportunities)) > 0
      ? { opportunities: await rowCount(db, bidOpportunities), demands: await rowCount(db, outsourcingDemands) }
      : await db.transaction((tx) => writeOpportunities(tx, data, seed, opts, batchSize));
  return { ...small, ...scaled, ...opportunities };
}

/**
 * Writes the demo dataset into empty seed tables (or emptied ones, with `reset`) in one transaction,
 * so an interrupted run leaves nothing half-seeded behind; with `resume`, batch by batch (resumeTables).
 * Same seed and counts, same rows and ids.
 */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const seed = opts.seed ?? DEFAULT_SEED;
  const counts = resolveCounts(opts.scale, opts.counts);
  const data = buildDataset(seed, counts);
  const batchSize = opts.batchSize ?? DEFAULT_BATCH_SIZE;
  const written = opts.resume
    ? await resumeTables(db, data, seed, opts, batchSize)
    : await db.transaction(async (tx) => {
        if (opts.reset) {
          await tx.execute(sql`truncate table ${sql.join(SEED_TABLES, sql`, `)} restart identity`);
          await tx.delete(outsourcingDemands).where(eq(outsourcingDemands.source, 'seed'));
        }
        const put: Put = async (name, table, rows) => {
          const n = await insertAll(tx, table, rows, batchSize);
          opts.onTable?.(name, n);
          return n;
        };
        return { ...(await writeSmallTables(put, data)), ...(await writeScaledTables(put, data)), ...(await writeOpportunities(tx, data, seed, opts, batchSize)) };
      });
  for (const table of SERIAL_TABLES) await syncIdSequence(db, table);
  // Bids arrive in publish order on a live portal, so their rows lie in that order on disk; the demo
  // data is generated in random order, and is laid out as a live table would be.
  await db.execute(sql`cluster ${winningBids} using winning_bid_publish_idx`);
  // So are solutions (approved schemes are listed as they come): the list's default order, newest
  // first, then reads neighbouring rows rather than one block a row. Their table has no index on the
  // publish time alone, so one is made for the layout and dropped.
  await db.execute(sql`create index solution_layout_tmp on ${solutions} (publish_time)`);
  await db.execute(sql`cluster ${solutions} using solution_layout_tmp`);
  await db.execute(sql`drop index solution_layout_tmp`);
  // Fresh statistics for the planner and the search's term frequencies (lib/server/search/term-stats.ts),
  // and the visibility map for index-only scans: PGlite has no autovacuum to do it.
  await db.execute(sql`vacuum (analyze)`);
  // Each site's hot searches from the first visit: the defaults its data answers (the daily job's work).
  await computeHotSearches(db);
  // The forgiving search's vocabulary (docs/search.md "Forgiving search"), which holds those searches.
  await refreshVocabulary(db);
  return { seed, ...written, elapsedMs: Math.round(performance.now() - started) };
}
