import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/server/db/client';
import { MAX_RESULT_WINDOW } from '@/lib/search/schemas';
import { searchTerms, type SearchTerms } from '@/lib/search/terms';
import type { FacetResult, LabelValue } from '@/lib/search/types';
import { cacheKey, cachedAnswer, type CachedAnswer, type VersionedSource } from './result-cache';

/** One facet of a search source: a scalar column, or an array column counted per element. */
export interface FacetDef {
  name: string;
  expr: SQL;
  array?: boolean;
  /** Values in this order instead of by count (derived buckets such as 成立时间). */
  order?: readonly string[];
}

/** What the engine needs to know about a searchable table. */
export interface SearchSource {
  table: SQL;
  /** Sources whose answers are cached (lib/server/search/result-cache.ts) name their version row. */
  versioned?: VersionedSource;
  /** The lower-cased text the search vector was built from, for the substring check of phrases. */
  doc: SQL;
  facets: FacetDef[];
  cityCode: SQL;
  /** Sources with these columns also answer the spec's cityName/provinceName scoping. */
  cityName?: SQL;
  provinceName?: SQL;
  sorts: Record<string, SQL>;
  /** Higher is more relevant for the keyword; the comprehensive order without a keyword is `browseOrder`. */
  relevance: (terms: SearchTerms) => SQL;
  browseOrder: SQL;
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

function matchCondition(source: SearchSource, q: SearchQuery, terms: SearchTerms): SQL {
  const parts: SQL[] = [];
  if (q.keyword) {
    // A keyword of punctuation only matches nothing rather than everything.
    parts.push(terms.tsquery ? sql`search_vec @@ to_tsquery('simple', ${terms.tsquery})` : sql`false`);
    for (const phrase of terms.phrases) parts.push(sql`position(${phrase} in ${source.doc}) > 0`);
  }
  if (q.cityName && source.cityName) parts.push(sql`${source.cityName} = ${q.cityName}`);
  if (q.provinceName && source.provinceName) parts.push(sql`${source.provinceName} = ${q.provinceName}`);
  if (q.cityCode) parts.push(sql`${source.cityCode} = ${q.cityCode}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

function facetFilter(facet: FacetDef, values: string[], expr: SQL = facet.expr): SQL {
  return facet.array ? sql`${expr} && ${sql.param(values)}::text[]` : sql`${expr} = any(${sql.param(values)}::text[])`;
}

/** Every selected filter except `skip` (facet counts leave their own filter out). */
function filters(source: SearchSource, q: SearchQuery, skip?: string, alias = false): SQL {
  const parts = source.facets.flatMap((f, i) => {
    const values = q.filter[f.name];
    if (f.name === skip || !values?.length) return [];
    return [facetFilter(f, values, alias ? sql.raw(`f${i}`) : f.expr)];
  });
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * Label counts and the total in one statement: the keyword's matches are taken once, then each
 * facet is counted under every other selected filter.
 */
export async function searchFacets(db: Db, source: SearchSource, q: SearchQuery): Promise<FacetResult> {
  const terms = searchTerms(q.keyword);
  const columns = sql.join(
    [...source.facets.map((f, i) => sql`${f.expr} as ${sql.raw(`f${i}`)}`), sql`${source.cityCode} as city_code`],
    sql`, `,
  );
  const counts = source.facets.map((f, i) => {
    const col = sql.raw(`f${i}`);
    const where = filters(source, q, f.name, true);
    return f.array
      ? sql`select ${sql.raw(String(i))} as label, v as key, null::text as code, count(*)::int as n from m, unnest(${col}) as v where ${where} group by v`
      : sql`select ${sql.raw(String(i))} as label, ${col}::text as key, min(city_code) as code, count(*)::int as n from m where ${where} group by ${col}`;
  });
  counts.push(sql`select -1 as label, null::text as key, null::text as code, count(*)::int as n from m where ${filters(source, q, undefined, true)}`);
  const rows = await queryRows<{ label: number; key: string | null; code: string | null; n: number }>(
    db,
    sql`with m as materialized (select ${columns} from ${source.table} where ${matchCondition(source, q, terms)})
        ${sql.join(counts, sql` union all `)}`,
  );

  const labels: Record<string, LabelValue[]> = {};
  const cities: FacetResult['cities'] = [];
  let total = 0;
  for (const f of source.facets) labels[f.name] = [];
  for (const r of rows) {
    if (r.label === -1) total = Number(r.n);
    const facet = source.facets[r.label];
    if (!facet || r.key === null) continue;
    labels[facet.name]?.push({ key: r.key, count: Number(r.n) });
    if (facet.name === 'city_name.keyword' && r.code) cities.push({ cityName: r.key, cityCode: r.code, count: Number(r.n) });
  }
  for (const f of source.facets) {
    const order = f.order;
    labels[f.name]?.sort((a, b) =>
      order ? order.indexOf(a.key) - order.indexOf(b.key) : b.count - a.count || a.key.localeCompare(b.key, 'zh-CN'),
    );
  }
  cities.sort((a, b) => b.count - a.count);
  return { total, labels, cities };
}

function orderBy(source: SearchSource, q: SearchQuery, terms: SearchTerms): SQL {
  const direction = q.order === 'asc' ? sql`asc` : sql`desc`;
  const sortColumn = q.sortBy ? source.sorts[q.sortBy] : undefined;
  if (sortColumn) return sql`${sortColumn} ${direction}, id desc`;
  return q.keyword ? sql`${source.relevance(terms)} desc, ${source.browseOrder}` : source.browseOrder;
}

/** One page of matches in the requested order; `select` names the columns the caller maps. */
export async function searchPage<Row>(db: Db, source: SearchSource, q: SearchQuery, select: SQL): Promise<Row[]> {
  const terms = searchTerms(q.keyword);
  return queryRows<Row>(
    db,
    sql`select ${select} from ${source.table}
        where ${matchCondition(source, q, terms)} and ${filters(source, q)}
        order by ${orderBy(source, q, terms)}
        limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`,
  );
}

/** The ids of the whole result window (the first 10,000 matches) in the requested order. */
async function windowIds(db: Db, source: SearchSource, q: SearchQuery): Promise<number[]> {
  const terms = searchTerms(q.keyword);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from ${source.table}
        where ${matchCondition(source, q, terms)} and ${filters(source, q)}
        order by ${orderBy(source, q, terms)}
        limit ${MAX_RESULT_WINDOW}`,
  );
  return rows.map((r) => Number(r.id));
}

/** The key of everything labels and total depend on: not the order, so a new sort reuses them. */
function facetKey(q: SearchQuery) {
  return {
    keyword: q.keyword.trim().toLowerCase(),
    filter: Object.fromEntries(Object.entries(q.filter).map(([k, v]) => [k, [...v].sort()])),
    cityName: q.cityName ?? '',
    provinceName: q.provinceName ?? '',
    cityCode: q.cityCode ?? '',
  };
}

/** The key of everything a result window depends on; pages of one query share it. */
function windowKey(q: SearchQuery) {
  return { ...facetKey(q), sortBy: q.sortBy, order: q.order };
}

/**
 * Labels, total and one page for a query: the labels and total of a keyword with its filters are
 * computed once (whatever the order), the whole result window once per order; every later page and
 * repeat is a slice of the cached window and a primary-key fetch, on every app process (the cache
 * lives in the database).
 */
export async function searchWindowed<Row>(
  db: Db,
  source: SearchSource & { versioned: VersionedSource },
  q: SearchQuery,
  select: SQL,
): Promise<{ facets: FacetResult; rows: Row[] }> {
  const { versioned } = source;
  const [facets, window] = await Promise.all([
    cachedAnswer(db, versioned, cacheKey(versioned, 'facets', facetKey(q)), async () => ({ ...(await searchFacets(db, source, q)), ids: null })),
    cachedAnswer(db, versioned, cacheKey(versioned, 'window', windowKey(q)), async () => ({
      total: 0,
      labels: {},
      cities: [],
      ids: await windowIds(db, source, q),
    })),
  ]);
  const start = (q.pageNum - 1) * q.pageSize;
  const ids = (window.ids ?? []).slice(start, start + q.pageSize);
  if (!ids.length) return { facets, rows: [] };
  // The page in the window's order: the ids joined with their position.
  const rows = await queryRows<Row>(
    db,
    sql`select ${select} from ${source.table}
        join unnest(${sql.param(ids)}::int[]) with ordinality as w(id, ord) using (id)
        order by w.ord`,
  );
  return { facets, rows };
}

/** How many records the keyword matches on a site, before any label filter (the other tab's count). */
export async function countMatches(
  db: Db,
  source: SearchSource,
  q: Pick<SearchQuery, 'keyword' | 'cityName' | 'provinceName' | 'cityCode'>,
) {
  const full: SearchQuery = { ...q, filter: {}, sortBy: '', order: 'desc', pageNum: 1, pageSize: 1 };
  const count = async (): Promise<CachedAnswer> => {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${source.table} where ${matchCondition(source, full, searchTerms(q.keyword))}`,
    );
    return { total: Number(rows[0]?.n ?? 0), labels: {}, cities: [], ids: null };
  };
  const answer = source.versioned
    ? await cachedAnswer(db, source.versioned, cacheKey(source.versioned, 'count', facetKey(full)), count)
    : await count();
  return answer.total;
}
