import { z } from 'zod';
import { bidHitSchema, type BidHit } from '@/lib/bids/types';
import type { SolutionListItem } from '@/lib/solutions/types';
import { supplierHitSchema, type SupplierHit } from '@/lib/suppliers/types';
import type { SearchInterpretation } from './reading';
import type { ProcurementTab } from './procurement';

// What searchByType answers (000 §3, §7): the schemas are its contract's output (./contracts.ts), the
// types come from them. projectName and compName carry <em> highlight tags only.

export const labelValueSchema = z.object({ key: z.string(), count: z.number() });
export type LabelValue = z.infer<typeof labelValueSchema>;

/** Each label's values with their counts, by the label's name (./labels.ts). */
const labelsSchema = z.record(z.string(), z.array(labelValueSchema));
const cityCountSchema = z.object({ cityName: z.string(), cityCode: z.string(), count: z.number() });

/** Labels, total and cities of one question, before paging (the search answer cache keeps these). */
export const facetResultSchema = z.object({
  total: z.number(),
  labels: labelsSchema,
  cities: z.array(cityCountSchema),
});
export type FacetResult = z.infer<typeof facetResultSchema>;

/** One page of a search of `item`s, with the labels, total and cities of the whole question. */
export const searchResultOf = <S extends z.ZodType>(item: S) =>
  z.object({
    label: labelsSchema,
    dataList: z.array(item),
    totalCount: z.number(),
    cityData: z.array(cityCountSchema),
    /**
     * The question matched more records than are counted one by one: label counts are estimates, and so
     * is totalCount when it is COUNT_CAP (1,000) or more (docs/search.md).
     */
    approximate: z.boolean(),
  });
export type SearchResult<T> = Omit<z.infer<ReturnType<typeof searchResultOf>>, 'dataList'> & { dataList: T[] };

/** searchByType type 3: winning bids. */
export const bidSearchResultSchema = searchResultOf(bidHitSchema);
/** searchByType type 1: suppliers. */
export const supplierSearchResultSchema = searchResultOf(supplierHitSchema);

/**
 * searchByType's answer, by the type asked: winning bids (3) or suppliers (1). The answer does not name
 * its type; the records tell them apart (a bid has bidId, a supplier compId).
 */
export const searchByTypeAnswerSchema = z.union([bidSearchResultSchema, supplierSearchResultSchema]);
export type SearchByTypeAnswer = z.infer<typeof searchByTypeAnswerSchema>;

export const caseHitSchema = z.object({
  caseUuid: z.string(),
  source: z.number().int(),
  caseTitle: z.string(),
  parentIndName: z.string(),
  indName: z.string(),
  cityName: z.string(),
  /** null when the provider keeps its name off the case. */
  buName: z.string().nullable(),
  publishTime: z.string(),
});
export type CaseHit = z.infer<typeof caseHitSchema>;

/** A solution among the procurement page's results: the solutions list's card (001 §3). */
export type SolutionHit = SolutionListItem;

/** What /search.html renders: one tab's answer and both tabs' totals. */
/** One search type's answer: winning bids (tab 0) or suppliers (tab 1). */
export type SearchTabData = { tab: 0; result: SearchResult<BidHit> } | { tab: 1; result: SearchResult<SupplierHit> };

/** `reading`: how the keyword was read (lib/search/forgiving.ts). */
export type SearchPageData = SearchTabData & { counts: [number, number]; reading: SearchInterpretation };

/** What /procurement.html renders: the active tab's items and every tab's total. */
export type ProcurementItems =
  | { tab: 'business'; items: BidHit[] }
  | { tab: 'enterprise'; items: SupplierHit[] }
  | { tab: 'case'; items: CaseHit[] }
  | { tab: 'product'; items: SolutionHit[] };

/** `reading`: how the keyword was read (lib/search/forgiving.ts). */
export type ProcurementData = ProcurementItems & { counts: Record<ProcurementTab, number>; reading: SearchInterpretation };
