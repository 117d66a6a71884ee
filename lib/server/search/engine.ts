import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/server/db/client';
import type { SortBuckets } from '@/lib/search/sort-buckets';
import { searchTerms, type SearchTerms, type TermGroup } from '@/lib/search/terms';
import { looksInSample, SAMPLE_EVERY, sampleRowsForCap, sampleShowsCap } from './answer-rules';
import { ENGINE_COLUMNS } from './columns';
import { cacheKey, cachedAnswer, type CachedAnswer, type VersionedSource } from './result-cache';
import { estimateRows } from './term-stats';

/** One facet of a search source: a scalar column, or an array column counted per element. */
export interface FacetDef {
  name: string;
  expr: SQL;
  array?: boolean;
  /** Values in this order instead of by count (derived buckets such as 成立时间). */
  order?: readonly string[];
  /** The prefix of this label's values among the search terms (migration 0009): filtered in the index. */
  term?: string;
  /**
   * The selected values as conditions on the column the label is computed from, which its index
   * answers (migration 0034): the computed expression is checked on every row the keyword matches.
   */
  where?: (values: string[]) => SQL;
}

/** A sort: the column the index walks, and its value as a number for ordering matches in memory. */
export interface SortDef {
  /** The column's name, for its statistics. */
  name: string;
  column: SQL;
  key: SQL;
  /** Its buckets among the search terms, where the source has them (lib/search/sort-buckets.ts). */
  buckets?: SortBuckets;
}

/** What the engine needs to know about a searchable table. */
export interface SearchSource {
  table: SQL;
  /** Sources whose answers are cached (lib/server/search/result-cache.ts) name themselves there. */
  versioned?: VersionedSource;
  /** The lower-cased text the search vector was built from, for the substring check of phrases. */
  doc: SQL;
  facets: FacetDef[];
  cityCode: SQL;
  /** Sources with these columns also answer the spec's cityName/provinceName scoping. */
  cityName?: SQL;
  provinceName?: SQL;
  /** The scope is among the search terms ('c:' city, 'p:' province; migration 0009). */
  scopeTerms?: boolean;
  sorts: Record<string, SortDef>;
  /** Higher is more relevant for the keyword; the comprehensive order without a keyword is `browseOrder`. */
  relevance: (terms: SearchTerms) => SQL;
  browseOrder: SQL;
}

/** A source searched with bounded work and cached answers (searchByType, /search.html). */
export interface WindowedSource extends SearchSource {
  versioned: VersionedSource;
  tableName: string;
  /** The title column: hits in it come first in the comprehensive order (its terms are title_vec). */
  title: SQL;
  /** The sort of the comprehensive order within a title tier, descending. */
  browseSort: string;
}

export interface SearchQuery {
  keyword: string;
  filter: Record<string, string[]>;
  cityName?: string;
  provinceName?: string;
  cityCode?: string;
  sortBy: string;
  order: 'asc' | 'desc';
  pageNum: number;
  pageSize: number;
}

const SEARCH_VEC = sql.raw(ENGINE_COLUMNS.searchVec);

