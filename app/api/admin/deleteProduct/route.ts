import { deleteProductCall } from '@/lib/products/admin-contracts';
import { notFound } from '@/lib/server/http/errors';
import { adminRoute } from '@/lib/server/operators/route';
import { deleteProduct } from '@/lib/server/products/admin';

// An editor deletes a product (docs/features.md, Operator console: products): a deletion of content, so
// it needs step-up.
export const POST = adminRoute(deleteProductCall, async ({ id }, { operator }) => {
  if (!(await deleteProduct(operator.actor, id))) throw notFound('产品不存在，请刷新');
  return null;
}, { stepUp: true });
