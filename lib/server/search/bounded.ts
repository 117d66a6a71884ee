import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { env } from '@/lib/env';
import { availability } from '@/lib/server/db/availability';
import { queryRows, settledDb, type Db } from '@/lib/server/db/client';
import { MAX_RESULT_WINDOW } from '@/lib/search/window';
import { searchTerms, type SearchTerms } from '@/lib/search/terms';
import { COUNT_CAP } from '@/lib/search/counts';
import { bucketsInOrder, type SortBuckets } from '@/lib/search/sort-buckets';
import {
  EXACT_COUNT_BELOW,
  longWalkRows,
  SAMPLE_SIZE,
  accessPlans,
  facetsFromCandidates,
  knownBound,
  orderCandidates,
  passesFilters,
  planReadsRangeIndex,
  rangeFetchPays,
  rangeBound,
  nextRangeShare,
  beyondCovered,
  RANGE_MARGIN,
  rarestTerm,
  sampledMatches,
  sampleShowsCap,
  sampleRowsForCap,
  looksInSample,
  samplesFromIndex,
  storageScanRows,
  type AccessPlan,
  type Candidate,
  type ColumnStats,
  type FacetValue,
  type KnownMatch,
} from './answer-rules';
import { estimateQuestion, IN_SAMPLE_INDEX, matchCondition, rangeConditions, type SearchQuery, type WindowedSource } from './engine';
import { createClientShare, requestAsker, type Asker } from './client-share';
import { ENGINE_COLUMNS } from './columns';
import type { CachedAnswer } from './result-cache';

const TITLE_VEC = sql.raw(ENGINE_COLUMNS.titleVec);

// A new question is computed with bounded work (answer-rules.ts has the rules). Its first read takes
// whatever path the planner chooses, with the settings every connection has (no JIT, no parallel
// workers, work_mem for exact bitmaps: lib/server/db/client.ts SESSION_SETTINGS). The reads that must
// take a chosen path go, on a server, to a small pool whose connections are set for that path and a
// shorter timeout (one round trip a read: round trips are most of what a question costs a busy
// server); on PGlite, to a transaction that sets them.
const TIMEOUT_MS = 5000;
// New questions computed at once per process; the rest wait their turn (repeats do not wait: they are
// answered from the cache without entering here). One client runs at most 2 of them and keeps at most
// 8 waiting (client-share.ts), so a flood of its own questions never takes another client's turn.
// On globalThis: a production build bundles this module into several server chunks (the call's, each
// page's), which share one pool.
const CONCURRENT = 4;
const holder = globalThis as unknown as { __jfSearchShare?: ReturnType<typeof createClientShare> };
// A question waits for its turn no longer than for a connection (DB_CONNECT_TIMEOUT_MS), so its request
// is answered within the bound docs/operations.md "Health checks, logs and shutdown" gives; a wait that ran out is the database's trouble.
const share = (holder.__jfSearchShare ??= createClientShare({
  slots: CONCURRENT,
  perClient: 2,
  waitingPerClient: 8,
  maxWaitMs: env.DB_CONNECT_TIMEOUT_MS,
  onTimeout: () => (availability.troubleAt = Date.now()),
}));

/** How many window ids a page needs: whole fifties, so the next page is often there already. */
export function windowNeed(pageNum: number, pageSize: number): number {
  return Math.min(MAX_RESULT_WINDOW, Math.ceil((pageNum * pageSize) / 50) * 50);
}

interface ProbeRow {
  id: number;
  k: number;
  /** The sort column as text (a known match's bound: answer-rules knownBound). */
  b: string;
  code: string;
  t: number;
  [facet: `f${number}`]: FacetValue;
}

