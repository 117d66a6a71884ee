// Card click targets (001 §2) and amounts (001 §9): pure rules shared by cards, details and pushes.

/** Bid card: type 1 the intention page; bidSource 2 or 3 the platform's purchase page; else the purchase-bid detail. */
export function bidHref(card: { type: number; bidSource: number; code: string }): string {
  const code = encodeURIComponent(card.code);
  if (card.type === 1) return `/politicsTenderDetails.html?intentionCode=${code}`;
  if (card.bidSource === 2 || card.bidSource === 3) return `/gov_purchase_detail.html?bidCode=${code}`;
  return `/purchaseBidDetail.html?orderId=${code}`;
}

/** Outsourcing card: /jfportal/all/detail/jf{orderNo}. */
export const outsourcingHref = (orderNo: string): string => `/jfportal/all/detail/jf${encodeURIComponent(orderNo)}`;

/** A bid card's budget in yuan: type 2 as is, others ×10,000; two decimals (001 §9). */
export function budgetYuan(card: { type: number; budgetAmount: number | null }): number | null {
  if (card.budgetAmount === null || !Number.isFinite(card.budgetAmount)) return null;
  const yuan = card.type === 2 ? card.budgetAmount : card.budgetAmount * 10_000;
  return Math.round(yuan * 100) / 100;
}
