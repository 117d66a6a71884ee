// Constants of the solutions list (001 §3, §9).
import type { SolutionPriceRange, SolutionSource } from './types';

/** 001 §9: the list shows 10 solutions a page. */
export const SOLUTION_PAGE_SIZE = 10;
/** Totals are counted exactly up to here; a list with more shows 10000+ (every page stays reachable). */
export const TOTAL_CAP = 10_000;
export const MAX_PAGE = TOTAL_CAP / SOLUTION_PAGE_SIZE;

/** sourceList (001 §3 Source): the originTag values. */
export const SOLUTION_SOURCES: readonly SolutionSource[] = [
  { sourceName: '平台方案', sourceCode: 1 },
  { sourceName: '平台优选', sourceCode: 2 },
];

/** priceList (001 §3 Price range), in 万 as the cards show prices. */
export const PRICE_RANGES: readonly SolutionPriceRange[] = [
  { priceName: '10万以下', priceStart: null, priceEnd: 10 },
  { priceName: '10-50万', priceStart: 10, priceEnd: 50 },
  { priceName: '50-100万', priceStart: 50, priceEnd: 100 },
  { priceName: '100-300万', priceStart: 100, priceEnd: 300 },
  { priceName: '300万以上', priceStart: 300, priceEnd: null },
];

/** 001 §3 priceFlag: 1 every price, 2 negotiable only. */
export const PRICE_FLAG = { all: 1, negotiable: 2 } as const;
/** 001 §3 sortRule: 1 price ascending, 2 price descending; absent is the default order. */
export const SORT_RULE = { asc: 1, desc: 2 } as const;
export type SortRule = 0 | 1 | 2;

/** The key of a preset range in the page's URL: '10-50', '300-'. */
export const priceRangeKey = (r: SolutionPriceRange) => `${r.priceStart ?? 0}-${r.priceEnd ?? ''}`;
