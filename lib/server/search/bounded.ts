import 'server-only';
import pLimit from 'p-limit';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/server/db/client';
import { MAX_RESULT_WINDOW } from '@/lib/search/schemas';
import { searchTerms, type SearchTerms } from '@/lib/search/terms';
import { COUNT_CAP } from '@/lib/search/counts';
import {
  EXACT_COUNT_BELOW,
  longWalkRows,
  SAMPLE_SIZE,
  accessPlans,
  facetsFromCandidates,
  orderCandidates,
  passesFilters,
  planReadsRangeIndex,
  rangeBound,
  rangeShares,
  type AccessPlan,
  type Candidate,
  type ColumnStats,
  type FacetValue,
} from './answer-rules';
import { matchCondition, scopeTermGroups, type SearchQuery, type WindowedSource } from './engine';
import type { CachedAnswer } from './result-cache';
import { estimateRows } from './term-stats';

// A new question is computed with bounded work (answer-rules.ts has the rules). Its first read takes
// whatever path the planner chooses, with the settings every connection has (no JIT, no parallel
// workers, work_mem for exact bitmaps: lib/server/db/client.ts SESSION_SETTINGS); the reads that must
// take a chosen path run in a transaction that sets it, and a shorter timeout. Each statement is a
// round trip, and round trips are most of what a question costs a busy server: none is spent on a
// transaction that sets nothing.
const TIMEOUT = { statement_timeout: '5s' };
// New questions computed at once per process; the rest wait their turn (repeats do not wait: they are
// answered from the cache without entering here).
const limit = pLimit(4);

/** How many window ids a page needs: whole fifties, so the next page is often there already. */
export function windowNeed(pageNum: number, pageSize: number): number {
  return Math.min(MAX_RESULT_WINDOW, Math.ceil((pageNum * pageSize) / 50) * 50);
}

interface ProbeRow {
  id: number;
  k: number;
  code: string;
  t: number;
  [facet: `f${number}`]: FacetValue;
}

/**
 * The comprehensive order's tiers: records with every word of the keyword in their title first
 * (title_vec holds the title's terms; a long Chinese run must also appear whole), then the others.
 */
function titleTiers(source: WindowedSource, terms: SearchTerms) {
  const title = sql`lower(${source.title})`;
  const words = [sql`title_vec @@ ${terms.tsquery}::tsquery`, ...terms.phrases.map((p) => sql`position(${p} in ${title}) > 0`)];
  const inTitle = sql`(${sql.join(words, sql` and `)})`;
  return {
    tier: sql`(case when ${inTitle} then 0 else 1 end)`,
    conditions: [
      { tier: 0, where: inTitle },
      { tier: 1, where: sql`not ${inTitle}` },
    ],
  };
}

type Access = 'walk' | 'bitmap';

/** Settings of the transaction, all in one statement (set_config works alike on both drivers). */
function settings(values: Record<string, string>): SQL {
  const calls = Object.entries(values).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
  return sql`select ${sql.join(calls, sql`, `)}`;
}

/** Makes the planner take the chosen access path for the next statements of the transaction. */
function accessSettings(access: Access): Record<string, string> {
  return {
    enable_indexscan: access === 'walk' ? 'on' : 'off',
    enable_bitmapscan: access === 'bitmap' ? 'on' : 'off',
    enable_seqscan: 'off',
  };
}

async function run(db: Db, values: Record<string, string>) {
  await db.execute(settings(values));
}

/** Switches the path the next statements of a transaction take. */
type TakeAccess = (access: Access) => Promise<void>;

/** Runs `fn` in a transaction where `take` chooses the path; the first switch also sets the timeout. */
function withAccess<T>(db: Db, fn: (tx: Db, take: TakeAccess) => Promise<T>): Promise<T> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    let first = true;
    const take: TakeAccess = (access) => {
      const values = first ? { ...TIMEOUT, ...accessSettings(access) } : accessSettings(access);
      first = false;
      return run(tx, values);
    };
    return fn(tx, take);
  });
}

