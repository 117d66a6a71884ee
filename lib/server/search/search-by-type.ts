import 'server-only';
import { sql } from 'drizzle-orm';
import { getReadDb } from '@/lib/server/db/client';
import { bidHitColumns } from '@/lib/server/bids';
import { selectAs, type RawRow } from '@/lib/server/db/select-as';
import { supplierHitColumns, usableLogo } from '@/lib/server/suppliers';
import { highlight } from '@/lib/search/highlight';
import { SEARCH_TYPE } from '@/lib/search/labels';
import type { SearchByTypeInput } from '@/lib/search/schemas';
import { searchTerms } from '@/lib/search/terms';
import type { BidHit } from '@/lib/bids/types';
import type { SearchResult } from '@/lib/search/types';
import type { SupplierHit } from '@/lib/suppliers/types';
import type { SearchQuery, WindowedSource } from './engine';
import { searchWindowed } from './windowed';
import { supplierSource, tenderSource } from './sources';

/** The select lists of a search result row: the record's own columns under its field names. */
export const bidColumns = selectAs(bidHitColumns);
export const supplierColumns = selectAs(supplierHitColumns);
export type BidHitRow = RawRow<typeof bidHitColumns>;
export type SupplierHitRow = RawRow<typeof supplierHitColumns>;

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
  source: WindowedSource,
  select: ReturnType<typeof sql.raw>,
  input: SearchByTypeInput,
  map: (row: Row, hl: string[]) => Hit,
) {
  const db = await getReadDb();
  const q = toQuery(input);
  const { facets, rows } = await searchWindowed<Row>(db, source, q, select);
  const hl = searchTerms(q.keyword).highlights;
  const result: SearchResult<Hit> = {
    label: facets.labels,
    dataList: rows.map((r) => map(r, hl)),
    totalCount: facets.total,
    cityData: facets.cities,
    approximate: facets.approximate,
  };
  return result;
}

export const toIso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

export function mapBid(r: BidHitRow, hl: string[]): BidHit {
  return { ...r, projectName: highlight(r.projectName, hl), amount: Number(r.amount), publishTime: toIso(r.publishTime) };
}

export function mapSupplier(r: SupplierHitRow, hl: string[]): SupplierHit {
  return {
    ...r,
    compName: highlight(r.compName, hl),
    logo: usableLogo(r.logo),
    registerCapital: Number(r.registerCapital),
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
