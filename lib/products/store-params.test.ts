import { describe, expect, it } from 'vitest';
import { parseStoreParams, priceRangeOf, storeHref } from './store-params';

const ids = [1, 2, 3, 4, 5, 6];

describe('the store page URL', () => {
  it('reads known categories, price ranges and sorts, and drops the rest', () => {
    expect(parseStoreParams({ category: '2', price: '5000-20000', sort: 'price-asc' }, ids)).toEqual({ category: 2, price: '5000-20000', sort: 'price-asc' });
    expect(parseStoreParams({ category: '9', price: '1-2', sort: 'x' }, ids)).toEqual({ category: null, price: '', sort: 'default' });
    expect(parseStoreParams({}, ids)).toEqual({ category: null, price: '', sort: 'default' });
  });

  it('writes defaults out of the address', () => {
    expect(storeHref({ category: null, price: '', sort: 'default' })).toBe('/store-page.html');
    expect(storeHref({ category: 5, price: '50000-', sort: 'delivery' })).toBe('/store-page.html?category=5&price=50000-&sort=delivery');
  });

  it('turns a price key into its range', () => {
    expect(priceRangeOf({ category: null, price: '0-5000', sort: 'default' })).toEqual({ min: undefined, max: 5000 });
    expect(priceRangeOf({ category: null, price: '', sort: 'default' })).toEqual({});
  });
});
