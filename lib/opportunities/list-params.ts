// The URL state of the two opportunity lists, /business.html (government tenders) and /demandHall.html
// (outsourcing demands): filters, the supplier demand sort bar of 001 §4 and the page. Every state
// lives in the legacy URL, so the lists render on the server and every control is a plain link; a
// parameter that is not understood falls back to its default.
import type { SortOrder } from '@/lib/ui/sort';
import type { SearchParams } from '@/lib/url/params';
import { BUSINESS_DIRECTIONS, JOB_TYPES, SERVICE_CATEGORIES, type OptionGroup } from './options';

/**
 * The five tabs of the sort bar (001 §4, §9): all demands, my follows (value 6, needs a login), and
 * three sortable keys whose direction a second click on the active tab turns round.
 */
export const SORT_TABS = [
  { value: '', label: '全部需求', sortable: false },
  { value: '6', label: '我的关注', sortable: false },
  { value: 'budget', label: '预算', sortable: true },
  { value: 'delivery', label: '交付时间', sortable: true },
  { value: 'time', label: '发布时间', sortable: true },
] as const;

export type SortTab = (typeof SORT_TABS)[number]['value'];
export const FOLLOWS_TAB: SortTab = '6';

/** Publish-time windows in days. */
export const TIME_WINDOWS = [
  { key: '3', label: '近3天', days: 3 },
  { key: '7', label: '近7天', days: 7 },
  { key: '30', label: '近30天', days: 30 },
] as const;

export interface BudgetRange {
  key: string;
  label: string;
  /** Yuan; null is open. */
  min: number | null;
  max: number | null;
}

const WAN = 10_000;
const range = (key: string, label: string, min: number | null, max: number | null): BudgetRange => ({ key, label, min, max });

/** Tender budgets (in 万 as the portal shows them, compared in yuan). */
export const BID_BUDGETS: readonly BudgetRange[] = [
  range('0-50', '50万以下', null, 50 * WAN),
  range('50-100', '50-100万', 50 * WAN, 100 * WAN),
  range('100-500', '100-500万', 100 * WAN, 500 * WAN),
  range('500-1000', '500-1000万', 500 * WAN, 1000 * WAN),
  range('1000-', '1000万以上', 1000 * WAN, null),
];

/** Outsourcing prices (yuan; the subscription slider runs 0-500,000). */
export const DEMAND_BUDGETS: readonly BudgetRange[] = [
  range('0-1', '1万以下', null, WAN),
  range('1-5', '1-5万', WAN, 5 * WAN),
  range('5-10', '5-10万', 5 * WAN, 10 * WAN),
  range('10-50', '10-50万', 10 * WAN, 50 * WAN),
  range('50-', '50万以上', 50 * WAN, null),
];

/** Notice kinds of the tender list: purchase intentions (type 1) and purchase notices (type 2). */
export const BID_TYPES = [
  { key: '1', label: '采购意向' },
  { key: '2', label: '采购公告' },
] as const;

export const DEMAND_TABS = [
  { key: 'software', label: '软件外包', channel: 1, tree: SERVICE_CATEGORIES, categoryLabel: '服务类别' },
  { key: 'manpower', label: '人力外包', channel: 2, tree: JOB_TYPES, categoryLabel: '岗位类别' },
] as const;
export type DemandTab = (typeof DEMAND_TABS)[number]['key'];

export const BUSINESS_PATH = '/business.html';
export const DEMAND_HALL_PATH = '/demandHall.html';
export const BID_PAGE_SIZE = 10;
export const DEMAND_PAGE_SIZE = 12;
const MAX_PAGE = 1000;

interface CommonState {
  cityCode: string;
  budget: string;
  time: string;
  sort: SortTab;
  order: SortOrder;
  page: number;
}

export interface BusinessListState extends CommonState {
  direction: string;
  type: string;
}

export interface DemandListState extends CommonState {
  tab: DemandTab;
  category: string;
  subCategory: string;
}

