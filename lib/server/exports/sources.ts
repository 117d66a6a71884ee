import 'server-only';
import { BID_COLUMNS, BUSINESS_COLUMNS, DEMAND_COLUMNS, rowOf, SCHEME_COLUMNS, SUPPLIER_COLUMNS, type Cell, type ExportColumn } from '@/lib/exports/columns';
import { EXPORT_MAX_ROWS, type ExportList } from '@/lib/exports/types';
import { bidListQuery, demandListQuery, parseBusinessParams, parseDemandParams, withSiteCity } from '@/lib/opportunities/list-params';
import { parseSearchParams } from '@/lib/search/url';
import { serviceListInput } from '@/lib/solutions/list-state';
import type { SearchParams } from '@/lib/url/params';
import type { ResolvedCity } from '@/lib/server/city';
import { listBidOpportunities, listOutsourcingDemands } from '@/lib/server/opportunities';
import { searchSuppliers, searchTenders, toSearchInput } from '@/lib/server/search';
import { listSolutions, solutionListState } from '@/lib/server/solutions';

// What an export reads (docs/features.md, List exports): the page's own URL parser and the page's own
// list service, asked page after page from the first, so the file holds the page's rows in the page's
// order under the same filters. Only the page size differs.

/** Rows asked of a service at once: a few hundred keeps memory flat and the queries few. */
export const EXPORT_BATCH = 500;

/** Who asks and where: the site's city (a city sub-site lists its own city) and the user (their follows tab). */
export interface ExportScope {
  current: ResolvedCity;
  viewer: { userId: number; buId: number };
  now: Date;
}

/** One list's export: its header, the filters to record, and its rows page by page. */
export interface ExportSource {
  headers: string[];
  widths: (number | undefined)[];
  filters: Record<string, unknown>;
  pages(max?: number): AsyncGenerator<Cell[][]>;
}

/** The parsed state without its page number: the file starts at the first result, whatever page was open. */
function filtersOf(state: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(state).filter(([key]) => key !== 'page' && key !== 'pageNum'));
}

/** A source over `fetch(page, size)`, 1-based pages, until a short page or `max` rows. */
function sourceOf<T>(columns: ExportColumn<T>[], state: object, fetch: (page: number, size: number) => Promise<T[]>): ExportSource {
  return {
    headers: columns.map((c) => c.header),
    widths: columns.map((c) => c.width),
    filters: filtersOf(state),
    async *pages(max = EXPORT_MAX_ROWS) {
      let sent = 0;
      for (let page = 1; sent < max; page++) {
        const items = await fetch(page, EXPORT_BATCH);
        const rows = items.slice(0, max - sent).map((item) => rowOf(columns, item));
        if (rows.length) yield rows;
        sent += rows.length;
        if (items.length < EXPORT_BATCH) return;
      }
    },
  };
}

/** The export of `list` under the page's query string. */
export async function exportSource(list: ExportList, params: SearchParams, scope: ExportScope): Promise<ExportSource> {
  const siteCity = scope.current.onSubSite ? scope.current.city.cityCode : null;
  switch (list) {
    case 'bids':
    case 'suppliers': {
      const state = parseSearchParams(params, list === 'bids' ? 0 : 1);
      const input = toSearchInput(state, scope.current);
      const at = (pageNum: number, pageSize: number) => ({ ...input, pageNum, pageSize });
      return list === 'bids'
        ? sourceOf(BID_COLUMNS, state, async (page, size) => (await searchTenders(at(page, size))).dataList)
        : sourceOf(SUPPLIER_COLUMNS, state, async (page, size) => (await searchSuppliers(at(page, size))).dataList);
    }
    case 'business': {
      const state = withSiteCity(parseBusinessParams(params), siteCity);
      const query = bidListQuery(state, scope.now);
      return sourceOf(BUSINESS_COLUMNS, state, async (page, pageSize) => (await listBidOpportunities({ ...query, page, pageSize }, scope.viewer, scope.now)).items);
    }
    case 'demands': {
      const state = withSiteCity(parseDemandParams(params), siteCity);
      const query = demandListQuery(state, scope.now);
      return sourceOf(DEMAND_COLUMNS, state, async (page, pageSize) => (await listOutsourcingDemands({ ...query, page, pageSize }, scope.viewer, scope.now)).items);
    }
    case 'schemes': {
      const { state } = await solutionListState(params);
      const input = serviceListInput(state);
      return sourceOf(SCHEME_COLUMNS, state, async (pageStart, pageSize) => (await listSolutions({ ...input, pageStart, pageSize })).list);
    }
  }
}
