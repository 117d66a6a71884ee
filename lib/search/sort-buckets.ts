// A sort's buckets as search terms (migration 0033): each bid's search vector holds the month of its
// publish time ('m:202606', in UTC; SQL jf_month_term). The matches of a keyword in a stretch of the
// order are then asked of the search index as the keyword's terms and one month's, so a stretch without
// matches costs about a millisecond (lib/server/search/bounded.ts readInBuckets).

/** How a sort's values fall into buckets numbered in the order's ascending direction. */
export interface SortBuckets {
  /** The bucket of a sort key (epoch seconds, or the number itself); never smaller for a larger key. */
  index(key: number): number;
  /** The search term of bucket `index`. */
  term(index: number): string;
  /** The key of a value as PostgreSQL prints the column (a histogram bound). */
  keyOf(value: string): number;
}

/** Months in UTC: 'm:' and the year and month (the SQL function formats the same in UTC). */
export const monthBuckets: SortBuckets = {
  index(key) {
    const d = new Date(key * 1000);
    return d.getUTCFullYear() * 12 + d.getUTCMonth();
  },
  term(index) {
    return `m:${Math.floor(index / 12)}${String((index % 12) + 1).padStart(2, '0')}`;
  },
  keyOf: (value) => Date.parse(value) / 1000,
};

/**
 * The buckets of an order from its start to its end (the lowest and highest keys the column holds),
 * in the order's direction, one more at each end for a key the SQL function might put in its neighbour.
 */
export function bucketsInOrder(buckets: SortBuckets, lowest: number, highest: number, direction: 'asc' | 'desc'): number[] {
  const lo = buckets.index(lowest) - 1;
  const hi = buckets.index(highest) + 1;
  const all = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  return direction === 'asc' ? all : all.reverse();
}
