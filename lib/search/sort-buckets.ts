// A sort's buckets as search terms: each bid's search vector holds the month of its publish time
// ('m:202606', in UTC; SQL jf_month_term, migration 0033) and the bucket of its amount ('a:120'; SQL
// jf_amount_term, migration 0066). The matches of a keyword in a stretch of the order are then asked of
// the search index as the keyword's terms and one bucket's, so a stretch without matches costs about a
// millisecond (lib/server/search/bounded.ts readInBuckets).

/** How a sort's values fall into buckets numbered in the order's ascending direction. */
export interface SortBuckets {
  /** The bucket of a sort key (epoch seconds, or the number itself); never smaller for a larger key. */
  index(key: number): number;
  /** The search term of bucket `index`. */
  term(index: number): string;
  /** The key of a value as PostgreSQL prints the column (a histogram bound). */
  keyOf(value: string): number;
  /**
   * One search-query operand that every row at `key` or beyond it in the order's direction holds (a
   * few others too; the exact bound is checked on the rows), where the sort has such terms: a range
   * read then asks the search index one term instead of a bucket's for each bucket of the range.
   * Null when no term narrows the range.
   */
  beyond?(key: number, direction: 'asc' | 'desc'): string | null;
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

/** Buckets a decade of amounts: the largest holds about 3 % of the seeded bids (59,368 of 1,000,000 at 10). */
const AMOUNT_BUCKETS_PER_DECADE = 20;

/**
 * The amount thresholds (SQL jf_amount_thresholds, migration 0066): a bid holds 'A:k' for every fourth
 * bucket k from 60 (1,000 元) up to its own, so 'A:k' means "k or more" and a range of the amount
 * order is one term however many buckets it spans (five a decade; a bid of 1,000,000 元 holds 16).
 */
export const AMOUNT_THRESHOLD_STEP = 4;
export const AMOUNT_THRESHOLD_FROM = 60;

const amountIndex = (key: number) => Math.floor(Math.log10(Math.max(key, 1)) * AMOUNT_BUCKETS_PER_DECADE);

/**
 * Amounts in 元 on a logarithmic scale, twenty buckets a decade ('a:120' holds 1,000,000 up to
 * 1,122,018); amounts under 1 元 in bucket 0. A bucket the SQL function rounds to its neighbour at a
 * boundary is read with it (bucketsInOrder, bounded.ts bucketsThrough), and a threshold is taken one
 * bucket wide of the bound for the same reason.
 */
export const amountBuckets: SortBuckets = {
  index: amountIndex,
  term: (index) => `a:${index}`,
  keyOf: (value) => Number(value),
  beyond(key, direction) {
    const at = amountIndex(key);
    if (direction === 'desc') {
      // At least the bound: the highest threshold at or under its bucket's lower neighbour.
      const k = Math.floor((at - 1) / AMOUNT_THRESHOLD_STEP) * AMOUNT_THRESHOLD_STEP;
      return k >= AMOUNT_THRESHOLD_FROM ? `'A:${k}'` : null;
    }
    // At most the bound: below the lowest threshold over its bucket's upper neighbour.
    const k = Math.max(AMOUNT_THRESHOLD_FROM, (Math.floor((at + 1) / AMOUNT_THRESHOLD_STEP) + 1) * AMOUNT_THRESHOLD_STEP);
    return `!'A:${k}'`;
  },
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