/**
 * The comprehensive order's tiers: records with every word of the keyword in their title first
 * (title_vec holds the title's terms; a long Chinese run must also appear whole), then the others.
 * A range read checks the title on the rows it finds (`inRange`, ts_match_vq, which no index answers):
 * asked as `@@`, the planner multiplies the frequencies of the title's bigrams as if independent
 * (通信 and 信号: 11 rows expected of 3,386) and combines the title index with the search index rather
 * than with the range, reading every title match (3,365 blocks) to keep the 87 in the range.
 */
function titleTiers(source: WindowedSource, terms: SearchTerms) {
  const title = sql`lower(${source.title})`;
  const phrases = terms.phrases.map((p) => sql`position(${p} in ${title}) > 0`);
  const inTitle = sql`(${sql.join([sql`${TITLE_VEC} @@ ${terms.tsquery}::tsquery`, ...phrases], sql` and `)})`;
  const checked = sql`(${sql.join([sql`ts_match_vq(${TITLE_VEC}, ${terms.tsquery}::tsquery)`, ...phrases], sql` and `)})`;
  return {
    tier: sql`(case when ${inTitle} then 0 else 1 end)`,
    conditions: [
      { tier: 0, where: inTitle, inRange: checked },
      { tier: 1, where: sql`not ${inTitle}`, inRange: sql`not ${inTitle}` },
    ],
  };
}

type Access = 'walk' | 'bitmap';

/** Makes the planner take the chosen access path. */
function accessSettings(access: Access): Record<string, string> {
  return {
    enable_indexscan: access === 'walk' ? 'on' : 'off',
    enable_bitmapscan: access === 'bitmap' ? 'on' : 'off',
    enable_seqscan: 'off',
  };
}

/** Settings of a transaction, all in one statement (set_config works alike on both drivers). */
function setLocal(values: Record<string, string>): SQL {
  const calls = Object.entries(values).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
  return sql`select ${sql.join(calls, sql`, `)}`;
}

/** The database the next statements read through, set for the chosen path. */
type ReadOn = (access: Access) => Promise<Db>;

/**
 * Runs `fn` with a way to read through a chosen path: the server's pools set for it, or (PGlite) one
 * transaction whose settings each choice switches, the first also setting the timeout.
 */
function withAccess<T>(db: Db, fn: (read: ReadOn) => Promise<T>): Promise<T> {
  const pool = (access: Access) =>
    settledDb(db, `search-${access}`, { settings: accessSettings(access), timeoutMs: TIMEOUT_MS });
  const walk = pool('walk');
  const bitmap = pool('bitmap');
  if (walk && bitmap) return fn(async (access) => (access === 'walk' ? walk : bitmap));
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    let first = true;
    return fn(async (access) => {
      const values = first ? { statement_timeout: `${TIMEOUT_MS}ms`, ...accessSettings(access) } : accessSettings(access);
      first = false;
      await tx.execute(setLocal(values));
      return tx;
    });
  });
}

/** A list's first rows in one order: its table, conditions, order and how many rows it needs. */
export interface TopQuery {
  table: SQL;
  where: SQL;
  /**
   * The same rows as `where`, asked of the search index with one term of each group of terms that occur
   * together (engine matchCondition `pick`), so the planner expects about as many as there are and
   * combines them with a range of the sort column; then, should it still expect too few to do so, with
   * a single term (`single`).
   */
  rangeWhere?: SQL[];
  /** Conditions on the leading column of the order's index: a walk starts where they start. */
  seek?: SQL;
  /** `order by ...` in the order of an index of `table` (ties by id in the sort's direction). */
  order: SQL;
  wanted: number;
  /** Estimated rows matching `where`. */
  rows: number;
  tableRows: number;
  smallSet?: number;
  /** A way to take first whenever possible, for tests (answer-rules accessPlans). */
  prefer?: AccessPlan['access'];
  /** The order's column with its statistics (NOT NULL columns only), when a range of it may bound the read. */
  range?: { column: SQL; name: string; direction: 'asc' | 'desc'; stats: ColumnStats };
  /**
   * The order's buckets among the search terms (lib/search/sort-buckets.ts), when it has them: after a
   * walk that finds too few, the order is read bucket by bucket (readInBuckets). `key` is the sort value
   * as a number; `inBucket` the matches of `where` in some buckets, their terms asked of the search index.
   */
  buckets?: {
    of: SortBuckets;
    key: SQL;
    inBucket: (terms: string[]) => SQL;
    /** The matches beyond a bound of the sort column asked as one term (SortBuckets.beyond); null where none narrows it. */
    beyond?: (bound: string) => SQL | null;
  };
  /** The bound of the sort column within which the first `wanted` matches are known to lie (answer-rules knownBound). */
  known?: (wanted: number) => string | null;
}

