import { saveCategoryCall } from '@/lib/products/admin-contracts';
import { notFound } from '@/lib/server/http/errors';
import { adminRoute } from '@/lib/server/operators/route';
import { saveCategory } from '@/lib/server/products/admin';

// An editor renames, reorders, hides or shows a category (docs/features.md, Operator console: products).
export const POST = adminRoute(saveCategoryCall, async ({ id, ...form }, { operator }) => {
  if (!(await saveCategory(operator.actor, id, form))) throw notFound('分类不存在，请刷新');
  return null;
});
