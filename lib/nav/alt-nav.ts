// The alternative main navigation bar (001 §2) and the search types it sets (001 §3 session state,
// §9 search types and quick keywords). Pure data and rules.
import { headerSearchHref, normalizeKeyword, SEARCH_PLACEHOLDER } from '@/lib/search/history';
import { ENTERPRISE_PATH } from '@/lib/search/url';
import { DEFAULT_HOT_SEARCHES, type HotSearches } from '@/lib/search/hot-searches';
import { segments } from './active';

export const SEARCH_TYPES = ['软件商机', '软件企业', '产品及方案', '案例', '服务'] as const;
export type SearchTypeName = (typeof SEARCH_TYPES)[number];
/** 001 §3: the session's default search type. */
export const DEFAULT_SEARCH_TYPE: SearchTypeName = '软件商机';

export interface AltNavItem {
  key: string;
  name: string;
  href: string;
  /** Page names (lower case, as active.ts reads a path) that light this item up. */
  pages: readonly string[];
}

export const ALT_NAV: readonly AltNavItem[] = [
  { key: 'index', name: '政企数字化转型', href: '/', pages: [] },
  { key: 'business', name: '软件商机', href: '/business.html#/gop', pages: ['business'] },
  { key: 'enterprise', name: '软件企业', href: '/enterprise.html', pages: ['enterprise'] },
  { key: 'scheme', name: '产品及方案', href: '/scheme.html', pages: ['scheme', 'scheme-detail', 'solution-detail'] },
  { key: 'jfCase', name: '案例', href: '/jfCase.html', pages: ['jfcase'] },
  { key: 'jfService', name: '服务', href: '/jfService.html', pages: ['jfservice'] },
  { key: 'jfMap', name: '地图', href: '/jfMap.html', pages: ['jfmap'] },
];

/** The bar's item of a page: the home page is 政企数字化转型; null for a page outside the bar. */
export function activeAltNavKey(pathname: string | null | undefined): string | null {
  if (pathname === null || pathname === undefined) return null;
  const page = segments(pathname)[0];
  if (page === undefined) return 'index';
  return ALT_NAV.find((item) => item.pages.includes(page))?.key ?? null;
}

/** 001 §2: choosing an item sets the search type to its name; items that are no search type leave it. */
export function searchTypeOfItem(item: AltNavItem): SearchTypeName | null {
  return (SEARCH_TYPES as readonly string[]).includes(item.name) ? (item.name as SearchTypeName) : null;
}

export function parseSearchType(raw: string | null | undefined): SearchTypeName | null {
  return (SEARCH_TYPES as readonly string[]).includes(raw ?? '') ? (raw as SearchTypeName) : null;
}

/** What the header's search box says and where a search goes, per type. */
const TARGETS: Record<SearchTypeName, { placeholder: string; list: string; search: (keyword: string) => string }> = {
  软件商机: { placeholder: '搜索采购意向、招标公告、项目名称', list: '/business.html', search: (k) => procurement(k, 'business') },
  软件企业: { placeholder: '搜索软件企业名称、核心能力、服务行业', list: ENTERPRISE_PATH, search: (k) => `${ENTERPRISE_PATH}?from=search&searchName=${encodeURIComponent(k)}` },
  产品及方案: { placeholder: '搜索产品、解决方案', list: '/scheme.html', search: (k) => procurement(k, 'product') },
  案例: { placeholder: '搜索行业案例、客户名称', list: '/jfCase.html', search: (k) => procurement(k, 'case') },
  服务: { placeholder: '搜索咨询、外包等服务', list: '/jfService.html', search: (k) => `/jfService.html?keyword=${encodeURIComponent(k)}` },
};

function procurement(keyword: string, tab: string): string {
  return `/procurement.html?from=search&keyword=${encodeURIComponent(keyword)}&activeTab=${tab}`;
}

/**
 * Where the header search goes for a type (001 §9 maps each to its page): 软件企业 and 服务 search on
 * their own list pages; 软件商机, 产品及方案 and 案例 on the procurement page's tab of that type (软件商机
 * is its default tab), which searches those records by keyword. An empty keyword opens the type's page.
 * `from=search` marks a search asked from a search box or chip: the page counts it towards the hot
 * searches (lib/server/analytics/searches.ts).
 */
export function searchTypeHref(type: SearchTypeName, keyword: string, now?: number): string {
  if (!keyword) return TARGETS[type].list;
  const href = TARGETS[type].search(keyword);
  return now === undefined ? href : `${href}${href.includes('?') ? '&' : '?'}t=${now}`;
}

export interface HeaderSearchMode {
  /** The type the search goes by; null: the plain header search of 000 §2. */
  type: SearchTypeName | null;
  placeholder: string;
  keywords: readonly string[];
  href: (word: string, now?: number) => string;
}

/**
 * The header search of a page: by the session's type once one is chosen; on the pages of the
 * alternative bar by the default type with the quick keywords (001 §9: the site's 软件商机 hot searches);
 * elsewhere, until a choice, the plain search with the site's hot searches (000 §2).
 */
export function headerSearchMode(stored: SearchTypeName | null, altBar: boolean, hot: HotSearches = DEFAULT_HOT_SEARCHES): HeaderSearchMode {
  const type = stored ?? (altBar ? DEFAULT_SEARCH_TYPE : null);
  return {
    type,
    placeholder: type ? TARGETS[type].placeholder : SEARCH_PLACEHOLDER,
    keywords: altBar ? hot.opportunity : hot.search,
    href: (word, now) => (type ? searchTypeHref(type, normalizeKeyword(word), now) : headerSearchHref(word, now)),
  };
}

/** Where the search forms send a search without JavaScript (app/search-go/route.ts answers it). */
export const SEARCH_FORM_PATH = '/search-go';

/**
 * Where a search form's fields lead: `type` (a search type's name) and `keyword` go where the script
 * sends the same search (searchTypeHref); without a type, the plain header search of 000 §2. A GET form
 * cannot choose its action by a field, so the forms submit to SEARCH_FORM_PATH, which redirects here.
 */
export function searchFormHref(params: URLSearchParams): string {
  const type = parseSearchType(params.get('type'));
  return type ? searchTypeHref(type, normalizeKeyword(params.get('keyword'))) : headerSearchHref(params.get('keyword') ?? '');
}
