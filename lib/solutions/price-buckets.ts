// Price buckets as search terms (migration 0030, SQL function jf_price_bucket): each solution's search
// vector holds the bucket of its price ('p:50' for 50-80万, 'p:n' negotiable), so a keyword with a price
// filter asks the search index for the keyword and the filter's buckets at once, and only solutions in
// those buckets are read; the exact bounds are still checked on each one.

/** Lower bounds of the buckets in 万, the last one open. Migration 0030 holds the same list. */
export const PRICE_BUCKETS_WAN = [0, 1, 2, 5, 10, 20, 30, 50, 80, 100, 150, 200, 300, 500, 1000] as const;
/** The bucket of a negotiable (null) price. */
export const NEGOTIABLE_BUCKET = 'n';

/** The bucket a price (in 万) is in: the highest lower bound at or under it; null below 0. */
export function priceBucket(priceWan: number | null): string | null {
  if (priceWan === null) return NEGOTIABLE_BUCKET;
  const within = PRICE_BUCKETS_WAN.filter((lo) => lo <= priceWan);
  return within.length ? String(within[within.length - 1]) : null;
}

/**
 * The buckets that hold prices from `start` to `end` 万 (both included, either open); null when that
 * is every priced bucket, so the terms would narrow nothing.
 */
export function bucketsBetween(start?: number, end?: number): string[] | null {
  const found = PRICE_BUCKETS_WAN.filter((lo, i) => {
    const next = PRICE_BUCKETS_WAN[i + 1] ?? Infinity;
    return (end === undefined || lo <= end) && (start === undefined || next > start);
  });
  return found.length === PRICE_BUCKETS_WAN.length ? null : found.map(String);
}
