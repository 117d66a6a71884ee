// The fixed workload of the benchmark. The same list runs against searchByType, /search.html, every
// dataset scale and PGlite, so figures from different runs are about the same questions. The list is
// part of the budget: making it shorter or easier to meet a budget is not allowed (docs/benchmarks.md), so the unit
// test pins its size and what it covers.
import { mulberry32 } from '@/seed/rng';
import { searchHref, type SearchUrlState } from '@/lib/search/url';
import { resultWindow } from '@/lib/search/window';
import { COMPANY_KINDS } from '@/seed/vocabulary';
import { COMPETENCES, INDUSTRIES, SERVICE_FORMS, TRADES } from '@/seed/catalogue';
import { categoryCode, SOLUTION_CATEGORIES } from '@/seed/solution-categories';
import { INITIAL_STATE, serviceListInput, solutionListHref, type SolutionListState } from '@/lib/solutions/list-state';

export interface SearchBody {
  type: 1 | 3;
  searchContent: string;
  pageNum: number;
  pageSize: number;
  sortBy: string;
  order: 'asc' | 'desc';
  filter: Record<string, string[]>;
  cityName?: string;
  provinceName?: string;
}

/** A city sub-site: the API gets its city in the body, the page gets it from the Host header. */
export interface SubSite {
  site: string;
  cityName: string;
  provinceName: string;
}

export interface SearchCase {
  id: string;
  /** What the query exercises, for the report. */
  note: string;
  body: SearchBody;
  subSite?: SubSite;
}

/** The last page of an order at API_PAGE_SIZE (the amount order's window is short: lib/search/window.ts). */
function lastPage(sortBy: string): number {
  return Math.floor(resultWindow(sortBy) / API_PAGE_SIZE);
}

/** Legacy clients ask for 20 a page; the page itself shows 9 (SEARCH_PAGE_SIZE) at the same pageNum. */
export const API_PAGE_SIZE = 20;

const CD: SubSite = { site: 'cd', cityName: '成都', provinceName: '四川省' };
const CQ: SubSite = { site: 'cq', cityName: '重庆', provinceName: '重庆市' };

type Spec = [id: string, note: string, keyword: string, extra?: Partial<SearchBody>, subSite?: SubSite];

function build(type: 1 | 3, specs: Spec[]): SearchCase[] {
  return specs.map(([id, note, keyword, extra = {}, subSite]) => ({
    id,
    note,
    subSite,
    body: {
      type,
      searchContent: keyword,
      pageNum: 1,
      pageSize: API_PAGE_SIZE,
      sortBy: '',
      order: 'desc',
      filter: {},
      ...extra,
      ...(subSite ? { cityName: subSite.cityName, provinceName: subSite.provinceName } : {}),
    },
  }));
}

