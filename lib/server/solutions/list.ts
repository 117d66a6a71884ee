import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb, queryRows, type Db } from '@/lib/server/db/client';
import { plannerRows } from '@/lib/server/db/planner-estimate';
import {
  cachedAnswer,
  cacheKey,
  matchCondition,
  orderCandidates,
  quoteTerm,
  readTiers,
  solutionSource,
  tableStats,
  windowNeed,
  withBoundedWork,
  type CachedAnswer,
  type Candidate,
  type SearchQuery,
} from '@/lib/server/search';
import { COUNT_CAP } from '@/lib/search/counts';
import { chineseTsquery, searchTerms, type SearchTerms } from '@/lib/search/terms';
import { PRICE_FLAG, SORT_RULE, TOTAL_CAP } from '@/lib/solutions/options';
import { bucketsBetween, NEGOTIABLE_BUCKET } from '@/lib/solutions/price-buckets';
import type { ServiceListInput } from '@/lib/solutions/schemas';
import type { SolutionList } from '@/lib/solutions/types';
import { cardSelect, toCard, type CardRow } from './cards';

// serviceList (001 §3, §7) with the bounded work of the bids search (docs/search.md): the
// keyword through the bigram index, with the filters as terms beside it (migration 0030; without a
// keyword, as plain conditions answered by the filter index). A question first reads at most
// COUNT_CAP + 1 of its matches: when that is all, total and order are exact and the page is cut in
// memory; with more, the total is PostgreSQL's estimate (said as 约) and the page is read in its true
// order down an index or through the search index, whichever reads fewer rows.

const WAN = 10_000;

function priceConditions(input: ServiceListInput): SQL[] {
  if (input.priceFlag === PRICE_FLAG.negotiable) return [sql`service_price is null`];
  const parts: SQL[] = [];
  if (input.servicePriceStart !== undefined) parts.push(sql`service_price >= ${input.servicePriceStart * WAN}`);
  if (input.servicePriceEnd !== undefined) parts.push(sql`service_price <= ${input.servicePriceEnd * WAN}`);
  return parts;
}

function originConditions(input: ServiceListInput): SQL[] {
  return input.originTag ? [sql`origin_tag = ${input.originTag}`] : [];
}

function categoryConditions(input: ServiceListInput): SQL[] {
  const parts: SQL[] = [];
  if (input.firstCategoryId) parts.push(sql`first_category_code = ${input.firstCategoryId}`);
  if (input.secondCategoryId) parts.push(sql`second_category_code = ${input.secondCategoryId}`);
  return parts;
}

/**
 * The filters as the search vector's terms (migration 0030): categories and source exactly, the price
 * as the buckets its range touches (its bounds are still checked on each row). Null when none narrows.
 */
function filterTerms(input: ServiceListInput): string | null {
  const terms = [input.firstCategoryId, input.secondCategoryId].flatMap((code) => (code ? [quoteTerm(`g:${code}`)] : []));
  if (input.originTag) terms.push(quoteTerm(`o:${input.originTag}`));
  const buckets =
    input.priceFlag === PRICE_FLAG.negotiable ? [NEGOTIABLE_BUCKET] : bucketsBetween(input.servicePriceStart, input.servicePriceEnd);
  if (buckets?.length) terms.push(`(${buckets.map((b) => quoteTerm(`p:${b}`)).join(' | ')})`);
  return terms.length ? terms.join(' & ') : null;
}

/**
 * The price bounds beside the price's bucket terms, checked on each row the search index gives: in a
 * form no index answers, or the planner adds a bitmap of the price index to the search index's (up to
 * 90,000 entries, for rows the buckets narrowed already). A negotiable price is its bucket exactly.
 */
function rowPriceChecks(input: ServiceListInput): SQL[] {
  if (input.priceFlag === PRICE_FLAG.negotiable) return [];
  return priceConditions(input).map((condition) => sql`coalesce(${condition}, false)`);
}

