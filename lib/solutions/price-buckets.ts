// Price buckets as search terms (migration 0030, SQL function jf_price_bucket): each solution's search
// vector holds the bucket of its price ('p:50' for 50-80万, 'p:n' negotiable), so a keyword with a price
// filter asks the search index for the keyword and the filter's buckets at once, and only solutions in
// those buckets are read; the exact bounds are still checked on each one. A price exactly at a bucket's
// lower bound also has a term of its own ('p:=300', migration 0031): a range ending there needs that
// price alone, not its whole bucket (the preset ranges all end so).

/** Lower bounds of the buckets in 万, the last one open. Migrations 0030 and 0031 hold the same list. */
export const PRICE_BUCKETS_WAN = [0, 1, 2, 5, 10, 20, 30, 50, 80, 100, 150, 200, 300, 500, 1000] as const;
/** The bucket of a negotiable (null) price. */
export const NEGOTIABLE_BUCKET = 'n';

/** The bucket a price (in 万) is in: the highest lower bound at or under it; null below 0. */
export function priceBucket(priceWan: number | null): string | null {
  if (priceWan === null) return NEGOTIABLE_BUCKET;
  const within = PRICE_BUCKETS_WAN.filter((lo) => lo <= priceWan);
  return within.length ? String(within[within.length - 1]) : null;
}

/** The term of a price exactly at a bucket's lower bound (in 万): '=300' for 300万. */
export function exactBucket(priceWan: number): string | null {
  return (PRICE_BUCKETS_WAN as readonly number[]).includes(priceWan) ? `=${priceWan}` : null;
}

/**
 * The buckets that hold prices from `start` to `end` 万 (both included, either open), a range ending on
 * a bucket's lower bound taking that price's own term instead of the bucket; null when that is every
 * priced bucket, so the terms would narrow nothing.
 */
export function bucketsBetween(start?: number, end?: number): string[] | null {
  const found = PRICE_BUCKETS_WAN.filter((lo, i) => {
    const next = PRICE_BUCKETS_WAN[i + 1] ?? Infinity;
    return (end === undefined || lo <= end) && (start === undefined || next > start);
  });
  if (found.length === PRICE_BUCKETS_WAN.length) return null;
  const exact = end === undefined ? null : exactBucket(end);
  return found.map((lo) => (lo === end && exact ? exact : String(lo)));
}