// Keywords come from what buyers type into the search box of a procurement portal; the seed's vocabulary
// (seed/vocabulary.ts) is built from the same words, so most of them have many matches, as
// they would in production. One query matches nothing, which is a real path too.
export const TENDER_CASES: SearchCase[] = build(3, [
  ['T01', '1 char', '医'],
  ['T02', '1 char + purchase way', '云', { filter: { 'purchase_way.keyword': ['公开招标'] } }],
  ['T03', '2 chars', '医疗'],
  ['T04', '2 chars, amount ↓', '平台', { sortBy: 'amount', order: 'desc' }],
  ['T05', '2 chars, amount ↑', '系统', { sortBy: 'amount', order: 'asc' }],
  ['T06', '2 chars, time ↑', '运维', { sortBy: 'publish_time', order: 'asc' }],
  ['T07', '2 chars + city, time ↓', '教育', { sortBy: 'publish_time', order: 'desc', filter: { 'city_name.keyword': ['北京'] } }],
  ['T08', '4 chars', '智慧医疗'],
  [
    'T09',
    '4 chars + unit type + 2 cities',
    '智慧城管',
    { filter: { 'purchaser_type.keyword': ['政府机关'], 'city_name.keyword': ['上海', '深圳'] } },
  ],
  ['T10', '6 chars', '政务数据共享'],
  ['T11', '7 chars, time ↓', '互联网医院平台', { sortBy: 'publish_time', order: 'desc' }],
  ['T12', '8 chars', '政务服务便民热线'],
  ['T13', 'Latin + Chinese', 'OA系统'],
  ['T14', 'digits + Chinese', '12345热线'],
  ['T15', 'Latin + Chinese', 'AI模型'],
  ['T16', 'digits + Chinese (year)', '2025年校园一卡通'],
  ['T17', 'no keyword (browse)', ''],
  ['T18', 'no keyword + city, amount ↓', '', { sortBy: 'amount', order: 'desc', filter: { 'city_name.keyword': ['成都'] } }],
  ['T19', '2 chars, deep page 500', '系统', { pageNum: 500 }],
  ['T20', '2 chars, deep page 250, time ↑', '平台', { pageNum: 250, sortBy: 'publish_time', order: 'asc' }],
  ['T21', "no keyword, the amount order's last page, amount ↑", '', { pageNum: lastPage('amount'), sortBy: 'amount', order: 'asc' }],
  [
    'T22',
    '2 chars + unit type + purchase way',
    '医疗',
    { filter: { 'purchaser_type.keyword': ['医疗机构'], 'purchase_way.keyword': ['竞争性磋商'] } },
  ],
  ['T23', '4 chars, 成都 sub-site', '建设项目', {}, CD],
  ['T24', '6 chars, no match', '量子通信卫星'],
]);

export const SUPPLIER_CASES: SearchCase[] = build(1, [
  ['S01', '1 char', '软'],
  ['S02', '2 chars', '软件'],
  ['S03', '2 chars, case count ↓', '数据', { sortBy: 'case_count', order: 'desc' }],
  ['S04', '2 chars + city, capital ↓', '科技', { sortBy: 'register_capital', order: 'desc', filter: { 'city_name.keyword': ['杭州'] } }],
  ['S05', '2 chars, capital ↑', '信息', { sortBy: 'register_capital', order: 'asc' }],
  ['S06', '2 chars, scale ↓', '智能', { sortBy: 'scale_tag', order: 'desc' }],
  ['S07', '2 chars, scale ↑', '网络', { sortBy: 'scale_tag', order: 'asc' }],
  ['S08', 'no keyword, case count ↑', '', { sortBy: 'case_count', order: 'asc' }],
  ['S09', '3 chars + service trade', '大数据', { filter: { 'service_trade.keyword': ['医疗'] } }],
  [
    'S10',
    '4 chars + service form + customer type',
    '人工智能',
    { filter: { 'service_form.keyword': ['定制开发'], 'customer_type.keyword': ['政府'] } },
  ],
  ['S11', '4 chars + founded + status', '数字孪生', { filter: { establish_time_label: ['3-5年'], register_status: ['存续'] } }],
  ['S12', 'Latin + Chinese', 'SaaS服务'],
  ['S13', 'no keyword + patents + competence', '', { filter: { patent_num_label: ['1-10项'], 'core_competence.keyword': ['云计算'] } }],
  ['S14', '4 chars, deep page 100, case count ↓', '系统集成', { pageNum: 100, sortBy: 'case_count', order: 'desc' }],
  ['S15', '5 chars, 重庆 sub-site', '小程序开发', {}, CQ],
  ['S16', 'no keyword, deep page 500', '', { pageNum: 500 }],
]);

export const SEARCH_CASES: SearchCase[] = [...TENDER_CASES, ...SUPPLIER_CASES];

/** The /search.html address showing the same query (tab, keyword, filters, sort, page). */
export function searchPagePath(c: SearchCase): string {
  const state: SearchUrlState = {
    keyword: c.body.searchContent,
    tabIndex: c.body.type === 3 ? 0 : 1,
    sortBy: c.body.sortBy,
    order: c.body.order,
    pageNum: c.body.pageNum,
    filter: c.body.filter,
  };
  return searchHref(state);
}

/** One line describing a case in tables: keyword (or none) and its note. */
export function caseLabel(c: SearchCase): string {
  return `${c.body.searchContent ? `“${c.body.searchContent}”` : '(none)'} · ${c.note}`;
}

