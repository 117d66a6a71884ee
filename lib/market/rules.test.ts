import { describe, expect, it } from 'vitest';
import { changeOf, changeText, concentration, hhiReading, toWan } from './rules';

describe('market figures', () => {
  it('computes the top-5 share and the HHI of a market', () => {
    // Shares 50, 20, 10, 10, 5, 5 per cent: 2500 + 400 + 100 + 100 + 25 + 25.
    const sums = (values: number[]) => ({
      total: values.reduce((a, b) => a + b, 0),
      top5: [...values].sort((a, b) => b - a).slice(0, 5).reduce((a, b) => a + b, 0),
      sumOfSquares: values.reduce((a, b) => a + b * b, 0),
    });
    expect(concentration(sums([50, 20, 10, 10, 5, 5]))).toEqual({ top5Share: 0.95, hhi: 3150 });
    expect(concentration(sums([1, 1, 1, 1]))).toEqual({ top5Share: 1, hhi: 2500 });
    expect(concentration(sums([]))).toEqual({ top5Share: 0, hhi: 0 });
  });

  it('reads the HHI in its usual bands', () => {
    expect(hhiReading(900)).toBe('竞争充分');
    expect(hhiReading(2000)).toBe('中度集中');
    expect(hhiReading(3150)).toBe('高度集中');
  });

  it('gives a change only against a previous figure', () => {
    expect(changeOf(125, 100)).toBe(0.25);
    expect(changeOf(5, 0)).toBeNull();
    expect(changeText(0.25)).toBe('+25.0%');
    expect(changeText(-0.04)).toBe('-4.0%');
    expect(changeText(null)).toBe('无可比数据');
    expect(toWan(1_234_567)).toBe(123.46);
  });
});
