import { getProductCategoryListCall } from '@/lib/products/category-contracts';
import { apiRoute } from '@/lib/server/http/route';
import { listNavCategories } from '@/lib/server/products/service';

// The main category navigation (002 §7 "product category list"): data.list of categories with products.
export const GET = apiRoute(getProductCategoryListCall, async () => ({ list: await listNavCategories() }));
