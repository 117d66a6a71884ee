import 'server-only';
import type { SearchPageData } from '@/lib/search/types';
import { getReadDb } from '@/lib/server/db/client';
import type { ResolvedCity } from '@/lib/server/city';
import { SEARCH_TYPE } from '@/lib/search/labels';
import type { SearchByTypeInput } from '@/lib/search/schemas';
import { SEARCH_PAGE_SIZE, typeOfTab, type SearchUrlState } from '@/lib/search/url';
import { COUNT_CAP } from '@/lib/search/counts';
import { countMatches } from './engine';
import { searchSuppliers, searchTenders } from './search-by-type';
import { supplierSource, tenderSource } from './sources';

/** The request a page state makes: on a city sub-site it carries the site's city (000 §3). */
export function toSearchInput(state: SearchUrlState, current: ResolvedCity): SearchByTypeInput {
  return {
    type: typeOfTab(state.tabIndex),
    searchContent: state.keyword,
    pageNum: state.pageNum,
    pageSize: SEARCH_PAGE_SIZE,
    sortBy: state.sortBy,
    order: state.order,
    filter: state.filter,
    cityName: current.onSubSite ? current.city.cityName : '',
    provinceName: current.onSubSite ? current.city.provinceName : '',
  };
}

/** The open tab's results and both tab counts (the other tab without filters: they belong to a tab). */
export async function loadSearchPage(state: SearchUrlState, current: ResolvedCity): Promise<SearchPageData> {
  const input = toSearchInput(state, current);
  const db = await getReadDb();
  const scope = { keyword: input.searchContent, cityName: input.cityName || undefined, provinceName: input.provinceName || undefined };
  if (input.type === SEARCH_TYPE.tender) {
    const [result, other] = await Promise.all([searchTenders(input), countMatches(db, supplierSource, scope, COUNT_CAP)]);
    return { tab: 0, result, counts: [result.totalCount, other] };
  }
  const [result, other] = await Promise.all([searchSuppliers(input), countMatches(db, tenderSource, scope, COUNT_CAP)]);
  return { tab: 1, result, counts: [other, result.totalCount] };
}
