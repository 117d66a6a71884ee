import 'server-only';
import type { SearchPageData } from '@/lib/search/types';
import { getReadDb } from '@/lib/server/db/client';
import type { ResolvedCity } from '@/lib/server/city';
import { SEARCH_TYPE } from '@/lib/search/labels';
import type { SearchByTypeInput } from '@/lib/search/schemas';
import { SEARCH_PAGE_SIZE, typeOfTab, type SearchUrlState } from '@/lib/search/url';
import { COUNT_CAP } from '@/lib/search/counts';
import { countMatches } from './engine';
import type { BidHit } from '@/lib/bids/types';
import type { SearchResult } from '@/lib/search/types';
import type { SupplierHit } from '@/lib/suppliers/types';
import { forgivingSearch } from './forgiving';
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

/**
 * The open tab's results, read forgivingly (./forgiving.ts), and both tab counts (the other tab without
 * filters: they belong to a tab).
 */
export async function loadSearchPage(state: SearchUrlState, current: ResolvedCity): Promise<SearchPageData> {
  const input = toSearchInput(state, current);
  const db = await getReadDb();
  // The other tab counts what this one searched (a correction, simplified characters).
  const tab = input.type === SEARCH_TYPE.tender ? 0 : 1;
  const { result, reading } = await forgivingSearch(input, tab, state.literal);
  const scope = { keyword: reading.searched, cityName: input.cityName || undefined, provinceName: input.provinceName || undefined };
  const other = await countMatches(db, tab === 0 ? supplierSource : tenderSource, scope, COUNT_CAP);
  return tab === 0
    ? { tab: 0, result: result as SearchResult<BidHit>, counts: [result.totalCount, other], reading }
    : { tab: 1, result: result as SearchResult<SupplierHit>, counts: [other, result.totalCount], reading };
}
