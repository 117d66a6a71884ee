// How the cards and detail pages write amounts (001 §9): yuan, shown in 万 as elsewhere (000 §9).
import { formatAmount } from '@/lib/format/amount';
import { budgetYuan } from './links';
import type { BidCard } from './types';

/** A tender's budget; none given reads 详见公告. */
export function bidBudgetText(card: Pick<BidCard, 'type' | 'budgetAmount'>): string {
  const yuan = budgetYuan(card);
  return yuan === null ? '详见公告' : formatAmount(yuan);
}

/** A demand's price; null is negotiable (面议). */
export const priceText = (price: number | null) => (price === null ? '面议' : formatAmount(price));

/** fieldWork of the outsourcing card (001 §3): 1 and 4 both read full on-site; anything else none. */
export function fieldWorkLabel(fieldWork: number | null): string {
  switch (fieldWork) {
    case 1:
    case 4:
      return '全程驻场';
    case 2:
      return '偶尔到场';
    case 3:
      return '定期驻场';
    default:
      return '无需驻场';
  }
}
