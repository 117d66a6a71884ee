import 'server-only';
import type { TermGroup } from '@/lib/search/terms';
import type { FacetResult, LabelValue } from '@/lib/search/types';

// The rules that bound the work of one search (docs/search.md, docs/decisions/0007-bounded-search.md). A search first
// reads at most SAMPLE_SIZE + 1 of its matches (COUNT_CAP + 1 when it has no label filter and is
// estimated under EXACT_COUNT_BELOW; a set estimated in the thousands, those among every 16th row:
// samplesFromIndex). When that is all of them, everything is exact:
// total, label counts and the order of every page. When there are more, the labels are counted in
// those first matches and scaled to the estimated number of matches (marked approximate), the total
// is exact up to COUNT_CAP and an estimate above it, and the pages are read in their true order
// straight from the table, each as far as it needs.

/** How many matches a search reads to count its labels. */
export const SAMPLE_SIZE = 500;
/** An estimated total under this is counted exactly (up to COUNT_CAP, lib/search/counts.ts) rather than trusted. */
export const EXACT_COUNT_BELOW = 3000;
/**
 * The sample index (migration 0028) holds the search terms of every 16th row (id % 16 = 0). A keyword
 * with tens of thousands of matches takes its sample there: the search index gives up every match
 * (about a microsecond each) before the first row is read, the sample index a sixteenth of them.
 */
export const SAMPLE_EVERY = 16;
/** Sets estimated from this many rows take their sample from the sample index (about 125 rows of it). */
const SAMPLE_INDEX_FROM = 2000;
/**
 * Above this share of the table a scan in storage order finds SAMPLE_SIZE matches within a few hundred
 * blocks, fewer than the sample index's rows spread one to a block.
 */
const SAMPLE_INDEX_MAX_SHARE = 0.15;
/** A sample index read that finds fewer rows than this says the set is small: it is read whole instead. */
const SAMPLE_INDEX_MIN = 32;
/** Fallback frequency of a term ANALYZE has not seen (PostgreSQL's DEFAULT_TS_MATCH_SEL). */
const UNKNOWN_TERM_FREQ = 0.005;

export interface TermStats {
  /** Share of rows holding each common term. */
  values: Map<string, number>;
  /** The lowest share listed (0 when none). */
  minFreq: number;
}

export interface ColumnStats {
  bounds: string[];
  correlation: number;
}

export interface TableStats {
  rows: number;
  terms: TermStats;
  /** NOT NULL columns ANALYZE made a histogram for, by name: the bounds and the storage order's correlation. */
  columns?: Map<string, ColumnStats>;
}

function termFreq(c: TermStats, lexeme: string, prefix: boolean): number {
  // A term ANALYZE did not list is rarer than every listed one (PostgreSQL assumes half the lowest).
  const unlisted = c.minFreq > 0 ? c.minFreq / 2 : UNKNOWN_TERM_FREQ;
  if (!prefix) return c.values.get(lexeme) ?? unlisted;
  let sum = 0;
  for (const [term, f] of c.values) if (term.startsWith(lexeme)) sum += f;
  return Math.min(1, Math.max(sum, unlisted));
}

