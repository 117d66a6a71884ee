import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { highlight } from '@/lib/search/highlight';
import { cutDescription, PROCUREMENT_PAGE_SIZE, type ProcurementState, type ProcurementTab } from '@/lib/search/procurement';
import { searchTerms } from '@/lib/search/terms';
import type { ProcurementData, ProcurementItems } from '@/lib/search/types';
import { countMatches, searchPage, type SearchQuery, type SearchSource } from './engine';
import {
  bidColumns,
  mapBid,
  mapSupplier,
  supplierColumns,
  toIso,
  type BidRow,
  type SupplierRow,
} from './search-by-type';
import { caseSource, solutionSource, supplierSource, tenderSource } from './sources';

interface CaseRow {
  uuid_secret: string;
  source: number;
  case_title: string;
  parent_ind_name: string;
  ind_name: string;
  city_name: string;
  bu_name: string | null;
  publish_time: string | Date;
}

interface SolutionRow {
  origin_id_sec: string;
  origin_source: number;
  service_name: string;
  first_category_name: string;
  origin_tag: number;
  service_desc: string;
  service_price: string | number | null;
  service_provider: string;
}

const sources: Record<ProcurementTab, SearchSource> = {
  business: tenderSource,
  enterprise: supplierSource,
  case: caseSource,
  product: solutionSource,
};

// A provider that hides its name from the case page is not named in results either.
const caseColumns = sql.raw(
  'uuid_secret, source, case_title, parent_ind_name, ind_name, city_name, case when show_supplier then bu_name end as bu_name, publish_time',
);
const solutionColumns = sql.raw(
  'origin_id_sec, origin_source, service_name, first_category_name, origin_tag, service_desc, service_price, service_provider',
);

async function pageOf(state: ProcurementState, q: SearchQuery): Promise<ProcurementItems> {
  const db = await getDb();
  const hl = searchTerms(state.keyword).highlights;
  switch (state.activeTab) {
    case 'business':
      return { tab: 'business', items: (await searchPage<BidRow>(db, tenderSource, q, bidColumns)).map((r) => mapBid(r, hl)) };
    case 'enterprise':
      return {
        tab: 'enterprise',
        items: (await searchPage<SupplierRow>(db, supplierSource, q, supplierColumns)).map((r) => mapSupplier(r, hl)),
      };
    case 'case':
      return {
        tab: 'case',
        items: (await searchPage<CaseRow>(db, caseSource, q, caseColumns)).map((r) => ({
          caseUuid: r.uuid_secret,
          source: r.source,
          caseTitle: highlight(r.case_title, hl),
          parentIndName: r.parent_ind_name,
          indName: r.ind_name,
          cityName: r.city_name,
          buName: r.bu_name,
          publishTime: toIso(r.publish_time),
        })),
      };
    case 'product':
      return {
        tab: 'product',
        items: (await searchPage<SolutionRow>(db, solutionSource, q, solutionColumns)).map((r) => ({
          originIdSec: r.origin_id_sec,
          originSource: r.origin_source,
          serviceName: highlight(r.service_name, hl),
          firstCategoryName: r.first_category_name,
          originTag: r.origin_tag,
          serviceDesc: cutDescription(r.service_desc),
          servicePrice: r.service_price === null ? null : Number(r.service_price),
          serviceProvider: r.service_provider,
        })),
      };
  }
}

/** The procurement page: every tab's count and the open tab's page, scoped to a sub-site's city. */
export async function loadProcurement(state: ProcurementState, cityCode?: string): Promise<ProcurementData> {
  const db = await getDb();
  const q: SearchQuery = {
    keyword: state.keyword,
    filter: {},
    cityCode,
    sortBy: '',
    order: 'desc',
    pageNum: state.page,
    pageSize: PROCUREMENT_PAGE_SIZE,
  };
  const tabs = Object.keys(sources) as ProcurementTab[];
  const [items, ...counts] = await Promise.all([
    pageOf(state, q),
    ...tabs.map((t) => countMatches(db, sources[t], q)),
  ]);
  return { ...items, counts: Object.fromEntries(tabs.map((t, i) => [t, counts[i] ?? 0])) as Record<ProcurementTab, number> };
}
