// The case library's filter panel (002 §2) as data, and the mapping between the panel's selection and
// the library's URL state. Pure: the server page builds every link from these.
import { applyCustomInputs } from '@/lib/filter-panel/custom-input';
import type { FilterField, FilterItem, FilterState } from '@/lib/filter-panel/types';
import { COMPREHENSIVE, type SortState } from '@/lib/ui/sort';
import type { SearchParams } from '@/lib/url/params';
import { CYCLE_KEYS, CYCLE_RANGES, TIME_RANGES, type CaseTab } from './filters';
import { ALL_CITIES, type CaseLibraryState } from './schemas';
import type { SearchInfo } from './types';
import { parseCaseLibraryParams, withFilters } from './url';

/** 000 §9: the first 8 cities are shown; every city with cases is in the letter index. */
export const VISIBLE_CITIES = 8;
// Every field's 全部 key; for the city it is also the URL's word for every city (schemas.ts).
const ALL = ALL_CITIES;

function cityField(info: SearchInfo, selected: string): FilterField {
  const top = info.cityList.slice(0, VISIBLE_CITIES);
  // A city chosen from the index joins the row, so the choice stays in sight.
  const chosen = info.cityList.find((c) => c.cityCode === selected && !top.includes(c));
  const index: FilterItem = {
    key: 'city-index',
    label: '更多城市',
    custom: 'city-index',
    children: Object.entries(info.sortCityMap).map(([letter, cities]) => ({
      key: letter,
      label: letter,
      children: cities.map((c) => ({ key: c.cityCode, label: c.cityName })),
    })),
  };
  return {
    fieldName: 'cityCode',
    label: '所在城市',
    default: ALL,
    items: [...[...top, ...(chosen ? [chosen] : [])].map((c) => ({ key: c.cityCode, label: c.cityName })), index],
  };
}

/** The panel of a tab: city, industry, publish time and, on the enterprise tab, the development cycle. */
export function caseFilterFields(tab: CaseTab, info: SearchInfo, state: Pick<CaseLibraryState, 'cityCode'>): FilterField[] {
  const fields: FilterField[] = [
    cityField(info, state.cityCode),
    {
      fieldName: 'parentCode',
      label: '所属行业',
      default: ALL,
      items: info.parentIndList.map((i) => ({ key: i.code, label: i.name })),
    },
    {
      fieldName: 'time',
      label: '发布时间',
      default: ALL,
      items: [
        ...TIME_RANGES.map((r) => ({ key: r.key, label: r.label })),
        { key: 'custom', label: '自定义', custom: 'date-range' as const },
      ],
    },
  ];
  if (tab === 'ent') {
    fields.push({
      fieldName: 'cycle',
      label: '开发周期',
      default: ALL,
      items: CYCLE_RANGES.map((c) => ({ key: c.key, label: c.label })),
    });
  }
  return fields;
}

const FILTER_NAMES = ['cityCode', 'parentCode', 'time', 'cycle'] as const;

/** The panel's selection of a state: each set filter as its one key. */
export function toFilterState(state: CaseLibraryState): FilterState {
  const fs: FilterState = {};
  for (const name of FILTER_NAMES) if (state[name] && state[name] !== ALL) fs[name] = [state[name]];
  return fs;
}

/**
 * The state after the panel's selection changed; back to page 1 (000 §4). On a city sub-site an
 * absent city means the site's own (url.ts withSiteCity), so 全部 there is written out as ALL_CITIES.
 */
export function fromFilterState(state: CaseLibraryState, fs: FilterState, onSubSite = false): CaseLibraryState {
  const key = (name: (typeof FILTER_NAMES)[number]) => fs[name]?.[0] ?? '';
  const cycle = CYCLE_KEYS.find((k) => k === key('cycle')) ?? '';
  const cityCode = key('cityCode') || (onSubSite || state.cityCode === ALL ? ALL : '');
  return withFilters(state, { cityCode, parentCode: key('parentCode'), time: key('time'), cycle });
}

/**
 * The state of a request: the URL's parameters, plus the dates a custom-range form submitted (they
 * arrive as 'time.from' and 'time.to' and become 'range:a~b', a filter change like any other).
 */
export function readCaseLibrary(params: SearchParams, info: SearchInfo): CaseLibraryState {
  const state = parseCaseLibraryParams(params);
  const fs = applyCustomInputs(caseFilterFields(state.tab, info, state), toFilterState(state), params);
  return fs.time?.[0] === (state.time || undefined) ? state : fromFilterState(state, fs);
}

// The enterprise sort (000 §4) on the shared sort bar: 综合, or publish time newest (1) / oldest (0) first.
export const CASE_SORT_OPTIONS = [
  { key: '', label: '综合' },
  { key: 'time', label: '发布时间', firstOrder: 'desc' as const },
];

export function sortOf(order: CaseLibraryState['order']): SortState {
  return order === null ? COMPREHENSIVE : { key: 'time', order: order === 1 ? 'desc' : 'asc' };
}

export function orderOf(sort: SortState): CaseLibraryState['order'] {
  if (sort.key !== 'time') return null;
  return sort.order === 'desc' ? 1 : 0;
}
