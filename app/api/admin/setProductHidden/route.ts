import { setProductHiddenCall } from '@/lib/products/admin-contracts';
import { notFound } from '@/lib/server/http/errors';
import { adminRoute } from '@/lib/server/operators/route';
import { setProductHidden } from '@/lib/server/products/admin';

// An editor hides a product or shows it again (docs/features.md, Operator console: products).
export const POST = adminRoute(setProductHiddenCall, async ({ id, hidden }, { operator }) => {
  if (!(await setProductHidden(operator.actor, id, hidden))) throw notFound('产品不存在，请刷新');
  return null;
});
