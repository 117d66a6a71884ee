import { bidByCodeQuerySchema } from '@/lib/bids/schemas';
import { getBidByCode } from '@/lib/server/bids/service';
import { notFound } from '@/lib/server/http/errors';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7 getBidByCode: the winning-bid record with its notice.
export const GET = apiRoute({ source: 'query', input: bidByCodeQuerySchema }, async ({ bidCode }) => {
  const bid = await getBidByCode(bidCode);
  if (!bid) throw notFound('中标信息不存在');
  return bid;
});
