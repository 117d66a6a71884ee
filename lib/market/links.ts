// Addresses of the market analytics pages (docs/analytics.md), legacy-style like the supplier detail
// page's (/search-supplierdetail.html?id=).
import type { MarketFilter } from './schemas';

export const MARKET_PATH = '/analytics.html';
export const PURCHASER_PATH = '/search-purchaserdetail.html';
export const COMPARE_PATH = '/supplierCompare.html';

/** The market page with its filters in one order (its canonical address), empty ones left out. */
export function marketHref(filter: MarketFilter): string {
  const params = new URLSearchParams();
  if (filter.trade) params.set('trade', filter.trade);
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.year) params.set('year', String(filter.year));
  const query = params.toString();
  return query ? `${MARKET_PATH}?${query}` : MARKET_PATH;
}

/** A purchasing unit's profile, by its purchase code (the key the winning bids carry). */
export const purchaserHref = (code: string) => `${PURCHASER_PATH}?code=${encodeURIComponent(code)}`;

/** Up to four suppliers side by side, in the order given. */
export const compareHref = (ids: readonly number[]) => `${COMPARE_PATH}?ids=${ids.slice(0, 4).join(',')}`;

/** The ids of `?ids=3,8,12`: positive integers, each once, the first four. */
export function compareIdsOf(value: string | string[] | undefined): number[] {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  const ids = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, 4);
}
