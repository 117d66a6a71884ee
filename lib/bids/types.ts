// Winning-bid records (000 §3) as the detail page and its calls see them. Dates travel as ISO 8601
// text, so the server page, the HTTP answer and the client share one shape.

/** 000 §3 "Winning-bid record", plus the codes and winner id the detail links need. */
export interface BidRecord {
  bidId: number;
  bidCode: string;
  projectName: string;
  /** 1: won (中标); otherwise a candidate announcement (未中标). */
  bidState: number;
  cityName: string;
  purchaserType: string;
  /** Space-separated names of the purchasing units. */
  purchaser: string;
  purchaseWay: string;
  bidComp: string;
  /** The winning supplier's compId, or null when the winner is not a listed supplier. */
  bidCompId: number | null;
  /** In 元. */
  amount: number;
  publishTime: string;
}

/**
 * A bid as a search result lists it (000 §3, searchByType): the record without its code (results link
 * by id); projectName carries <em> highlight tags only.
 */
export type BidHit = Omit<BidRecord, 'bidCode'>;

/** getBidByCode: the whole record with its notice. */
export interface WinningBidDetail extends BidRecord {
  projectNumber: string;
  cityCode: string;
  provinceName: string;
  /** The main purchaser's code (getHistoryBidByPurchaseCode). */
  purchaseCode: string;
  serviceTrade: string;
  budgetAmount: number | null;
  bidOpenTime: string | null;
  /** The announcement text. */
  content: string;
}
