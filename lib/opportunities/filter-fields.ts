// The filter panels of the two opportunity lists (002 §2 panel) as data, and the mapping between the
// panel's selection and the lists' URL state. Pure: the server page builds every link from these.
import type { FilterField, FilterItem, FilterState } from '@/lib/filter-panel/types';
import {
  BID_BUDGETS,
  BID_TYPES,
  DEMAND_BUDGETS,
  demandTab,
  TIME_WINDOWS,
  withFilters,
  type BudgetRange,
  type BusinessListState,
  type DemandListState,
} from './list-params';
import { BUSINESS_DIRECTIONS } from './options';

export interface CityChoice {
  cityCode: string;
  cityName: string;
  initial: string;
  hotRank: number | null;
}

const ALL = 'all';

/** Hot cities in the row, every city in the letter index; a city chosen from the index joins the row. */
function cityField(cities: readonly CityChoice[], selected: string): FilterField {
  const hot = cities.filter((c) => c.hotRank !== null).sort((a, b) => (a.hotRank ?? 0) - (b.hotRank ?? 0));
  const chosen = cities.find((c) => c.cityCode === selected && c.hotRank === null);
  const letters = [...new Set(cities.map((c) => c.initial))].sort();
  const index: FilterItem = {
    key: 'city-index',
    label: '更多城市',
    custom: 'city-index',
    children: letters.map((letter) => ({
      key: letter,
      label: letter,
      children: cities.filter((c) => c.initial === letter).map((c) => ({ key: c.cityCode, label: c.cityName })),
    })),
  };
  return {
    fieldName: 'cityCode',
    label: '所在城市',
    default: ALL,
    items: [...[...hot, ...(chosen ? [chosen] : [])].map((c) => ({ key: c.cityCode, label: c.cityName })), index],
  };
}

const rangeField = (fieldName: string, label: string, ranges: readonly { key: string; label: string }[]): FilterField => ({
  fieldName,
  label,
  default: ALL,
  items: ranges.map((r) => ({ key: r.key, label: r.label })),
});

const budgetField = (ranges: readonly BudgetRange[]) => rangeField('budget', '预算金额', ranges);
const timeField = () => rangeField('time', '发布时间', TIME_WINDOWS);

export function businessFilterFields(cities: readonly CityChoice[], state: Pick<BusinessListState, 'cityCode'>): FilterField[] {
  return [
    cityField(cities, state.cityCode),
    rangeField('type', '信息类型', BID_TYPES),
    rangeField(
      'direction',
      '业务方向',
      BUSINESS_DIRECTIONS.map((d) => ({ key: d.code, label: d.name })),
    ),
    budgetField(BID_BUDGETS),
    timeField(),
  ];
}

/** The tab's category tree: first level, and the second level once a first level is chosen. */
export function demandFilterFields(cities: readonly CityChoice[], state: Pick<DemandListState, 'cityCode' | 'tab' | 'category'>): FilterField[] {
  const tab = demandTab(state.tab);
  const group = tab.tree.find((g) => g.code === state.category);
  return [
    rangeField(
      'category',
      tab.categoryLabel,
      tab.tree.map((g) => ({ key: g.code, label: g.name })),
    ),
    ...(group ? [rangeField('subCategory', `${group.name}细分`, group.children.map((c) => ({ key: c.code, label: c.name })))] : []),
    cityField(cities, state.cityCode),
    budgetField(DEMAND_BUDGETS),
    timeField(),
  ];
}

function toFilterState(state: object, names: readonly string[]): FilterState {
  const fs: FilterState = {};
  for (const name of names) {
    const value = (state as Record<string, unknown>)[name];
    if (typeof value === 'string' && value) fs[name] = [value];
  }
  return fs;
}

const picked = (fs: FilterState, name: string) => fs[name]?.[0] ?? '';

const BUSINESS_FILTERS = ['cityCode', 'type', 'direction', 'budget', 'time'] as const;
const DEMAND_FILTERS = ['category', 'subCategory', 'cityCode', 'budget', 'time'] as const;

export const businessFilterState = (state: BusinessListState) => toFilterState(state, BUSINESS_FILTERS);
export const demandFilterState = (state: DemandListState) => toFilterState(state, DEMAND_FILTERS);

/** The state after the panel's selection changed: back to page 1. */
export function fromBusinessFilterState(state: BusinessListState, fs: FilterState): BusinessListState {
  const [cityCode, type, direction, budget, time] = BUSINESS_FILTERS.map((name) => picked(fs, name)) as [string, string, string, string, string];
  return withFilters(state, { cityCode, type, direction, budget, time });
}

/** A new first level clears its second level. */
export function fromDemandFilterState(state: DemandListState, fs: FilterState): DemandListState {
  const [category, subCategory, cityCode, budget, time] = DEMAND_FILTERS.map((name) => picked(fs, name)) as [string, string, string, string, string];
  return withFilters(state, { category, subCategory: category === state.category ? subCategory : '', cityCode, budget, time });
}