/**
 * Matches beyond a bound of the sort column, the range first and then wider (answer-rules nextRangeShare),
 * asked through `rangeWhere` so the planner's estimate lets it combine the two indexes; null when its
 * plan still would not read the sort index's bitmap (a BitmapAnd of the search and title indexes alone,
 * as a comprehensive order's first tier may get, fetches every match and filters the range after),
 * which is no cheaper than reading them all; so is a plan whose bitmap holds several times the whole
 * set (a single common term asked: answer-rules rangeFetchPays). `share` is the widest share read.
 */
async function readInRange(
  read: ReadOn,
  q: TopQuery,
  range: NonNullable<TopQuery['range']>,
  share: number,
  orderedBuckets: () => Promise<number[] | null>,
): Promise<{ ids: { id: number }[]; share: number; bound: string | null } | null> {
  const beyondValue = (value: string) => (range.direction === 'desc' ? sql`${range.column} >= ${value}` : sql`${range.column} <= ${value}`);
  // Matches already read bound every range (a B-tree scan starts at the nearer of two bounds), so a
  // range wider than the known one reads no more than it, and holds the whole page.
  const known = q.known?.(q.wanted);
  const knownBeyond = known == null ? sql`` : sql` and ${beyondValue(known)}`;
  let found: { id: number }[] = [];
  let covered = 0;
  const wheres = q.rangeWhere ?? [q.where];
  let where = wheres[0]!;
  // An order with buckets among the search terms asks for the range's buckets with the keyword: the
  // search index intersects them (追 on page 49, newest first: 2,084 ids in 6 ms), where the sort index
  // hands over every row of the range (299,538 ids, 70-75 ms) before the two are combined.
  // An order with thresholds (the amount's) asks the range as one of them instead, which the search
  // index answers for about the cost of one term (a range of 36 amount buckets: 135 ms).
  const order = q.buckets && !q.buckets.beyond ? await orderedBuckets() : null;
  const db = await read('bitmap');
  let readBound: string | null = null;
  for (let s: number | null = share; s !== null; s = nextRangeShare(s, found.length, q.wanted)) {
    const bound = rangeBound(range.stats.bounds, s, range.direction);
    if (bound === null) break;
    // A wider share within the same step of the histogram is the range already read.
    if (bound === readBound) continue;
    // An untyped parameter takes the column's type (timestamptz, numeric).
    const statement = (w: SQL) => sql`select id from ${q.table} where ${w} and ${beyondValue(bound)}${knownBeyond} ${q.order} limit ${q.wanted}`;
    const beyond = q.buckets?.beyond?.(bound);
    if (beyond) {
      where = beyond;
    } else if (order && q.buckets) {
      where = q.buckets.inBucket(bucketsThrough(order, q.buckets.of, bound));
    } else if (readBound === null && q.prefer !== 'range') {
      // A test that prefers the range takes it whatever the planner would do on its small table.
      let chosen: SQL | null = null;
      for (const w of wheres) {
        const plan = await queryRows<Record<string, unknown>>(db, sql`explain (format json) ${statement(w)}`);
        if (planReadsRangeIndex(plan, range.name) && rangeFetchPays(plan, q.rows)) {
          chosen = w;
          break;
        }
      }
      if (!chosen) return null;
      where = chosen;
    }
    found = await queryRows<{ id: number }>(db, statement(where));
    covered = s;
    readBound = bound;
    if (found.length >= q.wanted) break;
  }
  return { ids: found, share: covered, bound: readBound };
}

