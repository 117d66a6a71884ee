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
