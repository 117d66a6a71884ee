// The forgiving search's rules (docs/search.md "Forgiving search", decision 0021): the keyword is
// rewritten before the literal search sees it, and the page says how. Pure, no I/O.
import type { BidHit } from '@/lib/bids/types';
import type { SupplierHit } from '@/lib/suppliers/types';
import { stripHighlight } from './highlight';
import { searchTerms } from './terms';
import type { SearchInterpretation } from './reading';
import type { SearchResult } from './types';

export type { SearchInterpretation } from './reading';

/** Synonym searches are merged within their first results: each term is one search of that many. */
export const MERGE_WINDOW = 90;

/** A keyword found at most this many records: a correction that finds more is offered beside them. */
export const FEW_RESULTS = 3;

/** The interpretation of a keyword searched as typed. */
export function literalReading(keyword: string): SearchInterpretation {
  return { typed: keyword, searched: keyword, alsoSearched: [], corrected: false, didYouMean: null, withoutRarest: null, mergedWindow: null };
}

/** Whether the page has anything to say about how it read the keyword. */
export function saysSomething(r: SearchInterpretation): boolean {
  return r.searched !== r.typed || r.alsoSearched.length > 0 || r.corrected || r.didYouMean !== null || r.withoutRarest !== null;
}

/** A record's place in the comprehensive order of several keywords: every word of one of them in its title (a bid's project, a supplier's name) first. */
function titleTier(marked: string, keywords: readonly string[]): number {
  const title = stripHighlight(marked).toLowerCase();
  return keywords.some((k) => searchTerms(k).highlights.every((w) => title.includes(w))) ? 1 : 0;
}

/** The order of bids merged from several searches, as the engine orders one search (docs/search.md). */
export function compareBids(sortBy: string, order: 'asc' | 'desc', keywords: readonly string[]) {
  const dir = order === 'asc' ? 1 : -1;
  const byTime = (a: BidHit, b: BidHit) => a.publishTime.localeCompare(b.publishTime) || a.bidId - b.bidId;
  if (sortBy === 'amount') return (a: BidHit, b: BidHit) => dir * (a.amount - b.amount || a.bidId - b.bidId);
  if (sortBy === 'publish_time') return (a: BidHit, b: BidHit) => dir * byTime(a, b);
  return (a: BidHit, b: BidHit) => titleTier(b.projectName, keywords) - titleTier(a.projectName, keywords) || -byTime(a, b);
}

/** Company scales in their sortable order (the supplier table's scale_tag, 1..4). */
const SCALE_RANK: Readonly<Record<string, number>> = { 微型: 1, 小型: 2, 中型: 3, 大型: 4 };

/**
 * The order of suppliers merged from several searches, as the engine orders one search: each sort's
 * column with ties by id in its direction; the comprehensive order puts a name holding every word of a
 * keyword first, then the most cases (the engine's relevance scores, approximated as the bids' tiers are).
 */
export function compareSuppliers(sortBy: string, order: 'asc' | 'desc', keywords: readonly string[]) {
  const dir = order === 'asc' ? 1 : -1;
  const by = (value: (s: SupplierHit) => number) => (a: SupplierHit, b: SupplierHit) => dir * (value(a) - value(b) || a.compId - b.compId);
  if (sortBy === 'case_count') return by((s) => s.caseCount);
  if (sortBy === 'register_capital') return by((s) => s.registerCapital);
  if (sortBy === 'scale_tag') return by((s) => SCALE_RANK[s.compScale] ?? 0);
  return (a: SupplierHit, b: SupplierHit) =>
    titleTier(b.compName, keywords) - titleTier(a.compName, keywords) || b.caseCount - a.caseCount || b.compId - a.compId;
}

/**
 * One page of the union of several searches' first `pageNum * pageSize` results, each in the same
 * order: the union's first rows are among them. Totals and label counts are added up, so a record
 * found by two terms counts twice (said as an estimate when that could matter).
 */
export function mergeResults<Hit>(
  results: readonly SearchResult<Hit>[],
  idOf: (hit: Hit) => number,
  compare: (a: Hit, b: Hit) => number,
  pageNum: number,
  pageSize: number,
): SearchResult<Hit> {
  const seen = new Map<number, Hit>();
  for (const r of results) for (const hit of r.dataList) if (!seen.has(idOf(hit))) seen.set(idOf(hit), hit);
  const rows = [...seen.values()].sort(compare);
  const listed = results.reduce((n, r) => n + r.dataList.length, 0);
  const duplicates = listed - seen.size;
  const complete = results.every((r) => r.dataList.length >= r.totalCount);
  const label: SearchResult<Hit>['label'] = {};
  for (const r of results) {
    for (const [name, values] of Object.entries(r.label)) {
      const into = (label[name] ??= []);
      for (const v of values) {
        const known = into.find((x) => x.key === v.key);
        if (known) known.count += v.count;
        else into.push({ ...v });
      }
    }
  }
  for (const values of Object.values(label)) values.sort((a, b) => b.count - a.count);
  const cities = new Map<string, SearchResult<Hit>['cityData'][number]>();
  for (const r of results) for (const c of r.cityData) cities.set(c.cityCode, { ...c, count: (cities.get(c.cityCode)?.count ?? 0) + c.count });
  return {
    label,
    dataList: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    totalCount: complete ? seen.size : results.reduce((n, r) => n + r.totalCount, 0) - duplicates,
    cityData: [...cities.values()].sort((a, b) => b.count - a.count),
    approximate: !complete || results.some((r) => r.approximate),
  };
}

/** Hot searches that share a character with the keyword first, then the rest: the zero-result page's offers. */
export function relatedSearches(keyword: string, hot: readonly string[], size = 5): string[] {
  const chars = new Set([...keyword]);
  const shares = (t: string) => [...t].some((c) => chars.has(c));
  return [...hot.filter(shares), ...hot.filter((t) => !shares(t))].filter((t) => t !== keyword).slice(0, size);
}

/** The keyword's words (space-separated): the rarest one is dropped when the whole finds nothing. */
export function keywordWords(keyword: string): string[] {
  return keyword.trim().split(/\s+/).filter(Boolean);
}