/** /jfCase.html states: both tabs, keyword, city, industry, time presets and ranges, cycle, sort, pages. */
export const CASE_LIBRARY_PATHS: { id: string; note: string; path: string }[] = [
  { id: 'J01', note: 'government tab', path: '/jfCase.html' },
  { id: 'J02', note: 'enterprise tab', path: '/jfCase.html?tab=ent' },
  { id: 'J03', note: 'government, 4-char keyword', path: `/jfCase.html?caseTitle=${encodeURIComponent('智慧医疗')}` },
  { id: 'J04', note: 'enterprise, city + industry', path: '/jfCase.html?tab=ent&cityCode=110100&parentCode=I03' },
  { id: 'J05', note: 'government, last year + industry', path: '/jfCase.html?time=12&parentCode=I01' },
  { id: 'J06', note: 'enterprise, cycle 3-6, newest', path: '/jfCase.html?tab=ent&cycle=3-6&order=1' },
  { id: 'J07', note: 'enterprise, oldest, page 50', path: '/jfCase.html?tab=ent&order=0&page=50' },
  { id: 'J08', note: 'government, keyword + city, page 3', path: `/jfCase.html?caseTitle=${encodeURIComponent('平台')}&cityCode=500100&page=3` },
  { id: 'J09', note: 'government, date range', path: '/jfCase.html?time=range:2025-01-01~2025-06-30' },
];

/** /business.html and /demandHall.html states: filters, every sort tab both ways, deep pages. */
export const OPPORTUNITY_LIST_PATHS: { id: string; note: string; path: string }[] = [
  { id: 'O01', note: 'tenders, first page', path: '/business.html' },
  { id: 'O02', note: 'tenders, city + direction', path: '/business.html?cityCode=510100&direction=rjkf' },
  { id: 'O03', note: 'tenders, notices, budget range, last 30 days', path: '/business.html?type=2&budget=100-500&time=30' },
  { id: 'O04', note: 'tenders, budget descending', path: '/business.html?sort=budget' },
  { id: 'O05', note: 'tenders, deadline ascending, page 20', path: '/business.html?sort=delivery&order=asc&page=20' },
  { id: 'O06', note: 'demand hall, software', path: '/demandHall.html' },
  { id: 'O07', note: 'demand hall, manpower, job type', path: '/demandHall.html?tab=manpower&category=job-dev' },
  { id: 'O08', note: 'demand hall, oldest first, page 10', path: '/demandHall.html?sort=time&order=asc&page=10' },
  { id: 'O09', note: 'demand hall, city + price range', path: '/demandHall.html?cityCode=500100&budget=5-10' },
];

/** The alternative navigation's supplier list, services list and map. */
export const ALT_NAV_PAGE_PATHS: { id: string; note: string; path: string }[] = [
  { id: 'N01', note: 'suppliers, first page', path: '/enterprise.html' },
  { id: 'N02', note: 'suppliers, 2-char keyword', path: `/enterprise.html?searchName=${encodeURIComponent('软件')}` },
  { id: 'N03', note: 'suppliers, trade filter, by case count, page 5', path: `/enterprise.html?service_trade.keyword=${encodeURIComponent('政务')}&sortBy=case_count&order=desc&pageNum=5` },
  { id: 'N04', note: 'services list', path: '/jfService.html' },
  { id: 'N05', note: 'services, keyword', path: `/jfService.html?keyword=${encodeURIComponent('开发')}` },
  { id: 'N06', note: 'industry map', path: '/jfMap.html' },
];

/** The home page, tendering and sourcing index, and the news pages. */
export const HOME_NEWS_PATHS: { id: string; note: string; path: string }[] = [
  { id: 'W1', note: 'home page', path: '/index.html' },
  { id: 'W6', note: 'government tendering', path: '/tendering.html' },
  { id: 'W7', note: 'sourcing index', path: '/sourcing/index.html' },
  { id: 'W2', note: 'industry view', path: '/industryView.html' },
  { id: 'W3', note: 'industry view, page 5', path: '/industryView.html?page=5' },
  { id: 'W4', note: 'column list', path: `/articleList.html?labelCode=JSQY&labelName=${encodeURIComponent('技术前沿')}` },
  { id: 'W5', note: 'article', path: '/consultDetails.html?informatinId=12' },
];

