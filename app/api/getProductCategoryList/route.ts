import { z } from 'zod';
import { legacyRoute } from '@/lib/server/http/route';
import { listNavCategories } from '@/lib/server/products/service';

// The main category navigation (002 §7 "product category list"): data.list of categories with products.
export const GET = legacyRoute({ source: 'query', input: z.object({}).loose() }, async () => ({ list: await listNavCategories() }));
