import { describe, expect, it } from 'vitest';
import { selectItem } from '@/lib/filter-panel/state';
import { nextSort } from '@/lib/ui/sort';
import {
  caseFilterFields,
  fromFilterState,
  orderOf,
  readCaseLibrary,
  sortOf,
  toFilterState,
  VISIBLE_CITIES,
} from './filter-fields';
import type { SearchInfo } from './types';
import { caseLibraryHref, caseListInput, initialState, withFilters, withSiteCity } from './url';

const cities = Array.from({ length: 12 }, (_, i) => ({ cityCode: `5${String(i).padStart(2, '0')}100`, cityName: `城市${i}` }));
const info: SearchInfo = {
  parentIndList: [
    { code: 'I01', name: '政务' },
    { code: 'I02', name: '医疗' },
  ],
  cityList: cities,
  sortCityMap: { A: cities.slice(0, 6), B: cities.slice(6) },
};

describe('caseFilterFields', () => {
  it('gives the government tab city, industry and time, and the enterprise tab the cycle too', () => {
    expect(caseFilterFields('gov', info, initialState()).map((f) => f.fieldName)).toEqual(['cityCode', 'parentCode', 'time']);
    expect(caseFilterFields('ent', info, initialState('ent')).map((f) => f.fieldName)).toEqual([
      'cityCode',
      'parentCode',
      'time',
      'cycle',
    ]);
  });

  it('shows the first 8 cities and puts every city in the letter index', () => {
    const [city] = caseFilterFields('gov', info, initialState());
    const fixed = city!.items.filter((i) => !i.custom);
    expect(fixed.map((i) => i.key)).toEqual(cities.slice(0, VISIBLE_CITIES).map((c) => c.cityCode));
    const index = city!.items.find((i) => i.custom === 'city-index')!;
    expect(index.children?.map((l) => l.key)).toEqual(['A', 'B']);
    expect(index.children?.flatMap((l) => l.children ?? []).length).toBe(12);
  });

  it('adds a city chosen from the index to the visible row', () => {
    const [city] = caseFilterFields('gov', info, { cityCode: cities[10]!.cityCode });
    expect(city!.items.filter((i) => !i.custom).map((i) => i.label)).toContain('城市10');
  });

  it('offers the four time presets plus a custom range, and the four cycle ranges', () => {
    const fields = caseFilterFields('ent', info, initialState('ent'));
    expect(fields[2]!.items.map((i) => i.label)).toEqual(['近1个月', '近3个月', '近6个月', '近1年', '自定义']);
    expect(fields[3]!.items.map((i) => i.key)).toEqual(['0-3', '3-6', '6-12', '12-']);
  });
});

describe('filter state mapping', () => {
  it('round-trips the filters of a state', () => {
    const state = withFilters(initialState('ent'), { cityCode: '500100', parentCode: 'I02', time: '3', cycle: '6-12' });
    expect(toFilterState(state)).toEqual({ cityCode: ['500100'], parentCode: ['I02'], time: ['3'], cycle: ['6-12'] });
    expect(fromFilterState({ ...state, page: 4 }, toFilterState(state))).toEqual(state);
  });

  it('goes back to page 1 when the panel changes a filter, keeping keyword and sort', () => {
    const state = { ...withFilters(initialState('ent'), { caseTitle: 'OA', order: 1 }), page: 3 };
    const fields = caseFilterFields('ent', info, state);
    const next = fromFilterState(state, selectItem(toFilterState(state), fields[1]!, 'I01'));
    expect(next).toMatchObject({ parentCode: 'I01', caseTitle: 'OA', order: 1, page: 1 });
    expect(caseLibraryHref(fromFilterState(next, selectItem(toFilterState(next), fields[1]!, 'all')))).toBe(
      '/jfCase.html?tab=ent&caseTitle=OA&order=1',
    );
  });

  it("starts a city sub-site from the site's city and widens it to every city with 全部", () => {
    const onSite = withSiteCity(readCaseLibrary({}, info), '500100');
    expect(onSite.cityCode).toBe('500100');
    expect(caseListInput(onSite, new Date()).cityCode).toBe('500100');
    const [city] = caseFilterFields('gov', info, onSite);
    const widened = fromFilterState(onSite, selectItem(toFilterState(onSite), city!, 'all'), true);
    expect(caseLibraryHref(widened)).toBe('/jfCase.html?cityCode=all');
    // The widened address stays wide on the sub-site, shows 全部 as chosen and lists every city.
    const again = withSiteCity(readCaseLibrary({ cityCode: 'all' }, info), '500100');
    expect(again.cityCode).toBe('all');
    expect(toFilterState(again)).toEqual({});
    expect(caseListInput(again, new Date()).cityCode).toBeUndefined();
    // Another filter chosen keeps it wide; on the main site 全部 stays out of the address.
    const fields = caseFilterFields('gov', info, again);
    expect(fromFilterState(again, selectItem(toFilterState(again), fields[1]!, 'I01')).cityCode).toBe('all');
    const main = readCaseLibrary({ cityCode: '500100' }, info);
    expect(caseLibraryHref(fromFilterState(main, selectItem(toFilterState(main), city!, 'all')))).toBe('/jfCase.html');
  });
});

describe('readCaseLibrary', () => {
  it('reads the URL state', () => {
    expect(readCaseLibrary({ tab: 'ent', time: '6', page: '2' }, info)).toMatchObject({ tab: 'ent', time: '6', page: 2 });
  });

  it('folds the dates of the custom-range form into the time filter, on page 1', () => {
    const state = readCaseLibrary({ tab: 'ent', page: '3', 'time.from': '2025-01-01', 'time.to': '2025-03-31' }, info);
    expect(state).toMatchObject({ tab: 'ent', time: 'range:2025-01-01~2025-03-31', page: 1 });
  });

  it('ignores a reversed or incomplete custom range', () => {
    expect(readCaseLibrary({ time: '3', 'time.from': '2025-04-01', 'time.to': '2025-01-01' }, info).time).toBe('3');
    expect(readCaseLibrary({ 'time.from': '2025-04-01' }, info).time).toBe('');
  });
});

describe('enterprise sort', () => {
  it('maps order 1 / 0 / none onto the sort bar and back', () => {
    expect(sortOf(null)).toEqual({ key: '', order: 'desc' });
    expect(sortOf(1)).toEqual({ key: 'time', order: 'desc' });
    expect(sortOf(0)).toEqual({ key: 'time', order: 'asc' });
    for (const order of [null, 0, 1] as const) expect(orderOf(sortOf(order))).toBe(order);
  });

  it('sorts newest first on the first click and toggles after', () => {
    expect(orderOf(nextSort(sortOf(null), 'time', 'desc'))).toBe(1);
    expect(orderOf(nextSort(sortOf(1), 'time', 'desc'))).toBe(0);
    expect(orderOf(nextSort(sortOf(0), '', 'desc'))).toBeNull();
  });
});
