import { describe, expect, it } from 'vitest';
import { bucketsBetween, exactBucket, priceBucket } from './price-buckets';

describe('priceBucket', () => {
  it('puts a price in the bucket of the highest lower bound at or under it', () => {
    expect(priceBucket(0)).toBe('0');
    expect(priceBucket(0.5)).toBe('0');
    expect(priceBucket(50)).toBe('50');
    expect(priceBucket(79.99)).toBe('50');
    expect(priceBucket(80)).toBe('80');
    expect(priceBucket(5000)).toBe('1000');
  });

  it('has a bucket of its own for negotiable prices and none for negative ones', () => {
    expect(priceBucket(null)).toBe('n');
    expect(priceBucket(-1)).toBeNull();
  });
});

describe('bucketsBetween', () => {
  it('covers the preset ranges with whole buckets, and the price they end on with its own term', () => {
    expect(bucketsBetween(undefined, 10)).toEqual(['0', '1', '2', '5', '=10']);
    expect(bucketsBetween(50, 100)).toEqual(['50', '80', '=100']);
    expect(bucketsBetween(300, undefined)).toEqual(['300', '500', '1000']);
  });

  it('covers a typed range with every bucket it touches, bounds included', () => {
    expect(bucketsBetween(5, 80)).toEqual(['5', '10', '20', '30', '50', '=80']);
    expect(bucketsBetween(5, 79.5)).toEqual(['5', '10', '20', '30', '50']);
    expect(bucketsBetween(6, 7)).toEqual(['5']);
    expect(bucketsBetween(2000, undefined)).toEqual(['1000']);
    expect(bucketsBetween(300, 300)).toEqual(['=300']);
  });

  it('gives a price exactly at a lower bound a term of its own', () => {
    expect(exactBucket(300)).toBe('=300');
    expect(exactBucket(0)).toBe('=0');
    expect(exactBucket(300.5)).toBeNull();
    expect(exactBucket(7)).toBeNull();
  });

  it('holds every price of the range it stands for', () => {
    // The terms a solution priced p has: its bucket, and its exact term at a lower bound.
    const termsOf = (p: number) => [priceBucket(p), exactBucket(p)].filter((t) => t !== null);
    for (const [start, end] of [[0, 10], [10, 50], [3, 33], [99.5, 100], [150, 150], [100, 300], [5, 20]] as const) {
      const buckets = bucketsBetween(start, end)!;
      for (let p = start; p <= end; p += 0.25) expect(termsOf(p).some((t) => buckets.includes(t)), `${p} in ${start}-${end}`).toBe(true);
    }
  });

  it('narrows nothing when the range is every price', () => {
    expect(bucketsBetween()).toBeNull();
    expect(bucketsBetween(0)).toBeNull();
    expect(bucketsBetween(0, 1_000_000)).toBeNull();
  });
});
