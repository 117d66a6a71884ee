// Every state of the case library lives in its legacy URL (/jfCase.html?...), so pages render on the
// server, links work without JavaScript and a shared address shows the same results.
import { DEFAULT_TAB, tabDef } from './filters';
import { ALL_CITIES, caseLibraryParamsSchema, type CaseLibraryState, type IndustryCaseListInput } from './schemas';
import { parseTimeKey, timeBounds } from './time-range';
import type { SearchParams } from '@/lib/url/params';
import { readableQuery } from '@/lib/url/readable';

export const CASE_LIBRARY_PATH = '/jfCase.html';

/** The state a URL asks for; a bad parameter means its default instead of an error page. */
export function parseCaseLibraryParams(params: SearchParams): CaseLibraryState {
  return caseLibraryParamsSchema.parse(params);
}

/** A city sub-site's library starts from the site's own cases; `cityCode=all` widens it to every city. */
export function withSiteCity(state: CaseLibraryState, siteCityCode: string | null): CaseLibraryState {
  return siteCityCode && !state.cityCode ? { ...state, cityCode: siteCityCode } : state;
}

/** The library's first page with no filter, on the given tab. */
export function initialState(tab = DEFAULT_TAB): CaseLibraryState {
  return { tab, caseTitle: '', cityCode: '', parentCode: '', time: '', cycle: '', order: null, page: 1 };
}

/** Changes filters (or the tab), and as every filter change does (000 §4), goes back to page 1. */
export function withFilters(state: CaseLibraryState, patch: Partial<Omit<CaseLibraryState, 'page'>>): CaseLibraryState {
  const next = { ...state, ...patch, page: 1 };
  // The cycle filter and the sort belong to the enterprise tab only.
  return next.tab === 'ent' ? next : { ...next, cycle: '', order: null };
}

function query(entries: [string, string | number | null][]): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) if (value !== null && value !== '') params.set(key, String(value));
  const text = readableQuery(params);
  return text ? `${CASE_LIBRARY_PATH}?${text}` : CASE_LIBRARY_PATH;
}

/** The URL of a state, defaults left out. */
export function caseLibraryHref(state: CaseLibraryState): string {
  return query([
    ['tab', state.tab === DEFAULT_TAB ? null : state.tab],
    ['caseTitle', state.caseTitle],
    ['cityCode', state.cityCode],
    ['parentCode', state.parentCode],
    ['time', state.time],
    ['cycle', state.cycle],
    ['order', state.order],
    ['page', state.page > 1 ? state.page : null],
  ]);
}

/**
 * The canonical URL: what the page is about (tab, keyword, city, industry) and its page. Time ranges
 * count back from today and the cycle and sort only narrow or reorder, so they are left out.
 */
export function canonicalCaseLibraryHref(state: CaseLibraryState): string {
  const { tab, caseTitle, cityCode, parentCode, page } = state;
  return caseLibraryHref({ ...initialState(tab), caseTitle, cityCode, parentCode, page });
}

/** The getIndustryCaseList input of a state, with time presets counted back from `now`. */
export function caseListInput(state: CaseLibraryState, now: Date): IndustryCaseListInput {
  const tab = tabDef(state.tab);
  const { start, end } = timeBounds(parseTimeKey(state.time), now);
  return {
    source: tab.source,
    pageStart: state.page,
    pageSize: tab.pageSize,
    caseTitle: state.caseTitle || undefined,
    cityCode: state.cityCode === ALL_CITIES ? undefined : state.cityCode || undefined,
    parentCode: state.parentCode || undefined,
    start,
    end,
    cycle: state.cycle || undefined,
    order: state.order ?? undefined,
  };
}

