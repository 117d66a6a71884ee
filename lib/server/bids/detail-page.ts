import 'server-only';
import type { ListPage } from '@/lib/api/list';
import { HISTORY_PAGE_SIZE } from '@/lib/bids/schemas';
import type { WinningBidDetail, BidRecord } from '@/lib/bids/types';
import type { SupplierCard } from '@/lib/suppliers/types';
import { pageWithin } from '@/lib/server/db/paging';
import { getRecommendedSuppliers } from './recommend';
import { getPurchaserBids } from './service';

export interface BidPageLists {
  history: ListPage<BidRecord> & { page: number };
  recommended: SupplierCard[];
}

/** What the detail page shows around a bid: one page of the purchaser's other bids, and suppliers to recommend. */
export async function getBidPageLists(bid: WinningBidDetail, historyPage: number): Promise<BidPageLists> {
  const [history, recommended] = await Promise.all([
    pageWithin(
      // The bid names its purchaser, so the history is there; an empty page covers a purchaser deleted since.
      async (paging) => (await getPurchaserBids(bid.purchaseCode, bid.bidCode, paging)) ?? { list: [], total: 0 },
      { page: historyPage, pageSize: HISTORY_PAGE_SIZE },
    ),
    getRecommendedSuppliers(bid),
  ]);
  return { history, recommended };
}
