// What searchByType answers (000 §3, §7). projectName and compName carry <em> highlight tags only.

import type { BidHit } from '@/lib/bids/types';
import type { SolutionListItem } from '@/lib/solutions/types';
import type { SupplierHit } from '@/lib/suppliers/types';
import type { ProcurementTab } from './procurement';

export interface LabelValue {
  key: string;
  count: number;
}

/** Labels, total and cities of one question, before paging (the search answer cache keeps these). */
export interface FacetResult {
  total: number;
  labels: Record<string, LabelValue[]>;
  cities: { cityName: string; cityCode: string; count: number }[];
}

export interface SearchResult<T> {
  label: Record<string, LabelValue[]>;
  dataList: T[];
  totalCount: number;
  cityData: { cityName: string; cityCode: string; count: number }[];
  /**
   * The question matched more records than are counted one by one: label counts are estimates, and so
   * is totalCount when it is COUNT_CAP (1,000) or more (docs/search.md).
   */
  approximate: boolean;
}

export interface CaseHit {
  caseUuid: string;
  source: number;
  caseTitle: string;
  parentIndName: string;
  indName: string;
  cityName: string;
  /** null when the provider keeps its name off the case. */
  buName: string | null;
  publishTime: string;
}

/** A solution among the procurement page's results: the solutions list's card (001 §3). */
export type SolutionHit = SolutionListItem;

/** What /search.html renders: one tab's answer and both tabs' totals. */
/** One search type's answer: winning bids (tab 0) or suppliers (tab 1). */
export type SearchTabData = { tab: 0; result: SearchResult<BidHit> } | { tab: 1; result: SearchResult<SupplierHit> };

export type SearchPageData = SearchTabData & { counts: [number, number] };

/** What /procurement.html renders: the active tab's items and every tab's total. */
export type ProcurementItems =
  | { tab: 'business'; items: BidHit[] }
  | { tab: 'enterprise'; items: SupplierHit[] }
  | { tab: 'case'; items: CaseHit[] }
  | { tab: 'product'; items: SolutionHit[] };

export type ProcurementData = ProcurementItems & { counts: Record<ProcurementTab, number> };
