import { deleteAdCreativeCall } from '@/lib/ads/admin-contracts';
import { deleteCreative } from '@/lib/server/ads/admin';
import { notFound } from '@/lib/server/http/errors';
import { adminRoute } from '@/lib/server/operators/route';

// An editor deletes an ad creative (docs/features.md, Operator console: ads): a deletion
// of content, so it needs step-up.
export const POST = adminRoute(deleteAdCreativeCall, async ({ id }, { operator }) => {
  if (!(await deleteCreative(operator.actor, id))) throw notFound('广告不存在，请刷新');
  return null;
}, { stepUp: true });
