import { describe, expect, it } from 'vitest';
import { amountBuckets, bucketsInOrder, monthBuckets } from './sort-buckets';

const epoch = (iso: string) => Date.parse(iso) / 1000;

describe('month buckets', () => {
  it('names the UTC month of a publish time', () => {
    expect(monthBuckets.term(monthBuckets.index(epoch('2026-06-30T23:59:59Z')))).toBe('m:202606');
    // 08:00 on 1 July in Beijing is still June in UTC, as the SQL function has it.
    expect(monthBuckets.term(monthBuckets.index(epoch('2026-07-01T07:59:59+08:00')))).toBe('m:202606');
    expect(monthBuckets.term(monthBuckets.index(epoch('2026-01-01T00:00:00Z')))).toBe('m:202601');
    expect(monthBuckets.term(monthBuckets.index(epoch('2025-12-31T23:59:59Z')))).toBe('m:202512');
  });

  it('reads a histogram bound as PostgreSQL prints a timestamptz', () => {
    expect(monthBuckets.keyOf('2025-12-31 20:00:00+00')).toBe(epoch('2025-12-31T20:00:00Z'));
    expect(monthBuckets.keyOf('2026-01-01 04:00:00.5+08')).toBe(epoch('2025-12-31T20:00:00.5Z'));
  });
});

describe('amount buckets', () => {
  it('puts twenty buckets in a decade, as the SQL function jf_amount_term', () => {
    expect(amountBuckets.term(amountBuckets.index(1_000_000))).toBe('a:120');
    expect(amountBuckets.term(amountBuckets.index(1_122_018))).toBe('a:120');
    expect(amountBuckets.term(amountBuckets.index(1_122_019))).toBe('a:121');
    expect(amountBuckets.term(amountBuckets.index(999_999.99))).toBe('a:119');
    expect(amountBuckets.term(amountBuckets.index(3000))).toBe('a:69');
  });

  it('keeps amounts under 1 元 (none, or a refund) in bucket 0', () => {
    for (const amount of [0, 0.5, 1, -20]) expect(amountBuckets.index(amount)).toBe(0);
  });

  it('never puts a larger amount in a smaller bucket', () => {
    let previous = -1;
    for (let amount = 1; amount < 1e11; amount *= 1.013) {
      const index = amountBuckets.index(amount);
      expect(index).toBeGreaterThanOrEqual(previous);
      previous = index;
    }
  });

  it('reads a histogram bound as PostgreSQL prints a numeric', () => {
    expect(amountBuckets.keyOf('7083978.30')).toBe(7_083_978.3);
  });
});

describe('bucketsInOrder', () => {
  it('lists the buckets from the order start with one more at each end', () => {
    const asc = bucketsInOrder(monthBuckets, epoch('2026-01-15T00:00:00Z'), epoch('2026-02-02T00:00:00Z'), 'asc');
    expect(asc.map((m) => monthBuckets.term(m))).toEqual(['m:202512', 'm:202601', 'm:202602', 'm:202603']);
    const months = bucketsInOrder(monthBuckets, epoch('2025-11-15T00:00:00Z'), epoch('2026-01-02T00:00:00Z'), 'desc');
    expect(months.map((m) => monthBuckets.term(m))).toEqual(['m:202602', 'm:202601', 'm:202512', 'm:202511', 'm:202510']);
  });
});
