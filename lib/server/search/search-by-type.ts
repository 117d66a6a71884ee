import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { usableLogo } from '@/lib/server/suppliers/logo';
import { highlight } from '@/lib/search/highlight';
import { SEARCH_TYPE } from '@/lib/search/labels';
import type { SearchByTypeInput } from '@/lib/search/schemas';
import { searchTerms } from '@/lib/search/terms';
import type { BidHit, SearchResult, SupplierHit } from '@/lib/search/types';
import { searchWindowed, type SearchQuery, type SearchSource } from './engine';
import type { VersionedSource } from './result-cache';
import { supplierSource, tenderSource } from './sources';

export interface BidRow {
  id: number;
  project_name: string;
  bid_state: number;
  city_name: string;
  purchaser_type: string;
  purchaser: string;
  purchase_way: string;
  bid_comp: string;
  bid_comp_id: number | null;
  amount: string | number;
  publish_time: string | Date;
}

export interface SupplierRow {
  id: number;
  comp_name: string;
  logo: string | null;
  city_name: string;
  service_trade: string[];
  core_competence: string[];
  service_form: string[];
  register_capital: string | number;
  comp_scale: string;
  case_count: number;
}

export const bidColumns = sql.raw(
  'id, project_name, bid_state, city_name, purchaser_type, purchaser, purchase_way, bid_comp, bid_comp_id, amount, publish_time',
);
export const supplierColumns = sql.raw(
  'id, comp_name, logo, city_name, service_trade, core_competence, service_form, register_capital, comp_scale, case_count',
);

function toQuery(input: SearchByTypeInput): SearchQuery {
  return {
    keyword: input.searchContent,
    filter: input.filter,
    cityName: input.cityName || undefined,
    provinceName: input.provinceName || undefined,
    sortBy: input.sortBy,
    order: input.order,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

async function run<Row, Hit>(
  source: SearchSource & { versioned: VersionedSource },
  select: ReturnType<typeof sql.raw>,
  input: SearchByTypeInput,
  map: (row: Row, hl: string[]) => Hit,
) {
  const db = await getDb();
  const q = toQuery(input);
  const { facets, rows } = await searchWindowed<Row>(db, source, q, select);
  const hl = searchTerms(q.keyword).highlights;
  const result: SearchResult<Hit> = {
    label: facets.labels,
    dataList: rows.map((r) => map(r, hl)),
    totalCount: facets.total,
    cityData: facets.cities,
  };
  return result;
}

export const toIso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

export function mapBid(r: BidRow, hl: string[]): BidHit {
  return {
    bidId: r.id,
    projectName: highlight(r.project_name, hl),
    bidState: r.bid_state,
    cityName: r.city_name,
    purchaserType: r.purchaser_type,
    purchaser: r.purchaser,
    purchaseWay: r.purchase_way,
    bidComp: r.bid_comp,
    bidCompId: r.bid_comp_id,
    amount: Number(r.amount),
    publishTime: toIso(r.publish_time),
  };
}

export function mapSupplier(r: SupplierRow, hl: string[]): SupplierHit {
  return {
    compId: r.id,
    compName: highlight(r.comp_name, hl),
    logo: usableLogo(r.logo),
    cityName: r.city_name,
    serviceTrade: r.service_trade,
    coreCompetence: r.core_competence,
    serviceForm: r.service_form,
    registerCapital: Number(r.register_capital),
    compScale: r.comp_scale,
    caseCount: r.case_count,
  };
}

export function searchTenders(input: SearchByTypeInput): Promise<SearchResult<BidHit>> {
  return run(tenderSource, bidColumns, input, mapBid);
}

export function searchSuppliers(input: SearchByTypeInput): Promise<SearchResult<SupplierHit>> {
  return run(supplierSource, supplierColumns, input, mapSupplier);
}

/** searchByType (000 §7): type 3 winning bids, type 1 suppliers. */
export function searchByType(input: SearchByTypeInput): Promise<SearchResult<BidHit> | SearchResult<SupplierHit>> {
  return input.type === SEARCH_TYPE.tender ? searchTenders(input) : searchSuppliers(input);
}
