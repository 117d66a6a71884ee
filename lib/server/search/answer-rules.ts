import 'server-only';
import type { TermGroup } from '@/lib/search/terms';
import type { FacetResult, LabelValue } from '@/lib/search/types';

// The rules that bound the work of one search (issue 14, README "Search counts"). A search first
// reads at most SAMPLE_SIZE + 1 of its matches. When that is all of them, everything is exact:
// total, label counts and the order of every page. When there are more, the labels are counted in
// those first matches and scaled to the estimated number of matches (marked approximate), the total
// is exact up to COUNT_CAP and an estimate above it, and the pages are read in their true order
// straight from the table, each as far as it needs.

/** How many matches a search reads to count its labels. */
export const SAMPLE_SIZE = 500;
/** An estimated total under this is counted exactly (up to COUNT_CAP, lib/search/counts.ts) rather than trusted. */
export const EXACT_COUNT_BELOW = 3000;
/** Fallback frequency of a term ANALYZE has not seen (PostgreSQL's DEFAULT_TS_MATCH_SEL). */
const UNKNOWN_TERM_FREQ = 0.005;
/** A row checked while walking an index in sort order costs about this many rows read from a bitmap. */
const WALK_ROW_COST = 1;

export interface TermStats {
  /** Share of rows holding each common term. */
  values: Map<string, number>;
  /** The lowest share listed (0 when none). */
  minFreq: number;
}

export interface TableStats {
  rows: number;
  terms: TermStats;
}

function termFreq(c: TermStats, lexeme: string, prefix: boolean): number {
  // A term ANALYZE did not list is rarer than every listed one (PostgreSQL assumes half the lowest).
  const unlisted = c.minFreq > 0 ? c.minFreq / 2 : UNKNOWN_TERM_FREQ;
  if (!prefix) return c.values.get(lexeme) ?? unlisted;
  let sum = 0;
  for (const [term, f] of c.values) if (term.startsWith(lexeme)) sum += f;
  return Math.min(1, Math.max(sum, unlisted));
}

/**
 * Estimated rows holding every group of terms. The bigrams of one Chinese run occur together (智慧,
 * 慧医, 医疗 of 智慧医疗), so a run is as frequent as its rarest bigram; groups (words, the scope) are
 * taken as independent.
 */
export function estimateMatches(stats: TableStats, groups: TermGroup[]): number {
  let share = 1;
  for (const g of groups) share *= Math.min(...g.lexemes.map((l) => termFreq(stats.terms, l, g.prefix)));
  return share * stats.rows;
}

/** A set estimated at or under this many rows is read whole through the search index and sorted. */
export const SMALL_SET = 4000;
/**
 * A walk is tried while it expects to check fewer than this many times the estimated set: estimates
 * of several bigrams, or of a keyword with a label it goes with (医院 and 医疗机构), are often far
 * too low, and a walk bounded by the estimated set costs at most what reading that set would.
 */
const WALK_TRY = 16;

/**
 * How to read the first `need` rows of a set of about `rows` matches in sort order. Walking the sort
 * column's index checks about need * tableRows / rows rows; collecting every match through the search
 * index and sorting them reads all `rows`. A walk is bounded (`walkRows`: four times what the
 * estimate expects, never more than the estimated set); when it finds too few, the set was rarer
 * than estimated and the search index reads it whole.
 */
export function chooseAccess(
  rows: number,
  need: number,
  tableRows: number,
  smallSet = SMALL_SET,
): { access: 'walk' | 'bitmap'; walkRows: number } {
  const expected = (need * tableRows) / Math.max(rows, 1);
  const walkRows = Math.ceil(Math.min(Math.max(rows, need), Math.max(2 * need, 4 * expected)));
  const walk = rows > smallSet && WALK_ROW_COST * expected < WALK_TRY * rows;
  return { access: walk ? 'walk' : 'bitmap', walkRows };
}

export type FacetValue = string | string[] | null;

/** One match as the first read sees it: its sort value, label values, city code and title tier. */
export interface Candidate {
  id: number;
  key: number;
  values: FacetValue[];
  code: string;
  /** 0 every word of the keyword in the title, 1 elsewhere (the comprehensive order's tiers). */
  tier: number;
}

export interface FacetSpec {
  name: string;
  array?: boolean;
  order?: readonly string[];
}

const CITY_FACET = 'city_name.keyword';

function matchesValue(v: FacetValue, selected: string[]): boolean {
  if (v === null) return false;
  return Array.isArray(v) ? v.some((x) => selected.includes(x)) : selected.includes(v);
}

/** Whether a match passes every selected label filter, except the facet at `skip`. */
export function passesFilters(c: Candidate, facets: FacetSpec[], filter: Record<string, string[]>, skip = -1): boolean {
  return facets.every((f, i) => {
    const selected = filter[f.name];
    return i === skip || !selected?.length || matchesValue(c.values[i] ?? null, selected);
  });
}

function sortLabels(values: LabelValue[], order?: readonly string[]): LabelValue[] {
  return values.sort((a, b) =>
    order ? order.indexOf(a.key) - order.indexOf(b.key) : b.count - a.count || a.key.localeCompare(b.key, 'zh-CN'),
  );
}

/**
 * Labels, total and cities from a set of matches. Each facet is counted under every other selected
 * filter. `scale` turns counts in a sample into estimates of the whole (1 for all matches); an
 * estimated count is never below 1, since a value seen in the sample exists in the results.
 */
export function facetsFromCandidates(
  candidates: Candidate[],
  facets: FacetSpec[],
  filter: Record<string, string[]>,
  scale = 1,
): FacetResult {
  const estimate = (n: number) => (scale === 1 ? n : Math.max(1, Math.round(n * scale)));
  const labels: Record<string, LabelValue[]> = {};
  let cities: FacetResult['cities'] = [];
  facets.forEach((f, i) => {
    const counts = new Map<string, number>();
    const codes = new Map<string, string>();
    for (const c of candidates) {
      if (!passesFilters(c, facets, filter, i)) continue;
      const v = c.values[i];
      if (v === null || v === undefined) continue;
      for (const key of Array.isArray(v) ? new Set(v) : [v]) {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        const code = codes.get(key);
        if (code === undefined || c.code < code) codes.set(key, c.code);
      }
    }
    labels[f.name] = sortLabels(
      [...counts].map(([key, n]) => ({ key, count: estimate(n) })),
      f.order,
    );
    if (f.name === CITY_FACET) {
      cities = labels[f.name]!.map((l) => ({ cityName: l.key, cityCode: codes.get(l.key)!, count: l.count }));
    }
  });
  const passing = candidates.filter((c) => passesFilters(c, facets, filter)).length;
  return { total: estimate(passing), labels, cities };
}

/**
 * Ids in the requested order: by title tier first when `tiered` (the comprehensive order with a
 * keyword), then by the sort value, then by id, both in the sort's direction.
 */
export function orderCandidates(candidates: Candidate[], tiered: boolean, direction: 'asc' | 'desc'): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...candidates]
    .sort((a, b) => (tiered ? a.tier - b.tier : 0) || sign * (a.key - b.key) || sign * (a.id - b.id))
    .map((c) => c.id);
}
