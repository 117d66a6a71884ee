import { saveProductCall } from '@/lib/products/admin-contracts';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { adminRoute } from '@/lib/server/operators/route';
import { saveProduct } from '@/lib/server/products/admin';

// An editor adds or changes a product of the catalogue (docs/features.md, Operator console: products).
export const POST = adminRoute(saveProductCall, async (input, { operator }) => {
  const result = await saveProduct(operator.actor, input);
  if (result === 'missing') throw notFound('产品不存在，请刷新');
  if (result === 'no-category') throw badRequest('所属分类不存在');
  return result;
});