// ---- Never-asked questions ---------------------------------------------------------------------------
// A fixed list asked over and over measures whatever the server remembers between requests (result
// caches, PostgreSQL's buffers). This stream never asks the same keyword with the same filters and
// scope twice within a run, so no cached labels, total or window serve it: its figures are the cost of
// a question nobody asked yet (docs/search.md). Keywords are what people type: half cut from the titles the
// data is made of (1 to 4 characters), a quarter random strings of the most frequent characters, the
// rest Latin and digit words alone or with Chinese; with and without label filters, on city sub-sites,
// in every order both ways, pages 1 to 50 (most people stay on the first pages). Seeded per run; the
// seed is reported.

export interface StreamQuestion extends SearchBody {
  /** The sub-site the question is asked on (its /search.html address is on that host). */
  site?: string;
}

const TITLE_TEXTS = INDUSTRIES.flatMap((i) => [i.name, ...i.children, ...i.systems]);
const SUPPLIER_TEXTS = [...COMPANY_KINDS, ...COMPETENCES.map((c) => c.name), ...SERVICE_FORMS, ...TRADES, ...TITLE_TEXTS];
const LATIN = ['OA', 'GIS', 'AI', '5G', 'ERP', 'CRM', 'IoT', 'BIM', 'App', 'SaaS', '3D', '12345', '2024', '2025', 'VR', 'HIS'];

/** The Chinese characters of some texts, most frequent first. */
function frequentChars(texts: string[], count: number): string[] {
  const freq = new Map<string, number>();
  for (const t of texts) for (const ch of t.match(/[\u4e00-\u9fff]/g) ?? []) freq.set(ch, (freq.get(ch) ?? 0) + 1);
  return [...freq].sort((a, b) => b[1] - a[1]).slice(0, count).map(([ch]) => ch);
}

const SUB_SITES: SubSite[] = [
  CD,
  CQ,
  { site: 'hz', cityName: '杭州', provinceName: '浙江省' },
  { site: 'wh', cityName: '武汉', provinceName: '湖北省' },
  { site: 'nj', cityName: '南京', provinceName: '江苏省' },
  { site: 'xa', cityName: '西安', provinceName: '陕西省' },
];

const TENDER_FILTERS: Record<string, string[]>[] = [
  ...['北京', '上海', '广州', '深圳', '重庆', '成都', '杭州', '武汉', '西安', '南京'].map((c) => ({ 'city_name.keyword': [c] })),
  ...['政府机关', '事业单位', '国有企业', '医疗机构'].map((v) => ({ 'purchaser_type.keyword': [v] })),
  ...['公开招标', '竞争性磋商', '询价', '单一来源'].map((v) => ({ 'purchase_way.keyword': [v] })),
  { 'purchaser_type.keyword': ['政府机关'], 'purchase_way.keyword': ['公开招标'] },
];
const TENDER_SORTS: [string, 'asc' | 'desc'][] = [['', 'desc'], ['publish_time', 'desc'], ['publish_time', 'asc'], ['amount', 'desc'], ['amount', 'asc']];

const SUPPLIER_FILTERS: Record<string, string[]>[] = [
  ...['北京', '上海', '杭州', '成都', '重庆', '南京', '武汉'].map((c) => ({ 'city_name.keyword': [c] })),
  ...['医疗', '教育', '政务', '金融', '制造'].map((v) => ({ 'service_trade.keyword': [v] })),
  ...['定制开发', 'SaaS服务', '技术咨询'].map((v) => ({ 'service_form.keyword': [v] })),
  ...['存续', '在业'].map((v) => ({ register_status: [v] })),
  { establish_time_label: ['5-10年'], register_status: ['存续'] },
];
const SUPPLIER_SORTS: [string, 'asc' | 'desc'][] = [
  ['', 'desc'],
  ['case_count', 'desc'],
  ['case_count', 'asc'],
  ['register_capital', 'desc'],
  ['register_capital', 'asc'],
  ['scale_tag', 'desc'],
  ['scale_tag', 'asc'],
];

