import { categoryListCall } from '@/lib/products/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { listCategories } from '@/lib/server/solutions/categories';

// 001 §7 categoryList: the first level, or the children of parentCode (data.hotList, data.list).
export const POST = apiRoute(categoryListCall, ({ parentCode }) => listCategories(parentCode));
