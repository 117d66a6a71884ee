import { describe, expect, it } from 'vitest';
import { isPercent, isWanAmount, wanToYuan, yuanToWan } from './amount';

describe('amounts in 万 (001 §5)', () => {
  it('accept no leading 0 or dot, the allowed decimals and at most 11 integer digits', () => {
    for (const ok of ['1', '12.3456', '99999999999', '99999999999.9999', '100.5']) expect(isWanAmount(ok, 4), ok).toBe(true);
    for (const bad of ['0', '0.5', '.5', '01', '12.34567', '123456789012', '1e3', '-1', '12.', ' 1', '1,000', ''])
      expect(isWanAmount(bad, 4), bad).toBe(false);
    expect(isWanAmount('12.34', 2)).toBe(true);
    expect(isWanAmount('12.345', 2)).toBe(false);
  });

  it('multiply by 10000 exactly and back', () => {
    expect(wanToYuan('12.3456')).toBe(123456);
    expect(wanToYuan('99999999999.9999')).toBe(999999999999999);
    expect(wanToYuan('100')).toBe(1000000);
    expect(wanToYuan('0.1')).toBe(1000);
    for (const v of ['12.3456', '100', '7.5', '99999999999.9999', '1.0001']) expect(yuanToWan(wanToYuan(v))).toBe(v);
    expect(yuanToWan(5)).toBe('0.0005');
  });

  it('take team shares as empty or 0-99', () => {
    for (const ok of ['', '0', '5', '99']) expect(isPercent(ok)).toBe(true);
    for (const bad of ['100', '-1', '5.5', 'a', ' 5']) expect(isPercent(bad)).toBe(false);
  });
});
