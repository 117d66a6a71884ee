import { describe, expect, it } from 'vitest';
import type { City } from '@/lib/city/types';
import { groupByProvince, mapTotals, type CityTally } from './city-index';

const city = (cityCode: string, cityName: string, provinceCode: string, provinceName: string): City => ({
  cityCode,
  cityName,
  fullName: `${cityName}市`,
  provinceCode,
  provinceName,
  site: cityCode.slice(0, 3),
  initial: 'A',
  hotRank: null,
});

const cities = [city('510100', '成都', '510000', '四川'), city('510700', '绵阳', '510000', '四川'), city('500100', '重庆', '500000', '重庆'), city('540100', '拉萨', '540000', '西藏')];
const tallies = new Map<string, CityTally>([
  ['510100', { suppliers: 10, bids: 100, tenders: 5 }],
  ['510700', { suppliers: 20, bids: 3, tenders: 1 }],
  ['500100', { suppliers: 25, bids: 50, tenders: 9 }],
]);

describe('groupByProvince', () => {
  it('groups cities under provinces with totals, both by supplier count, and leaves out empty ones', () => {
    const provinces = groupByProvince(cities, tallies);
    expect(provinces.map((p) => p.provinceName)).toEqual(['四川', '重庆']);
    expect(provinces[0]).toMatchObject({ suppliers: 30, bids: 103, tenders: 6 });
    expect(provinces[0]!.cities.map((c) => c[1])).toEqual(['绵阳', '成都']);
    expect(provinces[1]!.cities).toEqual([['500100', '重庆', '500', 25, 50, 9]]);
    expect(mapTotals(provinces)).toEqual({ suppliers: 55, bids: 153, tenders: 15, cities: 3 });
  });

  it('answers nothing without records', () => {
    expect(groupByProvince(cities, new Map())).toEqual([]);
    expect(mapTotals([])).toEqual({ suppliers: 0, bids: 0, tenders: 0, cities: 0 });
  });
});
