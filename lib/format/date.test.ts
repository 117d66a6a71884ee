import { describe, expect, it } from 'vitest';
import { chinaDay, chinaTime, formatDate, formatDateTime, fromChinaLocal, startOfChinaDay, toChinaLocal } from './date';

describe('formatDate', () => {
  it('uses China time', () => {
    expect(formatDate(new Date('2026-03-06T17:00:00Z'))).toBe('2026-03-07');
    expect(formatDate('2026-03-06T15:59:59.999Z')).toBe('2026-03-06');
    expect(formatDate('2026-12-31T16:00:00Z')).toBe('2027-01-01');
    expect(formatDate(Date.parse('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });

  it('shows a dash for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('-');
    expect(formatDate(Number.NaN)).toBe('-');
    expect(formatDateTime(new Date(Number.NaN))).toBe('-');
  });
});

describe('formatDateTime', () => {
  it('reads a 24-hour clock in China time, with seconds when asked', () => {
    expect(formatDateTime('2026-11-23T17:30:05Z')).toBe('2026-11-24 01:30');
    expect(formatDateTime('2026-11-23T17:30:05Z', { seconds: true })).toBe('2026-11-24 01:30:05');
    expect(formatDateTime('2026-11-30T16:00:00Z')).toBe('2026-12-01 00:00');
  });
});

describe('chinaTime', () => {
  it('agrees with the Asia/Shanghai time zone from 1992 on', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', weekday: 'short', hourCycle: 'h23',
    });
    const weekdays: Record<string, string> = { Sun: '周日', Mon: '周一', Tue: '周二', Wed: '周三', Thu: '周四', Fri: '周五', Sat: '周六' };
    const from = Date.UTC(1992, 0, 1);
    const to = Date.UTC(2060, 0, 1);
    // Every 26 h 56 min 40 s: lands on every hour of the day, both sides of midnight, in every month and weekday.
    for (let t = from; t < to; t += 97_000_000) {
      const p = Object.fromEntries(intl.formatToParts(t).map((x) => [x.type, x.value]));
      expect(chinaTime(t)).toEqual({
        date: `${p.year}-${p.month}-${p.day}`,
        monthDay: `${p.month}-${p.day}`,
        time: `${p.hour}:${p.minute}`,
        timeWithSeconds: `${p.hour}:${p.minute}:${p.second}`,
        weekday: weekdays[p.weekday!],
      });
    }
  });
});

describe('chinaDay', () => {
  it('is the China calendar day, and refuses a value that is not a moment', () => {
    expect(chinaDay(new Date('2026-03-06T16:00:00Z'))).toBe('2026-03-07');
    expect(() => chinaDay('soon')).toThrow(RangeError);
  });
});

describe('startOfChinaDay', () => {
  it('is 16:00 UTC of the day before', () => {
    expect(startOfChinaDay(new Date('2026-03-07T15:59:59Z')).toISOString()).toBe('2026-03-06T16:00:00.000Z');
    expect(startOfChinaDay(new Date('2026-03-07T16:00:00Z')).toISOString()).toBe('2026-03-07T16:00:00.000Z');
  });
});

describe('fromChinaLocal and toChinaLocal', () => {
  it('read a datetime-local value on China clock and write it back', () => {
    expect(fromChinaLocal('2026-03-07T14:05')?.toISOString()).toBe('2026-03-07T06:05:00.000Z');
    expect(fromChinaLocal('2026-01-01T03:00')?.toISOString()).toBe('2025-12-31T19:00:00.000Z');
    expect(toChinaLocal(new Date('2025-12-31T19:00:00Z'))).toBe('2026-01-01T03:00');
  });

  it('refuses what is not a real moment', () => {
    for (const bad of ['', '2026-02-30T10:00', '2026-03-07T24:00', '2026-03-07 14:05', 'javascript:1']) expect(fromChinaLocal(bad)).toBeNull();
  });
});