/** How many questions the stream makes at most (far more than a run asks). */
export const DISTINCT_CAPACITY = 20_000;

function questionMaker(random: () => number) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const frequent = { 3: frequentChars(TITLE_TEXTS, 80), 1: frequentChars(SUPPLIER_TEXTS, 80) };
  const cut = (text: string, length: number) => {
    const chars = [...text];
    const n = Math.min(length, chars.length);
    const start = between(0, chars.length - n);
    return chars.slice(start, start + n).join('');
  };
  const keyword = (type: 1 | 3): string => {
    const roll = random();
    if (roll < 0.5) return cut(pick(type === 3 ? TITLE_TEXTS : SUPPLIER_TEXTS), between(1, 4));
    if (roll < 0.75) return Array.from({ length: between(1, 4) }, () => pick(frequent[type])).join('');
    const word = pick(LATIN);
    return random() < 0.5 ? word : `${word}${cut(pick(type === 3 ? TITLE_TEXTS : SUPPLIER_TEXTS), between(1, 2))}`;
  };
  const page = () => {
    const roll = random();
    return roll < 0.6 ? 1 : roll < 0.85 ? between(2, 5) : between(6, 50);
  };
  return (type: 1 | 3): StreamQuestion => {
    const [filters, sorts] = type === 3 ? [TENDER_FILTERS, TENDER_SORTS] : [SUPPLIER_FILTERS, SUPPLIER_SORTS];
    const [sortBy, order] = pick(sorts);
    const site = random() < 0.15 ? pick(SUB_SITES) : undefined;
    return {
      type,
      searchContent: keyword(type),
      pageNum: Math.min(page(), lastPage(sortBy)),
      pageSize: API_PAGE_SIZE,
      sortBy,
      order,
      filter: random() < 0.4 ? {} : pick(filters),
      ...(site ? { cityName: site.cityName, provinceName: site.provinceName, site: site.site } : {}),
    };
  };
}

/**
 * `count` questions (at most DISTINCT_CAPACITY), tenders and suppliers 2:1, none repeating another's
 * keyword, filters and scope (what labels, total and windows are cached by).
 */
export function distinctQueries(seed: number, count: number): StreamQuestion[] {
  // Seeded (mulberry32, as the demo data), so a run's stream can be asked again with its seed.
  const random = mulberry32(seed);
  const make = questionMaker(random);
  const seen = new Set<string>();
  const out: StreamQuestion[] = [];
  let attempts = 0;
  while (out.length < Math.min(count, DISTINCT_CAPACITY) && attempts++ < 50 * DISTINCT_CAPACITY) {
    const q = make(out.length % 3 === 2 ? 1 : 3);
    const key = JSON.stringify([q.type, q.searchContent.toLowerCase(), q.filter, q.cityName ?? '']);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(q);
  }
  return out;
}

/**
 * The broad never-asked stream (docs/benchmarks.md "Broad questions"): what a visitor or a crawler asks
 * that the ordinary stream rarely does. Keywords of 1 to 4 characters cut at random from the dataset's
 * own bid titles and supplier names (so many match tens of thousands of records), no filters, every
 * sort both ways, and pages drawn evenly from 1 to 50 (the amount order's to its last page, 18: its
 * deep pages were the search's costliest reads, lib/search/window.ts). Tenders and suppliers 2:1, none repeated.
 */
