import { getBuCaseInfoCall } from '@/lib/cases/contracts';
import { getCaseDetail } from '@/lib/server/cases/detail';
import { notFound } from '@/lib/server/http/errors';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7: a case detail by uuid secret and source; an unknown case (or a source it does not have) is 404.
export const GET = apiRoute(getBuCaseInfoCall, async ({ uuidSecret, source }) => {
  const detail = await getCaseDetail(uuidSecret, source);
  if (!detail) throw notFound('案例不存在或已下架');
  return detail;
});