/** A tsquery operand for one exact term (label values may hold any character). */
export function quoteTerm(term: string): string {
  return `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The terms a question's scope and selected labels add to its keyword's tsquery. */
function labelTerms(source: SearchSource, q: SearchQuery, withFilters: boolean): { scope: string[]; groups: string[][]; rest: SQL[] } {
  const scope: string[] = [];
  const groups: string[][] = [];
  const rest: SQL[] = [];
  const scoped: [string | undefined, SQL | undefined, string][] = [
    [q.cityName, source.cityName, 'c:'],
    [q.provinceName, source.provinceName, 'p:'],
  ];
  for (const [value, column, prefix] of scoped) {
    if (!value || !column) continue;
    if (source.scopeTerms) scope.push(prefix + value);
    else rest.push(sql`${column} = ${value}`);
  }
  if (q.cityCode) rest.push(sql`${source.cityCode} = ${q.cityCode}`);
  if (withFilters) {
    for (const f of source.facets) {
      const values = q.filter[f.name];
      if (!values?.length) continue;
      if (f.term) groups.push(values.map((v) => f.term + v));
      else if (f.where) rest.push(f.where(values));
      else rest.push(f.array ? sql`${f.expr} && ${sql.param(values)}::text[]` : sql`${f.expr} = any(${sql.param(values)}::text[])`);
    }
  }
  return { scope, groups, rest };
}

/** What a match condition asks beyond the keyword and the scope. */
export interface MatchOptions {
  /** The selected labels too. */
  filters?: boolean;
  pick?: (lexemes: string[]) => string;
  single?: boolean;
  /** Buckets of the order (lib/search/sort-buckets.ts): the matches in those stretches of it. */
  buckets?: string[];
  /** A search-query operand bounding a range of the order (SortBuckets.beyond): the matches there and a few more. */
  beyond?: string;
}

/**
 * The rows a question matches: its keyword, its scope (city, province) and, `filters`, its
 * selected labels. Keyword, scope and termed labels make one tsquery, answered by the search index.
 *
 * `pick`, when given, chooses the one term of a group of terms that occur together (the bigrams of
 * one Chinese run; a city and its province) that the search index is asked for, and the whole tsquery
 * is checked on the rows it finds (ts_match_vq, which no index answers). The planner multiplies the
 * frequencies of the terms it is asked for as if they were independent: for 安全追溯 it expected one
 * row of 6,891, and so would not combine the search index with a range of the sort column.
 * `single` asks for one term only, the one `pick` takes among the groups' picks and the scope's:
 * words that occur together (银行 and APP) are multiplied alike, 108 rows expected of 3,308.
 */
export function matchCondition(source: SearchSource, q: SearchQuery, terms: SearchTerms, options: MatchOptions = {}): SQL {
  const { filters = false, pick, single = false, buckets, beyond } = options;
  const { scope, groups, rest } = labelTerms(source, q, filters);
  // A keyword of punctuation only matches nothing rather than everything.
  if (q.keyword && !terms.tsquery) return sql`false`;
  const keyword = q.keyword && terms.tsquery ? terms.tsquery : null;
  const labels = groups.map((g) => (g.length === 1 ? quoteTerm(g[0]!) : `(${g.map(quoteTerm).join(' | ')})`));
  const operands = [...(keyword ? [keyword] : []), ...scope.map(quoteTerm), ...labels, ...(buckets?.length ? [buckets.length === 1 ? quoteTerm(buckets[0]!) : `(${buckets.map(quoteTerm).join(' | ')})`] : [])];
  // Only beside a term the search index can start from: alone, a negated one would read the whole index.
  if (beyond && operands.length) operands.push(beyond);
  const parts: SQL[] = [];
  // A cast, not to_tsquery: the terms are made already, and a text-search parser would split 'c:成都'.
  if (operands.length) {
    const whole = operands.join(' & ');
    const words = keyword ? terms.groups : [];
    const singles = pick ? [...words.filter((g) => !g.prefix).map((g) => pick(g.lexemes)), ...(scope.length ? [pick(scope)] : [])] : [];
    const asked = !pick
      ? whole
      : single && singles.length
        ? quoteTerm(pick(singles))
        : [
            ...words.map((g) => (g.lexemes.length > 1 ? quoteTerm(pick(g.lexemes)) : quoteTerm(g.lexemes[0]!) + (g.prefix ? ':*' : ''))),
            ...(scope.length ? [quoteTerm(pick(scope))] : []),
            ...labels,
          ].join(' & ');
    parts.push(sql`${SEARCH_VEC} @@ ${asked}::tsquery`);
    if (asked !== whole) parts.push(sql`ts_match_vq(${SEARCH_VEC}, ${whole}::tsquery)`);
  }
  if (q.keyword) for (const phrase of terms.phrases) parts.push(sql`position(${phrase} in ${source.doc}) > 0`);
  parts.push(...rest);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * The conditions a range read may ask the search index, most precise first: one term of each group
 * (`pick`), then a single term (`single`) where that asks for less, so a plan is never explained twice.
 */
export function rangeConditions(source: SearchSource, q: SearchQuery, terms: SearchTerms, pick: (lexemes: string[]) => string): SQL[] {
  const grouped = matchCondition(source, q, terms, { filters: true, pick });
  const { scope, groups } = labelTerms(source, q, true);
  const words = q.keyword && terms.tsquery ? terms.groups : [];
  const asked = words.length + (scope.length ? 1 : 0) + groups.length;
  const single = words.some((g) => !g.prefix) || scope.length > 0;
  return asked > 1 && single ? [grouped, matchCondition(source, q, terms, { filters: true, pick, single: true })] : [grouped];
}

/**
 * The scope's terms, for estimating how many rows a question matches. A city lies in its province, so
 * a sub-site's two terms occur together: one group, as frequent as the rarer (taken as independent,
 * 杭州 and 浙江省 made a 35,000-row city look like 1,200 rows).
 */
export function scopeTermGroups(source: SearchSource, q: SearchQuery): TermGroup[] {
  const { scope } = labelTerms(source, q, false);
  return scope.length ? [{ lexemes: scope, prefix: false }] : [];
}

function orderBy(source: SearchSource, q: SearchQuery, terms: SearchTerms): SQL {
  const direction = q.order === 'asc' ? sql`asc` : sql`desc`;
  const sort = q.sortBy ? source.sorts[q.sortBy] : undefined;
  // The id breaks ties in the sort's direction, so one (column, id) index serves both directions.
  if (sort) return sql`${sort.column} ${direction}, id ${direction}`;
  return q.keyword ? sql`${source.relevance(terms)} desc, ${source.browseOrder}` : source.browseOrder;
}

/** One page of matches in the requested order; `select` names the columns the caller maps. */
export async function searchPage<Row>(db: Db, source: SearchSource, q: SearchQuery, select: SQL): Promise<Row[]> {
  const terms = searchTerms(q.keyword);
  return queryRows<Row>(
    db,
    sql`select ${select} from ${source.table}
        where ${matchCondition(source, q, terms, { filters: true })}
        order by ${orderBy(source, q, terms)}
        limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`,
  );
}

/** The key of everything labels and total depend on: not the order, so a new sort reuses them. */
export function facetKey(q: SearchQuery) {
  return {
    keyword: q.keyword.trim().toLowerCase(),
    filter: Object.fromEntries(Object.entries(q.filter).map(([k, v]) => [k, [...v].sort()])),
    cityName: q.cityName ?? '',
    provinceName: q.provinceName ?? '',
    cityCode: q.cityCode ?? '',
  };
}

/** The rows of the sample index (every 16th id, migration 0028), as the literal its partial index names. */
export const IN_SAMPLE_INDEX = sql.raw(`and id % ${SAMPLE_EVERY} = 0`);

/** The statistics' estimate of the rows a question matches: its keyword's terms and its scope's. */
export function estimateQuestion(db: Db, source: WindowedSource, q: SearchQuery, terms: SearchTerms) {
  return estimateRows(db, source.tableName, [...(q.keyword && terms.tsquery ? terms.groups : []), ...scopeTermGroups(source, q)]);
}

const isWindowed = (source: SearchSource): source is WindowedSource => 'tableName' in source;

/**
 * Whether a set the statistics put at `cap` or more shows it in the sample index (every 16th row, a
 * partial search index of windowed sources, migration 0028): sampleRowsForCap(cap) rows of it are read
 * instead of `cap` through the search index, and a set under the cap reaches that many less than once
 * in a billion questions (answer-rules sampleShowsCap). The other tab's badge of a never-asked page
 * read 1,000 bids to show 999+ (15 ms at 1,000,000 bids); 125 rows show it.
 */
async function sampleShowsCapOf(db: Db, source: WindowedSource, q: SearchQuery, terms: SearchTerms, cap: number): Promise<boolean> {
  const estimate = await estimateQuestion(db, source, q, terms);
  if (!looksInSample(estimate.rows, cap, false)) return false;
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${source.table} where ${matchCondition(source, q, terms)}
        ${IN_SAMPLE_INDEX} limit ${sampleRowsForCap(cap)}) m`,
  );
  return sampleShowsCap(Number(rows[0]?.n ?? 0), cap);
}

