import { describe, expect, it } from 'vitest';
import { COUNT_CAP, estimateText, isEstimatedTotal } from './counts';

describe('search counts', () => {
  it('calls a total an estimate only at or above the cap', () => {
    expect(isEstimatedTotal(COUNT_CAP - 1, true)).toBe(false);
    expect(isEstimatedTotal(COUNT_CAP, true)).toBe(true);
    expect(isEstimatedTotal(50_000, false)).toBe(false);
  });

  it('rounds an estimate as a person would say it', () => {
    expect(estimateText(7)).toBe('约7');
    expect(estimateText(1_234)).toBe('约1200');
    expect(estimateText(12_345)).toBe('约1.2万');
    expect(estimateText(30_000)).toBe('约3万');
  });
});
