import 'server-only';
import { selectedConditions } from '@/lib/filter-panel/summary';
import { businessFilterFields, businessFilterState, demandFilterFields, demandFilterState } from '@/lib/opportunities/filter-fields';
import { businessHref, demandHallHref, demandTab, parseBusinessParams, parseDemandParams, withSiteCity, type BusinessListState, type DemandListState } from '@/lib/opportunities/list-params';
import type { FilterTerm, SavedSearchList } from '@/lib/saved-searches/types';
import { LABEL_TITLES, type LabelName } from '@/lib/search/labels';
import { parseSearchParams, searchHref, type SearchUrlState } from '@/lib/search/url';
import { solutionFilterFields, toFilterState } from '@/lib/solutions/filter-fields';
import { solutionListHref, type SolutionListState } from '@/lib/solutions/list-state';
import { searchParamsOf } from '@/lib/url/params';
import { listCities } from '@/lib/server/city';
import { solutionListState } from '@/lib/server/solutions';

// A page's query as a saved search (docs/features.md, Saved searches and feeds): read by the page's own
// parser (what the page itself would list), written back as the page's canonical address without the
// page number and the order, and put in words through the filter panel's own selected conditions.

export interface NormalisedSearch {
  /** The canonical query string (no page, no order). */
  query: string;
  /** The page with these filters. */
  href: string;
  keyword: string;
  terms: FilterTerm[];
  /** The lists that new records are pushed for, with their parsed state. */
  state:
    | { list: 'business'; state: BusinessListState }
    | { list: 'demands'; state: DemandListState }
    | { list: 'bids' | 'suppliers'; state: SearchUrlState }
    | { list: 'schemes'; state: SolutionListState }
    | null;
}

const queryOf = (href: string) => (href.includes('?') ? href.slice(href.indexOf('?') + 1) : '');
const termsOf = (conditions: { field: { label: string }; label: string }[]): FilterTerm[] => conditions.map((c) => ({ label: c.field.label, value: c.label }));

/** `siteCityCode`: a city sub-site's city, which its lists show unless the query names another. */
export async function normaliseSearch(list: SavedSearchList, rawQuery: string, siteCityCode: string | null): Promise<NormalisedSearch> {
  const params = searchParamsOf(rawQuery);
  switch (list) {
    case 'business': {
      const state: BusinessListState = { ...withSiteCity(parseBusinessParams(params), siteCityCode), sort: '', order: 'desc', page: 1 };
      const href = businessHref(state);
      const terms = termsOf(selectedConditions(businessFilterFields(await listCities(), state), businessFilterState(state)));
      return { query: queryOf(href), href, keyword: '', terms, state: { list, state } };
    }
    case 'demands': {
      const state: DemandListState = { ...withSiteCity(parseDemandParams(params), siteCityCode), sort: '', order: 'desc', page: 1 };
      const href = demandHallHref(state);
      const conditions = termsOf(selectedConditions(demandFilterFields(await listCities(), state), demandFilterState(state)));
      return { query: queryOf(href), href, keyword: '', terms: [{ label: '需求类型', value: demandTab(state.tab).label }, ...conditions], state: { list, state } };
    }
    case 'bids':
    case 'suppliers': {
      const state = { ...parseSearchParams(params, list === 'bids' ? 0 : 1), sortBy: '', order: 'desc' as const, pageNum: 1 };
      const href = searchHref(state);
      const terms = Object.entries(state.filter).map(([label, values]) => ({ label: LABEL_TITLES[label as LabelName] ?? label, value: values.join('、') }));
      return { query: queryOf(href), href, keyword: state.keyword, terms, state: { list, state } };
    }
    case 'schemes': {
      const { categories, state: read } = await solutionListState(params);
      const state = { ...read, sortRule: 0 as const, page: 1 };
      const href = solutionListHref(state);
      const terms = termsOf(selectedConditions(solutionFilterFields(categories, state), toFilterState(state, categories.firstLevel)));
      return { query: queryOf(href), href, keyword: state.searchName, terms, state: { list, state } };
    }
  }
}
