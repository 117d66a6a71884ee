import { detailCall } from '@/lib/products/contracts';
import { notFound } from '@/lib/server/http/errors';
import { apiRoute } from '@/lib/server/http/route';
import { getSolutionDetail } from '@/lib/server/solutions/detail';

// 001 §7 detail: a solution in full with related ones; 404 for an unknown one or the wrong source.
export const POST = apiRoute(detailCall, async ({ originIdSec, originSource }) => {
  const detail = await getSolutionDetail(originIdSec, originSource);
  if (!detail) throw notFound('方案不存在或已下架');
  return detail;
});