/**
 * The list's conditions: `where` for reading, `estimated` for the planner's estimate of the total. With a
 * keyword the filters join it in the search index, where a filter's terms and its own condition would
 * be counted twice by the estimate, which therefore has the plain conditions instead.
 */
function conditions(input: ServiceListInput, terms: SearchTerms): { where: SQL; estimated: SQL } {
  const q: SearchQuery = { keyword: input.serviceName ?? '', filter: {}, sortBy: '', order: 'desc', pageNum: 1, pageSize: 1 };
  const match = matchCondition(solutionSource, q, terms);
  const plain = sql.join([match, ...categoryConditions(input), ...originConditions(input), ...priceConditions(input)], sql` and `);
  const filters = terms.tsquery ? filterTerms(input) : null;
  if (!filters) return { where: plain, estimated: plain };
  return { where: sql.join([match, sql`search_vec @@ ${filters}::tsquery`, ...rowPriceChecks(input)], sql` and `), estimated: plain };
}

interface Order {
  /** `order by ...`, the order of an index (price both ways with negotiable last; preferred, newest). */
  sql: SQL;
  /** The same order as one number per row, for ordering a small set in memory. */
  key: SQL;
  /** The list's conditions on the order's leading column, where a walk down its index starts. */
  seek: SQL[];
  direction: 'asc' | 'desc';
}

function orderOf(input: ServiceListInput): Order {
  if (input.sortRule === SORT_RULE.asc) return { sql: sql`order by service_price asc nulls last, id asc`, key: sql`coalesce(service_price::float8, 'Infinity')`, seek: priceConditions(input), direction: 'asc' };
  if (input.sortRule === SORT_RULE.desc) return { sql: sql`order by service_price desc nulls last, id desc nulls last`, key: sql`coalesce(service_price::float8, '-Infinity')`, seek: priceConditions(input), direction: 'desc' };
  return { sql: sql`order by ${solutionSource.browseOrder}`, key: sql`(origin_tag * 1e10 + extract(epoch from publish_time))::float8`, seek: originConditions(input), direction: 'desc' };
}

/**
 * The comprehensive order of a keyword: solutions with every word of it in their name first (tier 0),
 * then the others, each tier in the browse order. The name's own index (title_vec, migration 0031)
 * finds the names holding its Chinese runs, so that tier is not read out of every match of the whole
 * search vector (业 among 5-20万: 25,269 rows fetched for 3,146 names); the words are still checked.
 */
function inName(terms: SearchTerms): SQL | null {
  if (!terms.highlights.length) return null;
  const words = terms.highlights.map((t) => sql`position(${t} in lower(service_name)) > 0`);
  const chinese = chineseTsquery(terms);
  return sql`(${sql.join(chinese ? [sql`title_vec @@ ${chinese}::tsquery`, ...words] : words, sql` and `)})`;
}

/** Overrides of the bounds, for tests whose data is too small to reach them. */
export interface ListRules {
  /** Matches counted one by one (COUNT_CAP). */
  countCap?: number;
  /** Sets estimated at or under this are read whole (answer-rules SMALL_SET). */
  smallSet?: number;
}

