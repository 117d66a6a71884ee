import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './pagination';

describe('pageWindow (002 §9: 7 page numbers)', () => {
  it('lists every page when there are at most 7', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps 7 numbers with first and last, gaps where pages are left out', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(17, 20)).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(5, 8)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 8]);
    for (let p = 1; p <= 30; p++) expect(pageWindow(p, 30).filter((s) => s !== 'gap')).toHaveLength(7);
  });

  it('clamps an out-of-range page and honours another size', () => {
    expect(pageWindow(99, 20)).toEqual(pageWindow(20, 20));
    expect(pageWindow(0, 20)).toEqual(pageWindow(1, 20));
    expect(pageWindow(6, 10, 5)).toEqual([1, 'gap', 5, 6, 7, 'gap', 10]);
  });
});

describe('pageCount', () => {
  it('rounds up, with at least one page', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(10, 0)).toBe(1);
  });
});
