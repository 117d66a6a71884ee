import { describe, expect, it } from 'vitest';
import { canConfirm, filterPriceChars, parsePriceKey, priceKey, priceLabel, sanitizePrice } from './price-input';

describe('price input (002 §5)', () => {
  it('keeps digits and the first decimal point while typing', () => {
    expect(filterPriceChars('12a.3.4元')).toBe('12.34');
    expect(filterPriceChars('-5')).toBe('5');
    expect(filterPriceChars('0.')).toBe('0.');
    expect(filterPriceChars('')).toBe('');
  });

  it('turns zero and non-numeric values into empty', () => {
    expect(sanitizePrice('0')).toBe('');
    expect(sanitizePrice('0.00')).toBe('');
    expect(sanitizePrice('.')).toBe('');
    expect(sanitizePrice('abc')).toBe('');
    expect(sanitizePrice('１００')).toBe(''); // full-width digits are not digits here
    expect(sanitizePrice(' 100 ')).toBe('100');
    expect(sanitizePrice('0.5')).toBe('0.5');
    expect(sanitizePrice('1.2.3')).toBe('1.23');
  });

  it('can confirm once either end holds a value', () => {
    expect(canConfirm('', '')).toBe(false);
    expect(canConfirm('0', '.')).toBe(false);
    expect(canConfirm('10', '')).toBe(true);
    expect(canConfirm('', '10')).toBe(true);
  });

  it('builds canonical keys, open at either end, ends in order', () => {
    expect(priceKey('100', '500')).toBe('price:100~500');
    expect(priceKey('500', '100')).toBe('price:100~500');
    expect(priceKey('012.50', '')).toBe('price:12.5~');
    expect(priceKey('0', '80')).toBe('price:~80');
    expect(priceKey('', '0')).toBeNull();
  });

  it('parses keys, including page-written presets', () => {
    expect(parsePriceKey('price:100~500')).toEqual({ min: '100', max: '500' });
    expect(parsePriceKey('price:0~1000')).toEqual({ min: '0', max: '1000' });
    expect(parsePriceKey('price:~80')).toEqual({ min: '', max: '80' });
    for (const bad of ['price:~', 'price:a~1', 'price:1~2~3', 'range:1~2', 'price:1']) expect(parsePriceKey(bad)).toBeNull();
  });

  it('labels ranges', () => {
    expect(priceLabel({ min: '100', max: '500' })).toBe('100-500元');
    expect(priceLabel({ min: '100', max: '' })).toBe('100元以上');
    expect(priceLabel({ min: '', max: '500' })).toBe('500元以下');
  });
});
