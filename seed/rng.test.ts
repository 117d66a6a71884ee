import { describe, expect, it } from 'vitest';
import { createRng, weightedChoice, weightedPicker } from './rng';

const draws = (seed: number, stream: string, n = 20) => {
  const rng = createRng(seed, stream);
  return Array.from({ length: n }, () => rng.next());
};

describe('createRng', () => {
  it('repeats the same sequence for the same seed and stream', () => {
    expect(draws(42, 'bids')).toEqual(draws(42, 'bids'));
  });

  it('gives different sequences for other seeds or streams', () => {
    expect(draws(42, 'bids')).not.toEqual(draws(43, 'bids'));
    expect(draws(42, 'bids')).not.toEqual(draws(42, 'cases'));
  });

  it('stays within its ranges', () => {
    const rng = createRng(1);
    for (let i = 0; i < 2000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const n = rng.int(3, 7);
      expect(Number.isInteger(n) && n >= 3 && n <= 7).toBe(true);
    }
  });

  it('reaches both ends of an integer range', () => {
    const rng = createRng(2);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('samples distinct items and caps at the list length', () => {
    const rng = createRng(3);
    const items = ['a', 'b', 'c', 'd', 'e'];
    const sample = rng.sample(items, 3);
    expect(new Set(sample).size).toBe(3);
    expect(sample.every((s) => items.includes(s))).toBe(true);
    expect(rng.sample(items, 10).sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('makes hex strings of the asked length', () => {
    const rng = createRng(4);
    expect(rng.hex(24)).toMatch(/^[0-9a-f]{24}$/);
    expect(rng.hex(5)).toMatch(/^[0-9a-f]{5}$/);
  });

  it('centres log-normal values on the median', () => {
    const rng = createRng(5);
    const values = Array.from({ length: 4001 }, () => rng.logNormal(1000, 1)).sort((a, b) => a - b);
    const median = values[2000] as number;
    expect(median).toBeGreaterThan(850);
    expect(median).toBeLessThan(1150);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRng(6).pick([])).toThrow();
  });
});

describe('weightedPicker', () => {
  it('picks in proportion to the weights and never a zero weight', () => {
    const pick = weightedPicker(['a', 'b', 'c'], [1, 3, 0]);
    const rng = createRng(7);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 8000; i++) counts[pick(rng) as 'a' | 'b' | 'c']++;
    expect(counts.c).toBe(0);
    expect(counts.b / counts.a).toBeGreaterThan(2.6);
    expect(counts.b / counts.a).toBeLessThan(3.4);
  });

  it('rejects mismatched or all-zero weights', () => {
    expect(() => weightedPicker(['a'], [1, 2])).toThrow();
    expect(() => weightedPicker(['a', 'b'], [0, 0])).toThrow();
  });

  it('weightedChoice takes label-weight pairs', () => {
    const pick = weightedChoice([
      ['x', 0],
      ['y', 1],
    ] as const);
    expect(pick(createRng(8))).toBe('y');
  });
});
