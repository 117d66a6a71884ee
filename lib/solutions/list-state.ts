// Every state of the solutions list lives in its legacy URL (/scheme.html?...), so the page renders on
// the server, every control is a link and a shared address shows the same results. A parameter that is
// not understood falls back to its default. 001 §2: searchName, key and value pre-fill the search and
// pre-select a filter (?key=originTag&value=2).
import { parsePriceKey } from '@/lib/filter-panel/price-input';
import { COMPREHENSIVE, type SortState } from '@/lib/ui/sort';
import type { SearchParams } from '@/lib/url/params';
import { readableQuery } from '@/lib/url/readable';
import { MAX_KEYWORD_LENGTH } from '@/lib/search/terms';
import { ALL_CATEGORY } from './categories';
import { MAX_PAGE, PRICE_FLAG, PRICE_RANGES, priceRangeKey, SOLUTION_PAGE_SIZE, type SortRule } from './options';
import type { ServiceListInput } from './schemas';

export const SCHEME_PATH = '/scheme.html';
export const NEGOTIABLE_KEY = 'negotiable';

export interface SolutionListState {
  searchName: string;
  firstCategoryId: string;
  secondCategoryId: string;
  originTag: '' | '1' | '2';
  /** '' all, a preset key ('10-50'), 'negotiable' (面议), or a typed range 'price:a~b' (万). */
  price: string;
  sortRule: SortRule;
  page: number;
}

export const INITIAL_STATE: SolutionListState = {
  searchName: '',
  firstCategoryId: '',
  secondCategoryId: '',
  originTag: '',
  price: '',
  sortRule: 0,
  page: 1,
};

/** The filters `key` may name (001 §2 pre-selection). */
export const PRESELECT_KEYS = ['firstCategoryId', 'secondCategoryId', 'originTag', 'price'] as const;

const first = (v: string | string[] | undefined): string => (Array.isArray(v) ? v[0] : v) ?? '';
const CODE = /^[A-Za-z0-9]{1,20}$/;

function validPrice(value: string): string {
  if (value === NEGOTIABLE_KEY || PRICE_RANGES.some((r) => priceRangeKey(r) === value)) return value;
  return parsePriceKey(value) ? value : '';
}

export function parseSolutionParams(params: SearchParams): SolutionListState {
  const key = first(params.key);
  const preset = (PRESELECT_KEYS as readonly string[]).includes(key) ? first(params.value) : '';
  // A filter's own parameter wins over the key/value pre-selection.
  const read = (name: (typeof PRESELECT_KEYS)[number]) => first(params[name]) || (key === name ? preset : '');
  const code = (value: string) => (CODE.test(value) && value !== ALL_CATEGORY ? value : '');
  const firstCategoryId = code(read('firstCategoryId'));
  const originTag = read('originTag');
  const sortRule = Number(first(params.sortRule));
  const page = Number(first(params.page));
  return {
    searchName: first(params.searchName).trim().slice(0, MAX_KEYWORD_LENGTH),
    firstCategoryId,
    // The second level only under a first level; whether it belongs there is checked against the tree.
    secondCategoryId: firstCategoryId ? code(read('secondCategoryId')) : '',
    originTag: originTag === '1' || originTag === '2' ? originTag : '',
    price: validPrice(read('price')),
    sortRule: sortRule === 1 || sortRule === 2 ? sortRule : 0,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The URL of a state, defaults left out, so each state has one address. */
export function solutionListHref(state: SolutionListState): string {
  const params = new URLSearchParams();
  const entries: [string, string][] = [
    ['searchName', state.searchName],
    ['firstCategoryId', state.firstCategoryId],
    ['secondCategoryId', state.secondCategoryId],
    ['originTag', state.originTag],
    ['price', state.price],
    ['sortRule', state.sortRule ? String(state.sortRule) : ''],
    ['page', state.page > 1 ? String(state.page) : ''],
  ];
  for (const [name, value] of entries) if (value) params.set(name, value);
  const query = readableQuery(params);
  return query ? `${SCHEME_PATH}?${query}` : SCHEME_PATH;
}

/** The canonical address: what is listed and its page, not how it is ordered. */
export function canonicalSolutionListHref(state: SolutionListState): string {
  return solutionListHref({ ...state, sortRule: 0 });
}

/** 001 §4: any filter change (the keyword too) goes back to page 1. */
export function withFilters(state: SolutionListState, patch: Partial<Omit<SolutionListState, 'page' | 'sortRule'>>): SolutionListState {
  return { ...state, ...patch, page: 1 };
}

// 001 §4 sort bar: 全部方案 (the default order) and 价格, which starts ascending (1) and turns round on
// each click; either click goes back to page 1, and 全部方案 drops the price sort.
export const PRICE_SORT_KEY = 'price';
export const SOLUTION_SORT_OPTIONS = [
  { key: '', label: '全部方案' },
  { key: PRICE_SORT_KEY, label: '价格', firstOrder: 'asc' as const },
];

export function sortStateOf(rule: SortRule): SortState {
  return rule === 0 ? COMPREHENSIVE : { key: PRICE_SORT_KEY, order: rule === 1 ? 'asc' : 'desc' };
}

export function withSort(state: SolutionListState, sort: SortState): SolutionListState {
  const sortRule: SortRule = sort.key !== PRICE_SORT_KEY ? 0 : sort.order === 'asc' ? 1 : 2;
  return { ...state, sortRule, page: 1 };
}

/** The serviceList input of a state (the page calls the service with it directly). */
export function serviceListInput(state: SolutionListState): ServiceListInput {
  const range = PRICE_RANGES.find((r) => priceRangeKey(r) === state.price);
  const typed = range ? null : parsePriceKey(state.price);
  const bound = (v: number | null | undefined | string) => (v === null || v === undefined || v === '' ? undefined : Number(v));
  return {
    pageStart: state.page,
    pageSize: SOLUTION_PAGE_SIZE,
    serviceName: state.searchName || undefined,
    firstCategoryId: state.firstCategoryId || undefined,
    secondCategoryId: state.secondCategoryId || undefined,
    originTag: state.originTag ? (Number(state.originTag) as 1 | 2) : undefined,
    servicePriceStart: bound(range ? range.priceStart : typed?.min),
    servicePriceEnd: bound(range ? range.priceEnd : typed?.max),
    priceFlag: state.price === NEGOTIABLE_KEY ? PRICE_FLAG.negotiable : PRICE_FLAG.all,
    sortRule: state.sortRule || undefined,
  };
}