/**
 * The buckets of an order from its start to its end, the extremes read through the sort index (an
 * index-only read at each end, on a connection set for walks: on one set for bitmaps the planner sorted
 * the whole table), so a record newer than the statistics is in a bucket read; null for an empty table.
 * The key is named: unnamed, `amount::float8` would be the output column `amount` that the order
 * names, and every row would be sorted by it.
 */
async function bucketOrder(read: ReadOn, q: TopQuery, range: NonNullable<TopQuery['range']>): Promise<number[] | null> {
  const { of: buckets, key } = q.buckets!;
  const db = await read('walk');
  const [ends] = await queryRows<{ lo: number | null; hi: number | null }>(
    db,
    sql`select (select ${key} as k from ${q.table} order by ${range.column} asc limit 1) as lo,
               (select ${key} as k from ${q.table} order by ${range.column} desc limit 1) as hi`,
  );
  if (ends?.lo == null || ends.hi == null) return null;
  return bucketsInOrder(buckets, Number(ends.lo), Number(ends.hi), range.direction);
}

/**
 * The terms of the buckets from the order's start through the one holding `bound`, and its neighbour
 * (a key the SQL function might put there): the range's rows are all in them.
 */
function bucketsThrough(order: number[], buckets: SortBuckets, bound: string): string[] {
  const at = order.indexOf(buckets.index(buckets.keyOf(bound)));
  const through = at < 0 ? order.length : Math.min(order.length, at + 2);
  return order.slice(0, through).map((b) => buckets.term(b));
}

/** Buckets one statement reads at most: each is a branch the planner plans, read or not. */
const BUCKETS_PER_READ = 16;

/**
 * The first `wanted` matches in order, read bucket by bucket from the order's start, each bucket asked
 * of the search index as the keyword's terms and the bucket's (migration 0033), which it intersects
 * without reading either whole: a month holding no match costs about a millisecond, where a walk passes
 * every row of it. Buckets partition the order, so the matches of the
 * buckets read so far, in order, are the true first ones, and the last statement's shortfall means the
 * set is exhausted: the answer is always exact. Each statement reads a batch of buckets sized as a
 * range would be (`share`, widened by nextRangeShare, then the rest), as UNION ALL branches in the
 * order's sequence: PostgreSQL's Append runs them one after another (no parallel workers, lib/server/db/
 * client.ts) and the limit stops it at the bucket that completes the page, so a batch wider than needed
 * costs its planning, not its reads.
 */
async function readInBuckets(
  read: ReadOn,
  q: TopQuery,
  range: NonNullable<TopQuery['range']>,
  share: number,
  orderedBuckets: () => Promise<number[] | null>,
  after?: RangeRead,
): Promise<number[]> {
  const { of: buckets, inBucket } = q.buckets!;
  const order = await orderedBuckets();
  if (!order) return after?.ids ?? [];
  const db = await read('bitmap');
  const ids: number[] = [...(after?.ids ?? [])];
  // After a range that held every match beyond its bound: on from the bound's bucket (and the
  // neighbour a rounding may put its rows in), the rows beyond the bound left out.
  let at = after ? Math.max(0, order.indexOf(buckets.index(buckets.keyOf(after.bound))) - 1) : 0;
  const rest = after ? (range.direction === 'desc' ? sql` and ${range.column} < ${after.bound}` : sql` and ${range.column} > ${after.bound}`) : sql``;
  for (let s: number | null = share; at < order.length && ids.length < q.wanted; s = s === null ? null : nextRangeShare(s, ids.length, q.wanted)) {
    const bound = s === null ? null : rangeBound(range.stats.bounds, s, range.direction);
    // How far down the order the bound's bucket lies (the whole rest when there is no bound).
    const through = bound === null ? order.length : Math.abs(buckets.index(buckets.keyOf(bound)) - order[0]!) + 1;
    const wide = Number.isFinite(through) ? Math.max(at + 1, through) : order.length;
    const end = Math.min(order.length, wide, at + BUCKETS_PER_READ);
    const left = q.wanted - ids.length;
    const branches = order
      .slice(at, end)
      .map((b) => sql`(select id from ${q.table} where ${inBucket([buckets.term(b)])}${rest} ${q.order} limit ${left})`);
    const rows = await queryRows<{ id: number }>(db, sql`select id from (${sql.join(branches, sql` union all `)}) b limit ${left}`);
    ids.push(...rows.map((r) => Number(r.id)));
    at = end;
  }
  return ids;
}

