import { describe, expect, it } from 'vitest';
import { formatAmount, formatCapital, formatDate } from './amount';

describe('formatAmount', () => {
  it('shows 10,000 and more in 万 with one decimal', () => {
    expect(formatAmount(10_000)).toBe('1.0万');
    expect(formatAmount(1_234_567)).toBe('123.5万');
  });
  it('shows less than 10,000 in 元', () => {
    expect(formatAmount(9_999)).toBe('9999元');
    expect(formatAmount(512.5)).toBe('512.50元');
    expect(formatAmount(0)).toBe('0元');
  });
  it('does not print NaN', () => {
    expect(formatAmount(Number.NaN)).toBe('-');
  });
});

describe('formatCapital', () => {
  it('keeps 万 with one decimal', () => {
    expect(formatCapital(1000)).toBe('1000.0万');
    expect(formatCapital(56.789)).toBe('56.8万');
  });
});

describe('formatDate', () => {
  it('uses China time', () => {
    expect(formatDate(new Date('2026-03-06T17:00:00Z'))).toBe('2026-03-07');
    expect(formatDate('2026-03-06T15:59:59.999Z')).toBe('2026-03-06');
    expect(formatDate('2026-12-31T16:00:00Z')).toBe('2027-01-01');
  });

  it('agrees with the Asia/Shanghai time zone from 1992 on', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
    const from = Date.UTC(1992, 0, 1);
    const to = Date.UTC(2060, 0, 1);
    // Every 7 hours and 13 minutes: lands on every hour of the day, both sides of midnight, in every month.
    for (let t = from; t < to; t += 26_000_000) expect(formatDate(new Date(t))).toBe(intl.format(t));
  });

  it('shows a dash for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('-');
  });
});
