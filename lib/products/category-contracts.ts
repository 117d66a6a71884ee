import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { navCategorySchema } from './category-types';

// The category navigation's call (002 §7).

export const getProductCategoryListCall = contract(catalogue.getProductCategoryList, {
  summary: 'The main category navigation: every category with its products and its hot priced ones (002 §7 getProductCategoryList).',
  input: z.object({}),
  output: z.object({ list: z.array(navCategorySchema) }),
});