/** The first `need` ids of the list in its order, with its total (`approximate`: an estimate). */
async function compute(db: Db, input: ServiceListInput, terms: SearchTerms, need: number, rules: ListRules): Promise<CachedAnswer> {
  const { where, estimated } = conditions(input, terms);
  const countCap = rules.countCap ?? COUNT_CAP;
  const answer = (ids: number[], total: number, approximate: boolean, more: boolean): CachedAnswer => ({ ids, total, approximate, more, labels: {}, cities: [] });
  const order = orderOf(input);
  const titled = input.sortRule === undefined ? inName(terms) : null;
  const probe = await queryRows<{ id: number; k: number; t: number }>(
    db,
    sql`select id, ${order.key} as k, ${titled ? sql`(case when ${titled} then 0 else 1 end)` : sql`0`} as t
        from solution where ${where} limit ${countCap + 1}`,
  );
  const candidates: Candidate[] = probe.map((r) => ({ id: Number(r.id), key: Number(r.k), tier: Number(r.t), code: '', values: [] }));
  if (candidates.length <= countCap) {
    return answer(orderCandidates(candidates, titled !== null, order.direction).slice(0, need), candidates.length, false, false);
  }

  const estimate = await plannerRows(db, sql`select 1 from solution where ${estimated}`);
  const matches = Math.max(estimate, countCap + 1);
  if (!terms.tsquery) {
    // Without a keyword the conditions are plain columns, which the planner estimates well, and the
    // filter index holds them with the sort values (migration 0029): one ordered read, down an order's
    // index or from the filter index alone and sorted (SC07 over 30万: 3,809 entries, 5 ms), as it chooses.
    const rows = await queryRows<{ id: number }>(db, sql`select id from solution where ${where} ${order.sql} limit ${need}`);
    return answer(rows.map((r) => Number(r.id)), Math.min(TOTAL_CAP, matches), true, rows.length >= need);
  }
  const stats = await tableStats(db, 'solution');
  const parts = titled ? [{ tier: 0, where: titled }, { tier: 1, where: sql`not ${titled}` }] : [{ tier: 0, where: sql`true` }];
  const ids = await readTiers(
    db,
    parts.map((part) => ({
      table: sql.raw('solution'),
      where: sql`${where} and ${part.where}`,
      seek: order.seek.length ? sql.join(order.seek, sql` and `) : undefined,
      order: order.sql,
      // A tier the first read never saw is still searched, as a rare one.
      rows: (Math.max(candidates.filter((c) => c.tier === part.tier).length, 0.5) / candidates.length) * matches,
      tableRows: stats.rows,
      // The first read found more than countCap: any such set may be walked.
      smallSet: rules.smallSet ?? countCap,
    })),
    need,
  );
  return answer(ids, Math.min(TOTAL_CAP, matches), true, ids.length >= need);
}

/** Everything an answer depends on: pages of one list share it. */
function answerKey(input: ServiceListInput) {
  return { ...input, pageStart: undefined, pageSize: undefined, serviceName: (input.serviceName ?? '').trim().toLowerCase() };
}

export function listSolutions(input: ServiceListInput): Promise<SolutionList> {
  return listSolutionsWith(input, {});
}

export async function listSolutionsWith(input: ServiceListInput, rules: ListRules): Promise<SolutionList> {
  const db = await getDb();
  const terms = searchTerms(input.serviceName ?? '');
  const need = windowNeed(input.pageStart, input.pageSize);
  // Answers are kept like the bids search's (lib/server/search/result-cache.ts): a window of ids per
  // list, grown when a deeper page needs more; a write to a solution drops those it could change.
  const window = await cachedAnswer(
    db,
    'solution',
    cacheKey('solution', 'window', { ...answerKey(input), rules }),
    input.serviceName ? terms.tsquery : null,
    () => withBoundedWork(db, (tx) => compute(tx, input, terms, need, rules)),
    (w) => !w.more || (w.ids?.length ?? 0) >= need,
  );
  const start = (input.pageStart - 1) * input.pageSize;
  const ids = (window.ids ?? []).slice(start, start + input.pageSize);
  const rows = ids.length
    ? await queryRows<CardRow & { id: number }>(db, sql`select id, ${cardSelect} from solution where id = any(${sql.param(ids)}::int[])`)
    : [];
  const byId = new Map(rows.map(({ id, ...row }) => [Number(id), row]));
  const list = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, terms.highlights)] : [];
  });
  return { list, total: window.total, capped: window.approximate };
}

/** Which of `ids` the list with `input`'s filters holds (a saved search's new matches): its own conditions. */
export async function solutionsMatching(input: ServiceListInput, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const db = await getDb();
  const { where } = conditions(input, searchTerms(input.serviceName ?? ''));
  const rows = await queryRows<{ id: number }>(db, sql`select id from solution where id = any(${sql.param([...ids])}::int[]) and ${where}`);
  return rows.map((r) => Number(r.id));
}