/** A range read that found fewer than wanted: every match beyond its bound, in order. */
interface RangeRead {
  bound: string;
  ids: number[];
}

/** The matches among the first `rows` rows down the order's index. */
function walk(db: Db, q: TopQuery, rows: number) {
  return queryRows<{ id: number }>(
    db,
    sql`select id from (select * from ${q.table} where ${q.seek ?? sql`true`} ${q.order} limit ${rows}) ${q.table}
        where ${q.where} ${q.order} limit ${q.wanted}`,
  );
}

/**
 * The first `wanted` ids of a query in its order, read through the cheapest path by estimate
 * (answer-rules accessPlans): the first rows of the whole table down the order's index, keeping the
 * matches; the matches within a range of the sort column; or every match through the search index,
 * sorted. The first two give the true top whenever they find enough, and give way to the next
 * cheapest when they find too few.
 */
async function readTopIds(read: ReadOn, q: TopQuery): Promise<number[]> {
  const stats = q.range?.stats;
  const column = { ranged: (stats?.bounds.length ?? 0) > 1, clustered: Math.abs(stats?.correlation ?? 0) > 0.9 };
  let found: { id: number }[] = [];
  // Rows of the table from the order's start that a walk or a range has already searched, finding too
  // few there: a later way that searches no further cannot find more (2024 in 重庆 newest first: a
  // walk after two ranges spent 30 ms finding what they had found).
  let covered = 0;
  // The order's buckets, read once for the range and the bucket reads that may both follow a walk.
  let ends: Promise<number[] | null> | undefined;
  const orderOf = () => (ends ??= bucketOrder(read, q, q.range!));
  // The last range that held too few, which bucket reads go on from rather than read again.
  let ranged: RangeRead | undefined;
  for (const plan of accessPlans(q.rows, q.wanted, q.tableRows, q.smallSet, column, q.prefer)) {
    if (plan.access === 'range') {
      if (!q.range) continue;
      const share = beyondCovered(plan.share, covered, q.tableRows, found.length, q.wanted);
      const inRange = share === null ? null : await readInRange(read, q, q.range, share, orderOf);
      if (!inRange) continue;
      found = inRange.ids;
      covered = Math.max(covered, inRange.share * q.tableRows);
      if (inRange.bound !== null && found.length < q.wanted) ranged = { bound: inRange.bound, ids: found.map((r) => Number(r.id)) };
    } else if (plan.access === 'walk') {
      const db = await read('walk');
      // A walk from a seek (a city's rows) passes more of the order than its rows of the table, so
      // rows a range covered never stand in for it (its own rows are a floor of what it covered).
      if (q.seek || plan.walkRows > covered) {
        found = await walk(db, q, plan.walkRows);
        covered = Math.max(covered, plan.walkRows);
      }
      if (found.length < q.wanted && q.buckets && q.range) {
        // Too few at the start of the order: the keyword goes with its far end (2024 newest first has
        // no match in 2026), where buckets find it without walking there. They read every match
        // there is before they stop short: nothing is left to try.
        return readInBuckets(read, q, q.range, Math.min(1, (RANGE_MARGIN * q.wanted) / Math.max(q.rows, 1)), orderOf, ranged);
      }
      const further = found.length < q.wanted ? longWalkRows(q.rows, q.seek ? plan.walkRows : covered, column) : null;
      if (further !== null) {
        found = await walk(db, q, further);
        covered = Math.max(covered, further);
      }
    } else {
      found = await queryRows<{ id: number }>(await read('bitmap'), sql`select id from ${q.table} where ${q.where} ${q.order} limit ${q.wanted}`);
      break;
    }
    if (found.length >= q.wanted) break;
  }
  return found.map((r) => Number(r.id));
}

