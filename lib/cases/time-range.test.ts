import { describe, expect, it } from 'vitest';
import { monthsBefore, parseTimeKey, timeBounds } from './time-range';

describe('monthsBefore', () => {
  it('counts calendar months back, across years', () => {
    expect(monthsBefore('2026-11-21', 1)).toBe('2026-10-21');
    expect(monthsBefore('2026-02-15', 3)).toBe('2025-11-15');
    expect(monthsBefore('2026-11-21', 12)).toBe('2025-11-21');
  });

  it('clamps to the end of a shorter month', () => {
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2024-05-31', 3)).toBe('2024-02-29');
  });
});

describe('parseTimeKey', () => {
  it('reads the presets', () => {
    expect(parseTimeKey('1')).toEqual({ kind: 'months', months: 1 });
    expect(parseTimeKey('12')).toEqual({ kind: 'months', months: 12 });
    expect(parseTimeKey('2')).toBeNull();
  });

  it('reads custom ranges', () => {
    expect(parseTimeKey('range:2025-01-01~2025-06-30')).toEqual({ kind: 'range', start: '2025-01-01', end: '2025-06-30' });
  });

  it('drops malformed and reversed ranges', () => {
    for (const bad of ['range:~', 'range:2025-06-30~2025-01-01', 'range:2025-02-30~2025-03-01', 'range:a~b~c', 'x', '']) {
      expect(parseTimeKey(bad)).toBeNull();
    }
    expect(parseTimeKey(undefined)).toBeNull();
  });
});

describe('timeBounds', () => {
  const now = new Date('2026-11-20T17:30:00Z'); // 2026-11-21 01:30 in China

  it('runs a preset from N months before today in China, without an end', () => {
    expect(timeBounds({ kind: 'months', months: 6 }, now)).toEqual({ start: '2026-05-21' });
  });

  it('passes a custom range through', () => {
    expect(timeBounds({ kind: 'range', start: '2025-01-01', end: '2025-06-30' }, now)).toEqual({
      start: '2025-01-01',
      end: '2025-06-30',
    });
  });

  it('has no bounds without a filter', () => {
    expect(timeBounds(null, now)).toEqual({});
  });
});