/** The rarest of terms that occur together, by ANALYZE's numbers (the first of equals). */
export function rarestTerm(stats: TermStats, lexemes: string[]): string {
  return lexemes.reduce((best, l) => (termFreq(stats, l, false) < termFreq(stats, best, false) ? l : best));
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

/** Whether a question's sample is read from the sample index, by its estimated matches. */
export function samplesFromIndex(rows: number, tableRows: number): boolean {
  return rows >= SAMPLE_INDEX_FROM && rows <= SAMPLE_INDEX_MAX_SHARE * tableRows;
}

/** How many times the rows expected to hold a storage-order read's matches it scans (storageScanRows). */
const STORAGE_SCAN_MARGIN = 2;

/**
 * How many rows, in storage order, a first read of `limit` matches scans for a set estimated above
 * SAMPLE_INDEX_MAX_SHARE of the table: twice those expected to hold them; null for rarer sets. Asked
 * plainly, the planner weighs such a keyword by its own estimate, which multiplies the bigrams of one
 * run as if independent (大数据: 44,195 expected of 157,001), and hands every match from the search
 * index (124 ms at 1,000,000 bids) where a scan finds 501 in about 3,200 rows (9 ms). The bound keeps
 * an estimate that is too high from scanning the table: a scan that finds too few gives way to the
 * plain read. Null also when the bound reaches the table's size.
 */
export function storageScanRows(rows: number, tableRows: number, limit: number): number | null {
  if (rows <= SAMPLE_INDEX_MAX_SHARE * tableRows) return null;
  const scan = Math.ceil((STORAGE_SCAN_MARGIN * limit * tableRows) / rows);
  // A bound beyond the table's rows is a scan of it, which the planner takes by itself there.
  return scan < tableRows ? scan : null;
}

/**
 * The matches a sample index read of `found` rows (at most SAMPLE_SIZE + 1) stands for: sixteen for
 * each row while it found them all, at least the estimate when it stopped at its limit; null when it
 * found too few to stand for anything (the set is small and is read whole).
 */
export function sampledMatches(found: number, estimated: number): number | null {
  if (found < SAMPLE_INDEX_MIN) return null;
  if (found <= SAMPLE_SIZE) return found * SAMPLE_EVERY;
  return Math.max(estimated, found * SAMPLE_EVERY);
}

/**
 * Whether the rows of the sample index that pass a question's filters show that it has `cap` matches
 * or more, so that they need not be counted. Every 16th id holds on average a sixteenth of any set
 * whose content does not follow its ids (the seed's and a live feed's do not). A set under the cap
 * would need twice its share among them to pass this: with fewer than 62.5 expected, 125 or more
 * happen less than once in a billion questions (Chernoff's bound, e^-20.8).
 */
export function sampleShowsCap(passingInSample: number, cap: number): boolean {
  return passingInSample >= sampleRowsForCap(cap);
}

/** How many rows of the sample index that pass a question's filters show it at `cap` or more (sampleShowsCap). */
export function sampleRowsForCap(cap: number): number {
  return Math.ceil((2 * cap) / SAMPLE_EVERY);
}

/**
 * Whether a set estimated at `estimated` matches (after its filters) is looked for in the sample index
 * before it is counted: when it is estimated at the cap or more, and the sample index has not been read
 * to its end for it already (a first read there that found every row it holds: `sampleRead`). Counting
 * reads up to the cap's rows through the whole search index, one table block each; the look reads the
 * sixteenth of its index and at most sampleRowsForCap rows, and finds them for most sets estimated at
 * twice the cap or more.
 */
export function looksInSample(estimated: number, cap: number, sampleRead: boolean): boolean {
  return estimated >= cap && !sampleRead;
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
 * Costs in blocks read from outside PostgreSQL's buffers (about 50 us each on a small server, where
 * a row fetched out of order costs one): the search index answers about 70 matching ids in that time
 * (measured at 1,000,000 bids: 58,000 ids in 53 ms, 403,000 in 272 ms), a leaf block of a sort index
 * holds about 250 entries, and a walk down an index whose rows are stored in its order (correlation
 * near 1: the bids table is clustered by publish time) reads about four rows per block.
 */
const GIN_IDS_PER_BLOCK = 70;
const LEAF_ENTRIES = 250;
const CLUSTERED_ROW_COST = 0.25;
/** A range of the sort column is sized to hold this many times the rows wanted. */
export const RANGE_MARGIN = 2;
/** A range of more than this share of the table bounds nothing worth its index read. */
const RANGE_MAX_SHARE = 0.5;

export type AccessPlan =
  | { access: 'walk'; walkRows: number }
  | { access: 'range'; share: number }
  | { access: 'bitmap' };

/** What is known of the order's column: whether a range of it can bound a read, and how its rows are stored. */
export interface SortColumnStats {
  /** Its histogram is known (a range can be sized). */
  ranged: boolean;
  /** Rows are stored in its order (a walk reads neighbouring rows from one block). */
  clustered: boolean;
}

/**
 * The ways to read the first `need` rows of a set of about `rows` matches in sort order, cheapest
 * first by estimate (`prefer`, when possible, before all):
 * - walk: the sort column's index from its start, checking each row (about need * tableRows / rows
 *   rows; bounded to four times that and never more than the estimated set, see `walkRows`). Offered
 *   only for a set above `smallSet` whose walk is not far longer than the set.
 * - range (the column's histogram is known): the matches among the rows beyond a value of the sort
 *   column that about `share` of the table passes, sized to hold RANGE_MARGIN times `need` if the
 *   keyword and the sort are independent; the search index and the sort index are combined, so only
 *   those rows are read.
 * - bitmap: every match through the search index, sorted.
 * The range and the walk give the true first rows whenever they find `need`. When one finds fewer
 * (the keyword goes with one end of the order: 运 among the smallest amounts), the next way is
 * tried; the bitmap, always offered, always answers.
 */
export function accessPlans(
  rows: number,
  need: number,
  tableRows: number,
  smallSet = SMALL_SET,
  column: SortColumnStats = { ranged: false, clustered: false },
  /** Takes this way first whenever it is possible (tests whose data is too small to need it). */
  prefer?: AccessPlan['access'],
): AccessPlan[] {
  const set = Math.max(rows, 1);
  const expected = (need * tableRows) / set;
  const walkRows = Math.ceil(Math.min(Math.max(rows, need), Math.max(2 * need, 4 * expected)));
  const gin = set / GIN_IDS_PER_BLOCK;
  const share = Math.min(1, (RANGE_MARGIN * need) / set);
  const costs: [AccessPlan, number][] = [[{ access: 'bitmap' }, gin + set]];
  if (rows > smallSet && expected < WALK_TRY * rows) {
    // A walk stops after walkRows: an estimate far too low (bigrams of one run, a keyword with a label
    // it goes with) costs it at most that.
    costs.push([{ access: 'walk', walkRows }, Math.min(expected, walkRows) * (column.clustered ? CLUSTERED_ROW_COST : 1)]);
  }
  if (column.ranged && share <= RANGE_MAX_SHARE) {
    costs.push([{ access: 'range', share }, gin + (share * tableRows) / LEAF_ENTRIES + Math.min(set, RANGE_MARGIN * need)]);
  }
  const rank = ([plan, cost]: [AccessPlan, number]) => (plan.access === prefer ? -1 : cost);
  return costs.sort((a, b) => rank(a) - rank(b)).map(([plan]) => plan);
}

/** How much wider a next range is than one that held too few, at most. */
const RANGE_GROWTH = 8;

/**
 * The share of the table the next range read tries after a range of `share` held `found` of the
 * `wanted` rows, or null once that would pass RANGE_MAX_SHARE. Sized by what the range held: wide
 * enough for RANGE_MARGIN times what was wanted at the rate it held them (so more than twice as wide),
 * and eight times as wide when it held none or very few. A keyword that goes with the far end of the
 * order (运维 among the smallest amounts) finds too few in a narrow range, and reading its whole set
 * instead (100,000 rows out of order from a cold cache) can take seconds; each wider range costs at most
 * eight times the one before, so all of them together cost little more than the last. A range that
 * held nearly enough is not widened eight times: 运行 in 北京 by amount, page 3, held 92 of 100, and
 * the range eight times as wide was read as all 4,469 matches out of order (70 ms); a range about
 * twice as wide reads fewer wherever the planner combines it with the search index.
 */
export function nextRangeShare(share: number, found: number, wanted: number): number | null {
  const growth = found > 0 ? Math.min(RANGE_GROWTH, (RANGE_MARGIN * wanted) / found) : RANGE_GROWTH;
  const next = share * growth;
  return next <= RANGE_MAX_SHARE ? next : null;
}

/**
 * The share a range read starts at after earlier reads searched the first `coveredRows` rows of the
 * order and found `found` of the `wanted` there: `share` when it reaches further, else the next wider
 * share beyond them (nextRangeShare), or null when that passes RANGE_MAX_SHARE. A range no wider than
 * what was searched would find no more.
 */
export function beyondCovered(share: number, coveredRows: number, tableRows: number, found: number, wanted: number): number | null {
  const coveredShare = coveredRows / Math.max(tableRows, 1);
  return share > coveredShare ? share : nextRangeShare(Math.max(coveredShare, share), found, wanted);
}

/**
 * After a walk found too few: how far a second walk may go down a clustered sort index before reading
 * every match would have been cheaper, or null when that is no further than the first walk. A keyword
 * that goes with the order (2024, oldest first: its matches start a year into the table) misses in a
 * short walk yet sits a few thousand blocks down the index, where reading its 283,000 matches costs
 * a hundred thousand blocks; a walk bounded by that cost never costs more than that read.
 */
export function longWalkRows(rows: number, walkedRows: number, column: SortColumnStats): number | null {
  if (!column.clustered) return null;
  const set = Math.max(rows, 1);
  const limit = Math.floor((set / GIN_IDS_PER_BLOCK + set) / CLUSTERED_ROW_COST);
  return limit > walkedRows ? limit : null;
}

/**
 * The value of a sort column beyond which at least `share` of the table lies, in the order's
 * direction, from its histogram (ascending bounds of equal shares, PostgreSQL's histogram_bounds);
 * null when that is the whole table.
 */
export function rangeBound(bounds: readonly string[], share: number, direction: 'asc' | 'desc'): string | null {
  const m = bounds.length - 1;
  if (m < 1 || share >= 1) return null;
  if (direction === 'desc') {
    const i = Math.floor((1 - share) * m);
    return i <= 0 ? null : bounds[i]!;
  }
  const i = Math.ceil(share * m);
  return i >= m ? null : bounds[i]!;
}

/**
 * Whether a plan (EXPLAIN's JSON) reads the bitmap of an index on `column` (a Bitmap Index Scan whose
 * condition names it): only then does a range of the sort column bound the rows read. A BitmapAnd of
 * the search index with the title index (the comprehensive order's first tier) does not: its rows are
 * all fetched and the range filtered after.
 */
export function planReadsRangeIndex(plan: unknown, column: string): boolean {
  const pattern = new RegExp(`\\b${column}\\b`);
  return planNode(plan, (n) => n['Node Type'] === 'Bitmap Index Scan' && typeof n['Index Cond'] === 'string' && pattern.test(n['Index Cond'])) !== null;
}

type PlanNode = Record<string, unknown>;

/** The first node of a plan (EXPLAIN's JSON), depth first, that `test` accepts; null when none does. */
function planNode(node: unknown, test: (n: PlanNode) => boolean): PlanNode | null {
  if (!node || typeof node !== 'object') return null;
  if (!Array.isArray(node) && test(node as PlanNode)) return node as PlanNode;
  for (const child of Object.values(node)) {
    const found = planNode(child, test);
    if (found) return found;
  }
  return null;
}

/**
 * A range read may fetch at most this many times the rows of the whole set: a range asked of the
 * search index with a single common term (engine rangeConditions) fetches every row of that term in
 * the range and checks the keyword on each. 5G管理 oldest first asked for 管理 (a fifth of the bids):
 * 21,334 rows expected, 14,298 blocks read in 131 ms, to keep 342 of its 3,135 matches; reading them
 * all costs about 40 ms.
 */
const RANGE_FETCH_MAX = 4;

/**
 * Whether a range plan (EXPLAIN's JSON) fetches few enough rows to be cheaper than every match of a set
 * of about `setRows`: the rows its bitmap is expected to hold (the Bitmap Heap Scan's input).
 */
export function rangeFetchPays(plan: unknown, setRows: number): boolean {
  const heap = planNode(plan, (n) => n['Node Type'] === 'Bitmap Heap Scan');
  const input = Array.isArray(heap?.['Plans']) ? (heap['Plans'][0] as PlanNode | undefined) : undefined;
  const rows = input?.['Plan Rows'];
  return typeof rows !== 'number' || rows <= RANGE_FETCH_MAX * Math.max(setRows, 1);
}

/** A match already read (by the first read or the count read), with its tier and place in the order. */
export interface KnownMatch {
  tier: number;
  key: number;
  /** The sort column's value as PostgreSQL writes it, to be read back as a bound. */
  value: string;
}

/**
 * The sort column's value of the `wanted`-th first of the matches already read in a tier (-1: every
 * tier), or null when fewer are known. They all lie at or before it in the order, so the true first
 * `wanted` of the tier do too: a range read that stops there holds the whole page, and no wider range
 * is ever needed. The count read's 1,000 matches bound it tightly (健康 with 国有企业, smallest amount
 * first, held 30 of 50 in its first range and read 180,000 index entries in its second).
 */
export function knownBound(known: readonly KnownMatch[], tier: number, wanted: number, direction: 'asc' | 'desc'): string | null {
  const sign = direction === 'asc' ? 1 : -1;
  const inTier = known.filter((m) => tier < 0 || m.tier === tier).sort((a, b) => sign * (a.key - b.key));
  return inTier[wanted - 1]?.value ?? null;
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

// One collator for every sort rather than a locale lookup per comparison (MDN recommends Intl.Collator
// for sorting many strings): a search's city labels tie often (sampled counts such as 约150).
const ZH = new Intl.Collator('zh-CN');

function sortLabels(values: LabelValue[], order?: readonly string[]): LabelValue[] {
  return values.sort((a, b) => (order ? order.indexOf(a.key) - order.indexOf(b.key) : b.count - a.count || ZH.compare(a.key, b.key)));
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
  // Without a selected label every match counts for every facet: no check per match and facet (a
  // sample holds up to SAMPLE_SIZE matches, and most questions select nothing).
  const filtered = facets.some((f) => filter[f.name]?.length);
  facets.forEach((f, i) => {
    const counts = new Map<string, number>();
    const city = f.name === CITY_FACET;
    const codes = new Map<string, string>();
    for (const c of candidates) {
      if (filtered && !passesFilters(c, facets, filter, i)) continue;
      const v = c.values[i];
      if (v === null || v === undefined) continue;
      for (const key of Array.isArray(v) ? (v.length > 1 ? new Set(v) : v) : [v]) {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        if (!city) continue;
        const code = codes.get(key);
        if (code === undefined || c.code < code) codes.set(key, c.code);
      }
    }
    labels[f.name] = sortLabels(
      [...counts].map(([key, n]) => ({ key, count: estimate(n) })),
      f.order,
    );
    if (city) {
      cities = labels[f.name]!.map((l) => ({ cityName: l.key, cityCode: codes.get(l.key)!, count: l.count }));
    }
  });
  const passing = filtered ? candidates.filter((c) => passesFilters(c, facets, filter)).length : candidates.length;
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