/**
 * The first `need` ids of a list made of tiers (the comprehensive order: title hits, then the rest),
 * each tier read as far as the ones before it leave wanting (readTopIds).
 */
export function readTiers(db: Db, tiers: Omit<TopQuery, 'wanted'>[], need: number): Promise<number[]> {
  return withAccess(db, async (read) => {
    const ids: number[] = [];
    for (const tier of tiers) {
      const wanted = need - ids.length;
      if (wanted <= 0) break;
      ids.push(...(await readTopIds(read, { ...tier, wanted })));
    }
    return ids;
  });
}

/**
 * Runs a new question's statements, at most 4 questions at once per process and 2 of them for one
 * client: the request's (CLIENT_KEY_HEADER, refused only on a call) unless `asker` names one.
 */
export async function withBoundedWork<T>(db: Db, fn: (db: Db) => Promise<T>, asker?: Asker): Promise<T> {
  return share.run(asker ?? (await requestAsker()), () => fn(db));
}

/** Overrides of the access rules, for tests that must take a path the test data is too small for. */
export interface AccessRules {
  /** Sets estimated at or under this are read whole (answer-rules SMALL_SET). */
  smallSet?: number;
  /** Totals estimated under this are counted (answer-rules EXACT_COUNT_BELOW). */
  exactBelow?: number;
  /** The way to read the window whenever it is possible. */
  prefer?: AccessPlan['access'];
  /** Takes the sample from the sample index whatever the estimate (answer-rules samplesFromIndex). */
  sampleIndex?: boolean;
}

/** A range of an order with thresholds as the matches beyond its bound's threshold (SortBuckets.beyond). */
function sortBeyond(buckets: SortBuckets, direction: 'asc' | 'desc', matches: (beyond: string) => SQL): ((bound: string) => SQL | null) | undefined {
  if (!buckets.beyond) return undefined;
  return (bound) => {
    const term = buckets.beyond!(buckets.keyOf(bound), direction);
    return term ? matches(term) : null;
  };
}

