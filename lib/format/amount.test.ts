import { describe, expect, it } from 'vitest';
import { formatAmount, formatCapital } from './amount';

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
