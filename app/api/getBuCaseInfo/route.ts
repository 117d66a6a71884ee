import { buCaseInfoSchema } from '@/lib/cases/schemas';
import { getCaseDetail } from '@/lib/server/cases/detail';
import { notFound } from '@/lib/server/http/errors';
import { legacyRoute } from '@/lib/server/http/route';

// 000 §7: a case detail by uuid secret and source; an unknown case (or a source it does not have) is 404.
export const GET = legacyRoute({ source: 'query', input: buCaseInfoSchema }, async ({ uuidSecret, source }) => {
  const detail = await getCaseDetail(uuidSecret, source);
  if (!detail) throw notFound('案例不存在或已下架');
  return detail;
});
