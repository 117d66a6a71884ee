import { describe, expect, it } from 'vitest';
import { cityIndexTabs, initialCityTab } from './city-index';
import type { FilterItem } from './types';

const letter = (key: string, cities: FilterItem[]): FilterItem => ({ key, label: key, children: cities });
const index: FilterItem = {
  key: 'idx',
  label: '更多城市',
  custom: 'city-index',
  children: [
    letter('B', [{ key: 'city:110100', label: '北京' }]),
    letter('C', [{ key: 'city:500100', label: '重庆' }]),
    letter('G', []),
    letter('s', [{ key: 'city:310100', label: '上海', selected: true }]),
  ],
};

describe('cityIndexTabs', () => {
  it('groups letters into the portal tabs, leaving out empty ones', () => {
    const tabs = cityIndexTabs(index);
    expect(tabs.map((t) => [t.group, t.letters.map((l) => l.key)])).toEqual([
      ['ABCDE', ['B', 'C']],
      ['QRSTW', ['s']],
    ]);
    expect(initialCityTab(tabs)).toBe(1);
    expect(initialCityTab(cityIndexTabs({ ...index, children: index.children!.slice(0, 2) }))).toBe(0);
    expect(cityIndexTabs({ key: 'x', label: 'x', custom: 'city-index' })).toEqual([]);
  });
});
