// Every state of the combined search is a URL (/search.html?searchName=&tabIndex=&sortBy=&order=&pageNum=
// plus one repeated parameter per selected label value), so crawlers and shared links see the same page.
import { labelsOf, SEARCH_TYPE, sortsOf, type SearchType } from './labels';
import { resultWindow } from './window';
import { MAX_KEYWORD_LENGTH } from './terms';
import { readableQuery } from '@/lib/url/readable';

export const SEARCH_PAGE_SIZE = 9;

export const SEARCH_TABS = [
  { index: 0, type: SEARCH_TYPE.tender, label: '中标信息' },
  { index: 1, type: SEARCH_TYPE.supplier, label: '供应商' },
] as const;

export interface SearchUrlState {
  keyword: string;
  tabIndex: 0 | 1;
  sortBy: string;
  order: 'asc' | 'desc';
  pageNum: number;
  filter: Record<string, string[]>;
  /** Search the keyword as typed, without the forgiving search's rewriting (its 仍搜索 link). */
  literal?: true;
}

type Params = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
const all = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export function typeOfTab(tabIndex: 0 | 1): SearchType {
  return SEARCH_TABS[tabIndex].type;
}

/**
 * Reads the page's query. A page is forgiving where the API is strict: anything it cannot use
 * (an unknown sort, a label of the other tab, a page past the end) falls back to the default. A page
 * of one tab (the supplier list) names it as `tab`.
 */
export function parseSearchParams(params: Params, tab?: 0 | 1): SearchUrlState {
  const tabIndex = tab ?? (first(params.tabIndex) === '1' ? 1 : 0);
  const type = typeOfTab(tabIndex);
  const sortBy = sortsOf(type).includes(first(params.sortBy)) ? first(params.sortBy) : '';
  const order = first(params.order) === 'asc' ? 'asc' : 'desc';
  const page = Number.parseInt(first(params.pageNum), 10);
  const maxPage = Math.floor(resultWindow(sortBy) / SEARCH_PAGE_SIZE);
  const filter: Record<string, string[]> = {};
  for (const label of labelsOf(type)) {
    const values = [...new Set(all(params[label]).map((v) => v.trim()).filter((v) => v && v.length <= 50))].slice(0, 20);
    if (values.length) filter[label] = values;
  }
  return {
    keyword: first(params.searchName).trim().slice(0, MAX_KEYWORD_LENGTH),
    tabIndex,
    sortBy,
    order: sortBy ? order : 'desc',
    pageNum: Number.isFinite(page) && page >= 1 ? Math.min(page, maxPage) : 1,
    filter,
    ...(first(params.literal) === '1' ? { literal: true as const } : {}),
  };
}

export const SEARCH_PATH = '/search.html';
/** The supplier list of the alternative navigation (001 §2 软件企业): the supplier tab on its own. */
export const ENTERPRISE_PATH = '/enterprise.html';

/**
 * The canonical address of a state: defaults left out, parameters in a fixed order. Only the combined
 * search names its tab; the supplier list has one.
 */
export function searchHref(state: SearchUrlState, path = SEARCH_PATH): string {
  const q = new URLSearchParams();
  if (state.keyword) q.set('searchName', state.keyword);
  if (path === SEARCH_PATH) q.set('tabIndex', String(state.tabIndex));
  for (const [label, values] of Object.entries(state.filter)) for (const v of values) q.append(label, v);
  if (state.sortBy) {
    q.set('sortBy', state.sortBy);
    q.set('order', state.order);
  }
  if (state.pageNum > 1) q.set('pageNum', String(state.pageNum));
  if (state.literal) q.set('literal', '1');
  const query = readableQuery(q);
  return query ? `${path}?${query}` : path;
}

/**
 * A link to another state of the page one is on, as its query alone (`?searchName=…`): a results page
 * holds about a hundred such links (filters, sorts, pages), and the path repeated in each would only
 * lengthen its HTML. An address without a query keeps its path (an empty href would keep the query).
 */
export function samePageHref(href: string): string {
  const at = href.indexOf('?');
  return at < 0 ? href : href.slice(at);
}

/** /enterprise.html reads the supplier tab's parameters. */
export const parseEnterpriseParams = (params: Params): SearchUrlState => parseSearchParams(params, 1);
export const enterpriseHref = (state: SearchUrlState) => searchHref(state, ENTERPRISE_PATH);

/** A filter change: new selection, back to page 1 (000 §4). */
export function withFilter(state: SearchUrlState, filter: Record<string, string[]>): SearchUrlState {
  return { ...state, filter, pageNum: 1 };
}

/** Another tab: the keyword stays; filters and sort belong to the tab they were chosen on. */
export function withTab(state: SearchUrlState, tabIndex: 0 | 1): SearchUrlState {
  return { keyword: state.keyword, tabIndex, sortBy: '', order: 'desc', pageNum: 1, filter: {} };
}