/**
 * How many records the keyword matches on a site, before any label filter (the other tab's count).
 * With a `cap`, counting stops there: a tab badge reads 999+ above it (000 §4), so a common keyword
 * costs what a rare one does; a windowed source's set estimated above it is first looked for in its
 * sample index, which shows most such sets at the cap without counting them (sampleShowsCapOf).
 */
export async function countMatches(
  db: Db,
  source: SearchSource,
  q: Pick<SearchQuery, 'keyword' | 'cityName' | 'provinceName' | 'cityCode'>,
  cap?: number,
) {
  const full: SearchQuery = { ...q, filter: {}, sortBy: '', order: 'desc', pageNum: 1, pageSize: 1 };
  const terms = searchTerms(q.keyword);
  const matches = sql`select 1 from ${source.table} where ${matchCondition(source, full, terms)}`;
  const count = async (): Promise<CachedAnswer> => {
    const atCap = cap !== undefined && isWindowed(source) && (await sampleShowsCapOf(db, source, full, terms, cap));
    const rows = atCap
      ? [{ n: cap }]
      : await queryRows<{ n: number }>(
          db,
          cap ? sql`select count(*)::int as n from (${matches} limit ${cap}) m` : sql`select count(*)::int as n from (${matches}) m`,
        );
    return { total: Number(rows[0]?.n ?? 0), labels: {}, cities: [], ids: null, approximate: false, more: false };
  };
  const answer = source.versioned
    ? await cachedAnswer(db, source.versioned, cacheKey(source.versioned, 'count', { ...facetKey(full), cap: cap ?? 0 }), terms.tsquery, count)
    : await count();
  return answer.total;
}
