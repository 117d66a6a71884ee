import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/server/db/client';
import { cases } from '@/lib/server/db/schema';
import { selectAs, type RawRow } from '@/lib/server/db/select-as';
import { type CardRow, cardSelect, toCard } from '@/lib/server/solutions';
import { highlight } from '@/lib/search/highlight';
import { PROCUREMENT_PAGE_SIZE, type ProcurementState, type ProcurementTab } from '@/lib/search/procurement';
import { literalReading } from '@/lib/search/forgiving';
import { toSimplified } from '@/lib/search/script';
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
import { correctionsOf } from './vocabulary';

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
const TABS = Object.keys(sources) as ProcurementTab[];

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

/** Every tab's count of a keyword on the page's site. */
function countsOf(db: Db, q: SearchQuery): Promise<number[]> {
  return Promise.all(TABS.map((t) => countMatches(db, sources[t], q)));
}

/**
 * The procurement page: every tab's count and the open tab's page, scoped to a sub-site's city. The
 * keyword is read forgivingly (docs/search.md "Forgiving search"): traditional characters as simplified,
 * and one that no tab finds as the first correction some tab finds (pinyin, initials, a slip).
 */
export async function loadProcurement(state: ProcurementState, cityCode?: string): Promise<ProcurementData> {
  const db = await getDb();
  const reading = literalReading(state.keyword);
  const keyword = state.keyword && !state.literal ? toSimplified(state.keyword) : state.keyword;
  reading.searched = keyword;
  const questionOf = (k: string): SearchQuery => ({ keyword: k, filter: {}, cityCode, sortBy: '', order: 'desc', pageNum: state.page, pageSize: PROCUREMENT_PAGE_SIZE });
  let [items, counts] = await Promise.all([pageOf({ ...state, keyword }, questionOf(keyword)), countsOf(db, questionOf(keyword))]);
  if (keyword && !state.literal && counts.every((n) => n === 0)) {
    for (const correction of await correctionsOf(db, keyword)) {
      const found = await countsOf(db, questionOf(correction));
      if (found.every((n) => n === 0)) continue;
      [items, counts] = [await pageOf({ ...state, keyword: correction }, questionOf(correction)), found];
      Object.assign(reading, { searched: correction, corrected: true });
      break;
    }
  }
  return { ...items, counts: Object.fromEntries(TABS.map((t, i) => [t, counts[i] ?? 0])) as Record<ProcurementTab, number>, reading };
}
