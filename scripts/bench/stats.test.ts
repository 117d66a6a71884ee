import { describe, expect, it } from 'vitest';
import { percentile, ratio, summarize } from './stats';

describe('percentile', () => {
  it('is the nearest rank, never an interpolated value', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile(xs, 95)).toBe(95);
    expect(percentile(xs, 99)).toBe(99);
    expect(percentile(xs, 100)).toBe(100);
    expect(percentile([1, 2, 3], 95)).toBe(3);
    expect(percentile([10, 20], 50)).toBe(10);
  });

  it('handles tiny and empty samples', () => {
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([4, 5], 0)).toBe(4);
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('summarize', () => {
  it('sorts a copy and reports the usual figures', () => {
    const input = [5, 1, 4, 2, 3];
    const s = summarize(input);
    expect(input).toEqual([5, 1, 4, 2, 3]);
    expect(s).toEqual({ n: 5, mean: 3, p50: 3, p95: 5, p99: 5, max: 5 });
  });

  it('reports NaN rather than 0 for a run without answers', () => {
    const s = summarize([]);
    expect(s.n).toBe(0);
    expect(s.p95).toBeNaN();
    expect(s.mean).toBeNaN();
  });
});

describe('ratio', () => {
  it('refuses to divide by zero or by a missing figure', () => {
    expect(ratio(3, 2)).toBe(1.5);
    expect(ratio(1, 0)).toBeNaN();
    expect(ratio(Number.NaN, 2)).toBeNaN();
  });
});