async function compute(db: Db, source: WindowedSource, q: SearchQuery, need: number, rules: AccessRules) {
  const terms = searchTerms(q.keyword);
  const tsTerms = q.keyword && terms.tsquery ? terms : null;
  const sortName = q.sortBy && source.sorts[q.sortBy] ? q.sortBy : source.browseSort;
  const sort = source.sorts[sortName]!;
  const direction = sortName === q.sortBy ? q.order : 'desc';
  const tiers = tsTerms && sortName !== q.sortBy ? titleTiers(source, tsTerms) : null;
  const match = matchCondition(source, q, terms);
  const facetColumns = source.facets.map((f, i) => sql`${f.expr} as ${sql.raw(`f${i}`)}`);
  const where = matchCondition(source, q, terms, { filters: true });

  const estimate = await estimateQuestion(db, source, q, terms);
  const exactBelow = rules.exactBelow ?? EXACT_COUNT_BELOW;
  // Without a label filter the matches are the set counted: one estimated under exactBelow is read up
  // to COUNT_CAP + 1 at once, which gives its exact total under the cap (and exact labels) without a
  // second read of the same rows in another statement.
  const unfiltered = source.facets.every((f) => !q.filter[f.name]?.length);
  const probeSize = unfiltered && estimate.rows < exactBelow ? COUNT_CAP : SAMPLE_SIZE;
  // The first probeSize + 1 matches; or (`sampled`) the first SAMPLE_SIZE + 1 among every 16th row, a
  // literal, so the planner sees the sample index's condition; or those among the first `scanned` rows
  // in storage order (a frequent keyword: storageScanRows).
  const readProbe = (how: { sampled?: boolean; scanned?: number }) =>
    queryRows<ProbeRow>(
      db,
      sql`select id, ${sort.key} as k, ${sort.column}::text as b, ${source.cityCode} as code, ${tiers ? tiers.tier : sql`0`} as t,
                 ${sql.join(facetColumns, sql`, `)}
          from ${how.scanned ? sql`(select * from ${source.table} limit ${how.scanned}) ${source.table}` : source.table}
          where ${match} ${how.sampled ? IN_SAMPLE_INDEX : sql``}
          limit ${(how.sampled ? SAMPLE_SIZE : probeSize) + 1}`,
    );
  // Matches the sample index's rows stand for, when the sample was read there.
  let sampled: number | null = null;
  let probe: ProbeRow[] | null = null;
  const scanned = storageScanRows(estimate.rows, estimate.tableRows, probeSize + 1);
  if (rules.sampleIndex ?? samplesFromIndex(estimate.rows, estimate.tableRows)) {
    const rows = await readProbe({ sampled: true });
    sampled = sampledMatches(rows.length, estimate.rows);
    if (sampled !== null) probe = rows;
  } else if (scanned !== null) {
    // Only a read that reached its limit stands for the set: fewer found says nothing of the rest.
    const rows = await readProbe({ scanned });
    if (rows.length > probeSize) probe = rows;
  }
  probe ??= await readProbe({});
  const candidates: Candidate[] = probe.map((r) => ({
    id: Number(r.id),
    key: Number(r.k),
    code: r.code,
    tier: Number(r.t),
    values: source.facets.map((_, i) => r[`f${i}`] ?? null),
  }));

  if (sampled === null && candidates.length <= probeSize) {
    // Every match is here: exact labels and total, and the window ordered in memory.
    const facets = facetsFromCandidates(candidates, source.facets, q.filter);
    const passing = candidates.filter((c) => passesFilters(c, source.facets, q.filter));
    const ids = orderCandidates(passing, tiers !== null, direction).slice(0, MAX_RESULT_WINDOW);
    return { facets: { ...facets, approximate: false }, window: { ids, more: false } };
  }

  // More matches than the sample: estimate how many, scale the sample's labels to that.
  const sample = candidates.slice(0, sampled === null ? probeSize : SAMPLE_SIZE);
  const matches = sampled ?? Math.max(estimate.rows, candidates.length);
  const facets = facetsFromCandidates(sample, source.facets, q.filter, matches / sample.length);
  const dir = sql.raw(direction);
  const passing = sample.filter((c) => passesFilters(c, source.facets, q.filter));
  // Real matches read so far, whose places in the order bound where the first ones lie.
  const columnText = new Map(probe.map((r) => [Number(r.id), r.b]));
  let known: KnownMatch[] = passing.map((c) => ({ tier: c.tier, key: c.key, value: columnText.get(c.id)! }));
  // An unfiltered set read past COUNT_CAP has its total at the cap or more already; so, all but
  // certainly, has a set of which the sample index holds twice the share of one at the cap.
  if ((sampled === null && probeSize === COUNT_CAP) || (sampled !== null && sampleShowsCap(passing.length, COUNT_CAP))) {
    facets.total = Math.max(facets.total, COUNT_CAP);
  } else if (facets.total < exactBelow) {
    // Few by estimate (after the filters): read up to COUNT_CAP of them through the search index, in
    // no order, so a set far larger than estimated costs no more than COUNT_CAP rows. When that is all
    // of them, the total is exact and the window is them sorted in memory. A set estimated at the cap
    // is looked for in the sample index first, where enough rows put it at the cap without counting.
    const columns = sql`id, ${sort.key} as k, ${sort.column}::text as b, ${tiers ? tiers.tier : sql`0`} as t`;
    const sampleRead = sampled !== null && probe.length <= SAMPLE_SIZE;
    const counted = await withAccess(db, async (read) => {
      const bitmap = await read('bitmap');
      if (looksInSample(facets.total, COUNT_CAP, sampleRead)) {
        const inSample = await queryRows<ProbeRow>(
          bitmap,
          sql`select ${columns} from ${source.table} where ${where} ${IN_SAMPLE_INDEX} limit ${sampleRowsForCap(COUNT_CAP)}`,
        );
        if (sampleShowsCap(inSample.length, COUNT_CAP)) return { rows: inSample, capped: true };
      }
      const few = await queryRows<ProbeRow>(bitmap, sql`select ${columns} from ${source.table} where ${where} limit ${COUNT_CAP}`);
      return { rows: few, capped: few.length >= COUNT_CAP };
    });
    const few = counted.rows;
    if (!counted.capped) {
      const all = few.map((r) => ({ id: Number(r.id), key: Number(r.k), tier: Number(r.t), code: '', values: [] }));
      const ids = orderCandidates(all, tiers !== null, direction);
      return { facets: { ...facets, total: few.length, approximate: true }, window: { ids, more: false } };
    }
    known = few.map((r) => ({ tier: Number(r.t), key: Number(r.k), value: r.b }));
    facets.total = Math.max(facets.total, COUNT_CAP);
  }

  // The window, tier by tier, each read through the cheapest access path.
  const column = estimate.columns.get(sort.name);
  const rangeWheres = rangeConditions(source, q, terms, (lexemes) => rarestTerm(estimate.terms, lexemes));
  const order = sql`order by ${sort.column} ${dir}, id ${dir}`;
  const parts = tiers?.conditions ?? [{ tier: -1, where: sql`true`, inRange: sql`true` }];
  const ids = await readTiers(
    db,
    parts.map((part) => {
      const inPart = part.tier < 0 ? passing.length : passing.filter((c) => c.tier === part.tier).length;
      return {
        table: source.table,
        where: sql`${where} and ${part.where}`,
        rangeWhere: rangeWheres.map((w) => sql`${w} and ${part.inRange}`),
        order,
        // A tier the sample never saw is still searched, as a rare one.
        rows: (Math.max(inPart, 0.5) / sample.length) * matches,
        tableRows: estimate.tableRows,
        smallSet: rules.smallSet,
        prefer: rules.prefer,
        range: column ? { column: sort.column, name: sort.name, direction, stats: column } : undefined,
        buckets: sort.buckets && {
          of: sort.buckets,
          key: sort.key,
          inBucket: (buckets: string[]) => sql`${matchCondition(source, q, terms, { filters: true, buckets })} and ${part.inRange}`,
          beyond: sortBeyond(sort.buckets, direction, (beyond) => sql`${matchCondition(source, q, terms, { filters: true, beyond })} and ${part.inRange}`),
        },
        known: (wanted: number) => knownBound(known, part.tier, wanted, direction),
      };
    }),
    need,
  );
  return { facets: { ...facets, approximate: true }, window: { ids, more: ids.length >= need } };
}

/**
 * Labels, total and the first `need` ids of a question never asked before, with work bounded by the
 * sample size and the page depth rather than by the number of matches.
 */
export async function boundedAnswer(
  db: Db,
  source: WindowedSource,
  q: SearchQuery,
  need: number,
  rules: AccessRules = {},
): Promise<{ facets: CachedAnswer; window: CachedAnswer }> {
  const answer = await withBoundedWork(db, (tx) => compute(tx, source, q, need, rules));
  const { total, labels, cities, approximate } = answer.facets;
  return {
    facets: { total, labels, cities, approximate, ids: null, more: false },
    window: { total: 0, labels: {}, cities: [], approximate, ids: answer.window.ids, more: answer.window.more },
  };
}
