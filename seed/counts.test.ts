import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTS, resolveCounts } from './counts';

describe('resolveCounts', () => {
  it('scales the defaults', () => {
    expect(resolveCounts(1)).toEqual(DEFAULT_COUNTS);
    expect(resolveCounts(0.1)).toEqual({ bids: 500, suppliers: 100, cases: 50 });
    expect(resolveCounts(2)).toEqual({ bids: 10000, suppliers: 2000, cases: 1000 });
  });

  it('lets explicit counts win', () => {
    expect(resolveCounts(1, { bids: 1_000_000, suppliers: 2000 })).toEqual({ bids: 1_000_000, suppliers: 2000, cases: 500 });
  });

  it('rejects bad values and bids without suppliers', () => {
    expect(() => resolveCounts(-1)).toThrow();
    expect(() => resolveCounts(Number.NaN)).toThrow();
    expect(() => resolveCounts(1, { bids: 1.5 })).toThrow();
    expect(() => resolveCounts(1, { suppliers: 0 })).toThrow(/供应商/);
    expect(resolveCounts(0)).toEqual({ bids: 0, suppliers: 0, cases: 0 });
  });
});
