import { describe, expect, it } from 'vitest';
import { AMOUNT_THRESHOLD_FROM, AMOUNT_THRESHOLD_STEP, amountBuckets, bucketsInOrder, monthBuckets } from './sort-buckets';

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

/** The thresholds a bid of `amount` holds, as SQL jf_amount_thresholds makes them. */
function thresholdsOf(amount: number): string[] {
  const out: string[] = [];
  for (let k = AMOUNT_THRESHOLD_FROM; k <= amountBuckets.index(amount); k += AMOUNT_THRESHOLD_STEP) out.push(`A:${k}`);
  return out;
}

/** Whether a bid's thresholds satisfy a beyond operand ('A:k' or !'A:k'). */
function satisfies(amount: number, operand: string): boolean {
  const negated = operand.startsWith('!');
  const held = thresholdsOf(amount).includes(operand.replace(/^!/, '').replaceAll("'", ''));
  return negated ? !held : held;
}

describe('amount thresholds', () => {
  it('bounds a range by one threshold every amount beyond the bound holds, in both directions', () => {
    const amounts = [0, 999, 1000, 1001, 4352.85, 176_300, 506_828.16, 1_000_000, 1_122_018, 9_374_205.49, 39_926_311.04, 5e9];
    for (const bound of [1500, 67_100, 919_400, 1_000_000, 7_083_978.3, 20_060_266.3]) {
      const desc = amountBuckets.beyond!(bound, 'desc');
      const asc = amountBuckets.beyond!(bound, 'asc')!;
      for (const amount of amounts) {
        if (amount >= bound && desc) expect(satisfies(amount, desc), `${amount} >= ${bound} under ${desc}`).toBe(true);
        if (amount <= bound) expect(satisfies(amount, asc), `${amount} <= ${bound} under ${asc}`).toBe(true);
      }
    }
  });

  it('keeps the range narrow: a threshold within two steps of the bound', () => {
    // Largest first from 1,000,000 元 (bucket 120): 'A:116' (at least 630,957 元).
    expect(amountBuckets.beyond!(1_000_000, 'desc')).toBe("'A:116'");
    // Smallest first up to 1,000,000 元: below 'A:124' (under 1,584,893 元).
    expect(amountBuckets.beyond!(1_000_000, 'asc')).toBe("!'A:124'");
  });

  it('asks no term where every amount of 1,000 元 or more is beyond the bound', () => {
    expect(amountBuckets.beyond!(1100, 'desc')).toBeNull();
    expect(amountBuckets.beyond!(500, 'asc')).toBe("!'A:60'");
  });

  it('holds one threshold every fourth bucket from 1,000 元 up to the amount', () => {
    expect(thresholdsOf(999)).toEqual([]);
    expect(thresholdsOf(1000)).toEqual(['A:60']);
    expect(thresholdsOf(1_000_000)).toHaveLength(16);
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
