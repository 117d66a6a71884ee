import { describe, expect, it } from 'vitest';
import { dateRangeKey, dateRangeLabel, isIsoDate, parseDateRange } from './date-range';

describe('date range keys', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    for (const bad of ['2025-02-29', '2025-13-01', '2025-1-01', '20250101', '', '2025-04-31']) expect(isIsoDate(bad)).toBe(false);
  });

  it('formats a range with start <= end, else null', () => {
    expect(dateRangeKey('2025-01-01', '2025-06-30')).toBe('range:2025-01-01~2025-06-30');
    expect(dateRangeKey('2025-06-30', '2025-06-30')).toBe('range:2025-06-30~2025-06-30');
    expect(dateRangeKey('2025-07-01', '2025-06-30')).toBeNull();
    expect(dateRangeKey('', '2025-06-30')).toBeNull();
  });

  it('parses keys back, rejecting malformed ones', () => {
    expect(parseDateRange('range:2025-01-01~2025-06-30')).toEqual({ start: '2025-01-01', end: '2025-06-30' });
    for (const bad of ['range:2025-06-30~2025-01-01', 'range:2025-01-01', 'price:1~2', 'range:a~b', 'range:2025-01-01~2025-02-01~2025-03-01'])
      expect(parseDateRange(bad)).toBeNull();
  });

  it('labels a range', () => {
    expect(dateRangeLabel({ start: '2025-01-01', end: '2025-06-30' })).toBe('2025-01-01 至 2025-06-30');
  });
});
