import { getBidRecommendSupplierCall } from '@/lib/bids/contracts';
import { getRecommendedSuppliers } from '@/lib/server/bids/recommend';
import { getBidById } from '@/lib/server/bids/service';
import { notFound } from '@/lib/server/http/errors';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7 getBidRecommendSupplier: up to 6 suppliers of the bid's trade, answered as { list }.
export const GET = apiRoute(getBidRecommendSupplierCall, async ({ bidId }) => {
  const bid = await getBidById(bidId);
  if (!bid) throw notFound('中标信息不存在');
  return { list: await getRecommendedSuppliers(bid) };
});
