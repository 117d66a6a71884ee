import { describe, expect, it } from 'vitest';
import { compareHref, compareIdsOf, marketHref, purchaserHref } from './links';

describe('market analytics addresses', () => {
  it('writes the market filters in one order, empty ones left out', () => {
    expect(marketHref({})).toBe('/analytics.html');
    expect(marketHref({ year: 2025, kind: 'build', trade: '医疗' })).toBe('/analytics.html?trade=%E5%8C%BB%E7%96%97&kind=build&year=2025');
  });

  it('reads up to four distinct supplier ids and ignores the rest', () => {
    expect(compareIdsOf('3,8,3,x,-1,12,40,41')).toEqual([3, 8, 12, 40]);
    expect(compareIdsOf(['5', '6'])).toEqual([5, 6]);
    expect(compareIdsOf(undefined)).toEqual([]);
    expect(compareHref([1, 2, 3, 4, 5])).toBe('/supplierCompare.html?ids=1,2,3,4');
    expect(purchaserHref('P 1')).toBe('/search-purchaserdetail.html?code=P%201');
  });
});
