import { z } from 'zod';

// Winning-bid records (000 §3) as the detail page and its calls see them: the schemas are the calls'
// contracts (./contracts.ts), the types come from them. Dates travel as ISO 8601 text, so the server
// page, the HTTP answer and the client share one shape.

/** 000 §3 "Winning-bid record", plus the codes and winner id the detail links need. */
export const bidRecordSchema = z.object({
  bidId: z.number().int(),
  bidCode: z.string(),
  projectName: z.string(),
  /** 1: won (中标); otherwise a candidate announcement (未中标). */
  bidState: z.number().int(),
  cityName: z.string(),
  purchaserType: z.string(),
  /** Space-separated names of the purchasing units. */
  purchaser: z.string(),
  purchaseWay: z.string(),
  bidComp: z.string(),
  /** The winning supplier's compId, or null when the winner is not a listed supplier. */
  bidCompId: z.number().int().nullable(),
  /** In 元. */
  amount: z.number(),
  publishTime: z.string(),
});
export type BidRecord = z.infer<typeof bidRecordSchema>;

/**
 * A bid as a search result lists it (000 §3, searchByType): the record without its code (results link
 * by id); projectName carries <em> highlight tags only.
 */
export const bidHitSchema = bidRecordSchema.omit({ bidCode: true });
export type BidHit = z.infer<typeof bidHitSchema>;

/** getBidByCode: the whole record with its notice. */
export const winningBidDetailSchema = bidRecordSchema.extend({
  projectNumber: z.string(),
  cityCode: z.string(),
  provinceName: z.string(),
  /** The main purchaser's code (getHistoryBidByPurchaseCode). */
  purchaseCode: z.string(),
  serviceTrade: z.string(),
  budgetAmount: z.number().nullable(),
  bidOpenTime: z.string().nullable(),
  /** The announcement text. */
  content: z.string(),
});
export type WinningBidDetail = z.infer<typeof winningBidDetailSchema>;
