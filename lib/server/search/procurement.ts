import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { cases } from '@/lib/server/db/schema';
import { selectAs, type RawRow } from '@/lib/server/db/select-as';
import { type CardRow, cardSelect, toCard } from '@/lib/server/solutions';
import { highlight } from '@/lib/search/highlight';
import { PROCUREMENT_PAGE_SIZE, type ProcurementState, type ProcurementTab } from '@/lib/search/procurement';
import { searchTerms } from '@/lib/search/terms';
import type { ProcurementData, ProcurementItems } from '@/lib/search/types';
import { countMatches, searchPage, type SearchQuery, type SearchSource } from './engine';
import {
  bidColumns,
  mapBid,
  mapSupplier,
  supplierColumns,
  toIso,
  type BidHitRow,
  type SupplierHitRow,
} from './search-by-type';
import { caseSource, solutionSource, supplierSource, tenderSource } from './sources';

const caseHitColumns = {
  caseUuid: cases.uuidSecret,
  source: cases.source,
  caseTitle: cases.caseTitle,
  parentIndName: cases.parentIndName,
  indName: cases.indName,
  cityName: cases.cityName,
  publishTime: cases.publishTime,
};
type CaseHitRow = RawRow<typeof caseHitColumns> & { buName: string | null };

const sources: Record<ProcurementTab, SearchSource> = {
  business: tenderSource,
  enterprise: supplierSource,
  case: caseSource,
  product: solutionSource,
};

// A provider that hides its name from the case page is not named in results either.
const caseColumns = sql`${selectAs(caseHitColumns)}, case when ${sql.identifier(cases.showSupplier.name)} then ${sql.identifier(cases.buName.name)} end as "buName"`;

async function pageOf(state: ProcurementState, q: SearchQuery): Promise<ProcurementItems> {
  const db = await getDb();
  const hl = searchTerms(state.keyword).highlights;
  switch (state.activeTab) {
    case 'business':
      return { tab: 'business', items: (await searchPage<BidHitRow>(db, tenderSource, q, bidColumns)).map((r) => mapBid(r, hl)) };
    case 'enterprise':
      return {
        tab: 'enterprise',
        items: (await searchPage<SupplierHitRow>(db, supplierSource, q, supplierColumns)).map((r) => mapSupplier(r, hl)),
      };
    case 'case':
      return {
        tab: 'case',
        items: (await searchPage<CaseHitRow>(db, caseSource, q, caseColumns)).map((r) => ({
          ...r,
          caseTitle: highlight(r.caseTitle, hl),
          publishTime: toIso(r.publishTime),
        })),
      };
    case 'product':
      return {
        tab: 'product',
        items: (await searchPage<CardRow>(db, solutionSource, q, cardSelect)).map((r) => toCard(r, hl)),
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