const first = (v: string | string[] | undefined): string => (Array.isArray(v) ? v[0] : v) ?? '';
const oneOf = <T extends string>(value: string, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

function readCommon(params: SearchParams, budgets: readonly BudgetRange[]): CommonState {
  const sort = oneOf(first(params.sort), SORT_TABS.map((t) => t.value), '');
  const sortable = SORT_TABS.find((t) => t.value === sort)?.sortable ?? false;
  const page = Number(first(params.page));
  const city = first(params.cityCode);
  return {
    cityCode: /^\d{6}$/.test(city) ? city : '',
    budget: oneOf(first(params.budget), budgets.map((b) => b.key), ''),
    time: oneOf(first(params.time), TIME_WINDOWS.map((t) => t.key), ''),
    sort,
    // Only a sortable tab has a direction; the others keep the default.
    order: sortable && first(params.order) === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

export function parseBusinessParams(params: SearchParams): BusinessListState {
  return {
    ...readCommon(params, BID_BUDGETS),
    direction: oneOf(first(params.direction), BUSINESS_DIRECTIONS.map((d) => d.code), ''),
    type: oneOf(first(params.type), BID_TYPES.map((t) => t.key), ''),
  };
}

/** The second level only under its own first level; a first level from the other tab's tree is dropped. */
export function parseDemandParams(params: SearchParams): DemandListState {
  const tab = oneOf(first(params.tab), DEMAND_TABS.map((t) => t.key), 'software');
  const tree: readonly OptionGroup[] = demandTab(tab).tree;
  const group = tree.find((g) => g.code === first(params.category));
  const sub = group?.children.find((c) => c.code === first(params.subCategory));
  return { ...readCommon(params, DEMAND_BUDGETS), tab, category: group?.code ?? '', subCategory: sub?.code ?? '' };
}

/** A city sub-site lists its own city unless the URL names another (the list pages and their export). */
export function withSiteCity<S extends { cityCode: string }>(state: S, siteCityCode: string | null): S {
  return !state.cityCode && siteCityCode ? { ...state, cityCode: siteCityCode } : state;
}

export const demandTab = (tab: DemandTab) => DEMAND_TABS.find((t) => t.key === tab) ?? DEMAND_TABS[0];

/** Defaults (empty values, page 1, descending) are left out, so each state has one address. */
function href(path: string, entries: [string, string][]): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) if (value !== '') params.set(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

function commonEntries(s: CommonState): [string, string][] {
  return [
    ['cityCode', s.cityCode],
    ['budget', s.budget],
    ['time', s.time],
    ['sort', s.sort],
    ['order', s.order === 'asc' ? 'asc' : ''],
    ['page', s.page > 1 ? String(s.page) : ''],
  ];
}

export function businessHref(s: BusinessListState): string {
  return href(BUSINESS_PATH, [['type', s.type], ['direction', s.direction], ...commonEntries(s)]);
}

export function demandHallHref(s: DemandListState): string {
  return href(DEMAND_HALL_PATH, [
    ['tab', s.tab === 'software' ? '' : s.tab],
    ['category', s.category],
    ['subCategory', s.subCategory],
    ...commonEntries(s),
  ]);
}

/** The state after a click on a sort tab: a sortable tab starts descending and a click on it while active turns it round. */
export function withSortTab<S extends CommonState>(state: S, value: SortTab): S {
  const tab = SORT_TABS.find((t) => t.value === value);
  const order: SortOrder = tab?.sortable && state.sort === value && state.order === 'desc' ? 'asc' : 'desc';
  return { ...state, sort: value, order, page: 1 };
}

/** A filter change (or the tab switch) goes back to page 1; the tab switch drops the other tree's categories. */
export function withFilters<S extends CommonState>(state: S, patch: Partial<Omit<S, 'page'>>): S {
  return { ...state, ...patch, page: 1 };
}

/** The canonical address of a list: what it lists and its page, not how it is ordered or the viewer's follows. */
export function canonicalBusinessHref(s: BusinessListState): string {
  return businessHref({ ...s, sort: '', order: 'desc', time: '' });
}

export function canonicalDemandHallHref(s: DemandListState): string {
  return demandHallHref({ ...s, sort: '', order: 'desc', time: '' });
}

/** What the list services take: filters resolved to values (yuan, a start moment), the sort and the page. */
export interface ListQuery {
  cityCode?: string;
  budgetMin?: number;
  budgetMax?: number;
  since?: Date;
  sort: SortTab;
  order: SortOrder;
  page: number;
  pageSize: number;
}

export interface BidListQuery extends ListQuery {
  direction?: string;
  type?: 1 | 2;
}

export interface DemandListQuery extends ListQuery {
  channel: 1 | 2;
  category?: string;
  subCategory?: string;
}

const DAY_MS = 86_400_000;

function commonQuery(s: CommonState, budgets: readonly BudgetRange[], now: Date, pageSize: number): ListQuery {
  const budget = budgets.find((b) => b.key === s.budget);
  const window = TIME_WINDOWS.find((t) => t.key === s.time);
  return {
    cityCode: s.cityCode || undefined,
    budgetMin: budget?.min ?? undefined,
    budgetMax: budget?.max ?? undefined,
    since: window ? new Date(now.getTime() - window.days * DAY_MS) : undefined,
    sort: s.sort,
    order: s.order,
    page: s.page,
    pageSize,
  };
}

export function bidListQuery(s: BusinessListState, now: Date): BidListQuery {
  return {
    ...commonQuery(s, BID_BUDGETS, now, BID_PAGE_SIZE),
    direction: s.direction || undefined,
    type: s.type === '1' ? 1 : s.type === '2' ? 2 : undefined,
  };
}

export function demandListQuery(s: DemandListState, now: Date): DemandListQuery {
  return {
    ...commonQuery(s, DEMAND_BUDGETS, now, DEMAND_PAGE_SIZE),
    channel: demandTab(s.tab).channel,
    category: s.category || undefined,
    subCategory: s.subCategory || undefined,
  };
}