/** A list's first rows in one order: its table, conditions, order and how many rows it needs. */
export interface TopQuery {
  table: SQL;
  where: SQL;
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
}

/**
 * Matches beyond a bound of the sort column, the range first and then wider (answer-rules rangeShares); null
 * when the planner would not read the sort index's bitmap for it (a BitmapAnd of the search and title
 * indexes alone fetches every match and filters the range after): it takes terms as
 * independent (the bigrams of 智慧医院, a city and its province) and, expecting a handful of matches,
 * would read them all and filter the range, which is no cheaper than reading them all.
 */
async function readInRange(db: Db, q: TopQuery, range: NonNullable<TopQuery['range']>, share: number) {
  let found: { id: number }[] = [];
  for (const s of rangeShares(share)) {
    const bound = rangeBound(range.stats.bounds, s, range.direction);
    if (bound === null) break;
    // An untyped parameter takes the column's type (timestamptz, numeric).
    const beyond = range.direction === 'desc' ? sql`${range.column} >= ${bound}` : sql`${range.column} <= ${bound}`;
    const statement = sql`select id from ${q.table} where ${q.where} and ${beyond} ${q.order} limit ${q.wanted}`;
    // A test that prefers the range takes it whatever the planner would do on its small table.
    if (s === share && q.prefer !== 'range') {
      const plan = await queryRows<Record<string, unknown>>(db, sql`explain (format json) ${statement}`);
      if (!planReadsRangeIndex(plan, range.name)) return null;
    }
    found = await queryRows<{ id: number }>(db, statement);
    if (found.length >= q.wanted) break;
  }
  return found;
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
async function readTopIds(tx: Db, take: TakeAccess, q: TopQuery): Promise<number[]> {
  const stats = q.range?.stats;
  const column = { ranged: (stats?.bounds.length ?? 0) > 1, clustered: Math.abs(stats?.correlation ?? 0) > 0.9 };
  let found: { id: number }[] = [];
  for (const plan of accessPlans(q.rows, q.wanted, q.tableRows, q.smallSet, column, q.prefer)) {
    if (plan.access === 'range') {
      if (!q.range) continue;
      await take('bitmap');
      const inRange = await readInRange(tx, q, q.range, plan.share);
      if (!inRange) continue;
      found = inRange;
    } else if (plan.access === 'walk') {
      await take('walk');
      found = await walk(tx, q, plan.walkRows);
      const further = found.length < q.wanted ? longWalkRows(q.rows, plan.walkRows, column) : null;
      if (further !== null) found = await walk(tx, q, further);
    } else {
      await take('bitmap');
      found = await queryRows<{ id: number }>(tx, sql`select id from ${q.table} where ${q.where} ${q.order} limit ${q.wanted}`);
      break;
    }
    if (found.length >= q.wanted) break;
  }
  return found.map((r) => Number(r.id));
}

/**
 * The first `need` ids of a list made of tiers (the comprehensive order: title hits, then the rest),
 * each tier read as far as the ones before it leave wanting (readTopIds), all in one transaction.
 */
export function readTiers(db: Db, tiers: Omit<TopQuery, 'wanted'>[], need: number): Promise<number[]> {
  return withAccess(db, async (tx, take) => {
    const ids: number[] = [];
    for (const tier of tiers) {
      const wanted = need - ids.length;
      if (wanted <= 0) break;
      ids.push(...(await readTopIds(tx, take, { ...tier, wanted })));
    }
    return ids;
  });
}

/** Runs a new question's statements, at most 4 questions at once per process. */
export function withBoundedWork<T>(db: Db, fn: (db: Db) => Promise<T>): Promise<T> {
  return limit(() => fn(db));
}

/** Overrides of the access rules, for tests that must take a path the test data is too small for. */
export interface AccessRules {
  /** Sets estimated at or under this are read whole (answer-rules SMALL_SET). */
  smallSet?: number;
  /** Totals estimated under this are counted (answer-rules EXACT_COUNT_BELOW). */
  exactBelow?: number;
  /** The way to read the window whenever it is possible. */
  prefer?: AccessPlan['access'];
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
  const where = matchCondition(source, q, terms, true);

  const probe = await queryRows<ProbeRow>(
    db,
    sql`select id, ${sort.key} as k, ${source.cityCode} as code, ${tiers ? tiers.tier : sql`0`} as t,
               ${sql.join(facetColumns, sql`, `)}
        from ${source.table} where ${match} limit ${SAMPLE_SIZE + 1}`,
  );
  const candidates: Candidate[] = probe.map((r) => ({
    id: Number(r.id),
    key: Number(r.k),
    code: r.code,
    tier: Number(r.t),
    values: source.facets.map((_, i) => r[`f${i}`] ?? null),
  }));

  if (candidates.length <= SAMPLE_SIZE) {
    // Every match is here: exact labels and total, and the window ordered in memory.
    const facets = facetsFromCandidates(candidates, source.facets, q.filter);
    const passing = candidates.filter((c) => passesFilters(c, source.facets, q.filter));
    const ids = orderCandidates(passing, tiers !== null, direction).slice(0, MAX_RESULT_WINDOW);
    return { facets: { ...facets, approximate: false }, window: { ids, more: false } };
  }

  // More matches than the sample: estimate how many, scale the sample's labels to that.
  const sample = candidates.slice(0, SAMPLE_SIZE);
  const estimate = await estimateRows(db, source.tableName, [...(tsTerms?.groups ?? []), ...scopeTermGroups(source, q)]);
  const matches = Math.max(estimate.rows, SAMPLE_SIZE + 1);
  const facets = facetsFromCandidates(sample, source.facets, q.filter, matches / SAMPLE_SIZE);
  const dir = sql.raw(direction);
  if (facets.total < (rules.exactBelow ?? EXACT_COUNT_BELOW)) {
    // Few by estimate (after the filters): read up to COUNT_CAP of them through the search index, in
    // no order, so a set far larger than estimated costs no more than COUNT_CAP rows. When that is all
    // of them, the total is exact and the window is them sorted in memory.
    const few = await withAccess(db, async (tx, take) => {
      await take('bitmap');
      return queryRows<ProbeRow>(
        tx,
        sql`select id, ${sort.key} as k, ${tiers ? tiers.tier : sql`0`} as t from ${source.table} where ${where} limit ${COUNT_CAP}`,
      );
    });
    if (few.length < COUNT_CAP) {
      const all = few.map((r) => ({ id: Number(r.id), key: Number(r.k), tier: Number(r.t), code: '', values: [] }));
      const ids = orderCandidates(all, tiers !== null, direction);
      return { facets: { ...facets, total: few.length, approximate: true }, window: { ids, more: false } };
    }
    facets.total = Math.max(facets.total, COUNT_CAP);
  }

  // The window, tier by tier, each read through the cheapest access path.
  const passing = sample.filter((c) => passesFilters(c, source.facets, q.filter));
  const column = estimate.columns.get(sort.name);
  const order = sql`order by ${sort.column} ${dir}, id ${dir}`;
  const parts = tiers?.conditions ?? [{ tier: -1, where: sql`true` }];
  const ids = await readTiers(
    db,
    parts.map((part) => {
      const inPart = part.tier < 0 ? passing.length : passing.filter((c) => c.tier === part.tier).length;
      return {
        table: source.table,
        where: sql`${where} and ${part.where}`,
        order,
        // A tier the sample never saw is still searched, as a rare one.
        rows: (Math.max(inPart, 0.5) / SAMPLE_SIZE) * matches,
        tableRows: estimate.tableRows,
        smallSet: rules.smallSet,
        prefer: rules.prefer,
        range: column ? { column: sort.column, name: sort.name, direction, stats: column } : undefined,
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
