import { describe, expect, it } from 'vitest';
import { formatPeriod } from './period';

describe('formatPeriod', () => {
  it('keeps up to 12 months in months', () => {
    expect(formatPeriod(1)).toBe('1个月');
    expect(formatPeriod(6)).toBe('6个月');
    expect(formatPeriod(12)).toBe('12个月');
  });

  it('shows more than 12 months as years and months', () => {
    expect(formatPeriod(13)).toBe('1年1个月');
    expect(formatPeriod(18)).toBe('1年6个月');
    expect(formatPeriod(35)).toBe('2年11个月');
  });

  it('drops the months part on whole years', () => {
    expect(formatPeriod(24)).toBe('2年');
    expect(formatPeriod(36)).toBe('3年');
  });

  it('shows a dash for values that are not a month count', () => {
    expect(formatPeriod(-1)).toBe('-');
    expect(formatPeriod(2.5)).toBe('-');
    expect(formatPeriod(Number.NaN)).toBe('-');
  });

  it('shows zero months as such', () => {
    expect(formatPeriod(0)).toBe('0个月');
  });
});
