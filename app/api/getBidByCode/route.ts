import { getBidByCodeCall } from '@/lib/bids/contracts';
import { getBidByCode } from '@/lib/server/bids/service';
import { notFound } from '@/lib/server/http/errors';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7 getBidByCode: the winning-bid record with its notice.
export const GET = apiRoute(getBidByCodeCall, async ({ bidCode }) => {
  const bid = await getBidByCode(bidCode);
  if (!bid) throw notFound('中标信息不存在');
  return bid;
});
