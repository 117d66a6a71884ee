import { describe, expect, it } from 'vitest';
import { seedEstimate, seedEstimateLine, SEED_GB_PER_MILLION, SEED_MINUTES_PER_MILLION } from './seed-estimate';

describe('seedEstimate', () => {
  it('scales time and disk with the bids still to write', () => {
    const fresh = seedEstimate(10_000_000, 0);
    expect(fresh.minutes).toBe(Math.ceil(10 * SEED_MINUTES_PER_MILLION));
    expect(fresh.gb).toBe(Math.round(10 * SEED_GB_PER_MILLION));
    const half = seedEstimate(10_000_000, 5_000_000);
    expect(half.minutes).toBe(Math.ceil(5 * SEED_MINUTES_PER_MILLION));
    expect(half.gb).toBe(fresh.gb);
    expect(half.needGb).toBeLessThan(fresh.needGb);
    expect(seedEstimate(1_000_000, 1_000_000).minutes).toBe(0);
  });

  it('says when the disk is too small and when a run resumes', () => {
    expect(seedEstimateLine('pg-10m', 10_000_000, 0, 10)).toMatch(/不够/);
    expect(seedEstimateLine('pg-10m', 10_000_000, 0, 500)).not.toMatch(/不够/);
    expect(seedEstimateLine('pg-10m', 10_000_000, 2_500_000)).toMatch(/从已写入的 2,500,000 条中标继续/);
  });
});
