import { legacyRoute } from '@/lib/server/http/route';
import { listCategories } from '@/lib/server/solutions/categories';
import { categoryListSchema } from '@/lib/solutions/schemas';

// 001 §7 categoryList: the first level, or the children of parentCode (data.hotList, data.list).
export const POST = legacyRoute({ source: 'json', input: categoryListSchema }, ({ parentCode }) => listCategories(parentCode));
