import { getHistoryBidByPurchaseCodeCall } from '@/lib/bids/contracts';
import { getPurchaserBids } from '@/lib/server/bids/service';
import { notFound } from '@/lib/server/http/errors';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7 getHistoryBidByPurchaseCode: the purchaser's other bids, newest first, as { list, total }.
export const GET = apiRoute(getHistoryBidByPurchaseCodeCall,
  async ({ purchaseCode, bidCode, pageStart, pageSize }) => {
    const page = await getPurchaserBids(purchaseCode, bidCode, { page: pageStart, pageSize });
    if (!page) throw notFound('采购单位不存在');
    return page;
  },
);