export function broadQueries(seed: number, count: number, texts: { titles: readonly string[]; suppliers: readonly string[] }): StreamQuestion[] {
  const random = mulberry32(seed ^ 0xb40ad);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const cut = (text: string) => {
    const chars = [...text].filter((ch) => /[\u4e00-\u9fffA-Za-z0-9]/.test(ch));
    const n = Math.min(between(1, 4), chars.length);
    const start = between(0, chars.length - n);
    return chars.slice(start, start + n).join('');
  };
  const seen = new Set<string>();
  const out: StreamQuestion[] = [];
  if (!texts.titles.length || !texts.suppliers.length) return out;
  for (let attempts = 0; out.length < count && attempts < 50 * count; attempts++) {
    const type = out.length % 3 === 2 ? 1 : 3;
    const searchContent = cut(pick(type === 3 ? texts.titles : texts.suppliers));
    const [sortBy, order] = pick(type === 3 ? TENDER_SORTS : SUPPLIER_SORTS);
    const pageNum = between(1, Math.min(50, lastPage(sortBy)));
    const key = JSON.stringify([type, searchContent.toLowerCase(), sortBy, order, pageNum]);
    if (!searchContent || seen.has(key)) continue;
    seen.add(key);
    out.push({ type, searchContent, pageNum, pageSize: API_PAGE_SIZE, sortBy, order, filter: {} });
  }
  return out;
}

/** A never-asked stream shared out between the call and the page, each at concurrency 1 and 32. */
export interface DealtStream<Q> {
  api: { c1: Q[]; c32: Q[] };
  page: { c1: Q[]; c32: Q[] };
}

/**
 * Deals a stream into its four parts one question at a time (call at 1, page at 1, call at 32, page at
 * 32), so every part holds the same mix. The mix drifts along a stream that never repeats itself: once
 * the common one-character keywords have been asked without filters, later ones come with filters,
 * sub-sites and deeper pages more often, and cost more. Until this, the call got the stream's first half
 * and the page its second, so the two budgets were judged on different questions: on one server, 300
 * pages from the stream's start p95 47-56 ms and 300 from its middle 83 ms (calls, 300-400 of each: 41
 * and 67 ms).
 */
export function dealStream<Q>(stream: readonly Q[]): DealtStream<Q> {
  const parts: Q[][] = [[], [], [], []];
  stream.forEach((q, i) => parts[i % 4]!.push(q));
  const [apiC1, pageC1, apiC32, pageC32] = parts as [Q[], Q[], Q[], Q[]];
  return { api: { c1: apiC1, c32: apiC32 }, page: { c1: pageC1, c32: pageC32 } };
}

/** The request body of a stream question (the sub-site travels in the Host header of a page). */
export function questionBody(q: StreamQuestion): SearchBody {
  const body: SearchBody & { site?: string } = { ...q };
  delete body.site;
  return body;
}

// ---- Solutions -----------------------------------------------------------------------------------------
// /scheme.html and serviceList share their questions: each is a state of the list, asked as the page's
// address and as the call's body (lib/solutions/list-state.ts makes both), so the two measure one thing.

export interface SolutionCase {
  id: string;
  note: string;
  state: SolutionListState;
}

const solutionCase = (id: string, note: string, patch: Partial<SolutionListState>): SolutionCase => ({ id, note, state: { ...INITIAL_STATE, ...patch } });

/** Every filter and both price sorts, 1- to 4-character keywords, a deep page and a keyword matching nothing. */
export const SOLUTION_CASES: SolutionCase[] = [
  solutionCase('S01', 'first page', {}),
  solutionCase('S02', 'keyword, 1 character', { searchName: '云' }),
  solutionCase('S03', 'keyword, 2 characters', { searchName: '平台' }),
  solutionCase('S04', 'keyword, 4 characters', { searchName: '智慧校园' }),
  solutionCase('S05', 'first + second category', { firstCategoryId: 'SC01', secondCategoryId: 'SC0103' }),
  solutionCase('S06', 'platform preferred, price ascending', { originTag: '2', sortRule: 1 }),
  solutionCase('S07', 'price 50-100万, descending', { price: '50-100', sortRule: 2 }),
  solutionCase('S08', 'negotiable only', { price: 'negotiable' }),
  solutionCase('S09', 'keyword + category + typed range, page 5', { searchName: '系统', firstCategoryId: 'SC02', price: 'price:5~80', page: 5 }),
  solutionCase('S10', 'deep page 500', { page: 500 }),
  solutionCase('S11', '其他, price descending', { firstCategoryId: 'other', sortRule: 2 }),
  solutionCase('S12', 'no match', { searchName: '量子区块链元宇宙' }),
];

export const solutionBody = (state: SolutionListState) => serviceListInput(state);
export const solutionPath = (state: SolutionListState) => solutionListHref(state);

const SOLUTION_TEXTS = SOLUTION_CATEGORIES.flatMap((f) => [f.name, ...(f.offers ?? []), ...f.children.flatMap((c) => [c.name, ...c.offers])]);
const SOLUTION_PRICES = ['', '', '', '0-10', '10-50', '50-100', '100-300', '300-', 'negotiable', 'price:5~20', 'price:30~', 'price:~15'];

/**
 * `count` list states never repeating a keyword with its filters (nothing is cached by the list, but
 * PostgreSQL's buffers are), in every order both ways, pages 1 to 50 (60 % page 1, 25 % pages 2-5).
 */
export function distinctSolutionStates(seed: number, count: number): SolutionListState[] {
  const random = mulberry32(seed ^ 0x5c4e3e);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const frequent = frequentChars(SOLUTION_TEXTS, 60);
  const keyword = () => {
    const roll = random();
    if (roll < 0.2) return '';
    if (roll < 0.7) {
      const chars = [...pick(SOLUTION_TEXTS)];
      const n = Math.min(between(1, 4), chars.length);
      const start = between(0, chars.length - n);
      return chars.slice(start, start + n).join('');
    }
    if (roll < 0.9) return Array.from({ length: between(1, 3) }, () => pick(frequent)).join('');
    return pick(LATIN);
  };
  const seen = new Set<string>();
  const out: SolutionListState[] = [];
  for (let attempts = 0; out.length < count && attempts < 50 * count; attempts++) {
    const firstIndex = random() < 0.5 ? between(0, SOLUTION_CATEGORIES.length - 1) : -1;
    const first = SOLUTION_CATEGORIES[firstIndex];
    const secondIndex = first && first.children.length && random() < 0.5 ? between(0, first.children.length - 1) : -1;
    const roll = random();
    const state: SolutionListState = {
      searchName: keyword(),
      firstCategoryId: first ? categoryCode(firstIndex) : '',
      secondCategoryId: first && secondIndex >= 0 ? categoryCode(firstIndex, secondIndex) : '',
      originTag: pick(['', '', '1', '2'] as const),
      price: pick(SOLUTION_PRICES),
      sortRule: pick([0, 0, 1, 2] as const),
      page: roll < 0.6 ? 1 : roll < 0.85 ? between(2, 5) : between(6, 50),
    };
    const key = JSON.stringify([state.searchName.toLowerCase(), state.firstCategoryId, state.secondCategoryId, state.originTag, state.price]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(state);
  }
  return out;
}

// ---- Record details (a crawler's walk) ------------------------------------------------------------------
// The sitemaps list a page for every bid and supplier (a million and 100,000 at 1M): a crawler asks each
// once, so neither the page cache nor PostgreSQL's buffers have seen most of them.

/**
 * `count` detail pages never repeated, bids and suppliers 2:1, their ids drawn evenly from the dataset's
 * (the seed makes bids 1..bids and suppliers 1..suppliers).
 */
export function distinctRecordPages(seed: number, counts: { bids: number; suppliers: number }, count: number): string[] {
  const random = mulberry32(seed ^ 0x3d7a11);
  const seen = new Set<string>();
  const out: string[] = [];
  // At most half of either kind is drawn, so a new id is found in a couple of draws.
  const limit = Math.min(count, Math.floor((counts.bids * 3) / 4), Math.floor((counts.suppliers * 3) / 2));
  while (out.length < limit) {
    const supplier = out.length % 3 === 2;
    const id = 1 + Math.floor(random() * (supplier ? counts.suppliers : counts.bids));
    const path = supplier ? `/search-supplierdetail.html?id=${id}` : `/search-signdetail.html?id=${id}`;
    if (seen.has(path)) continue;
    seen.add(path);
    out.push(path);
  }
  return out;
}
