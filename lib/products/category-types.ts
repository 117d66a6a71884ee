import { z } from 'zod';

// The main category navigation (002 §3 Category, Product) as getProductCategoryList answers it: the
// schemas are the call's contract (./category-contracts.ts), the types come from them.

/** Product (navigation): linkType 3 is a category-type product. */
export const navProductSchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  linkUrl: z.string().nullable(),
  linkType: z.number().int().nullable(),
});
export type NavProduct = z.infer<typeof navProductSchema>;

/** Category (navigation): its products, and the flyout's right-hand list (hot products with prices). */
export const navCategorySchema = z.object({
  id: z.number().int(),
  categoryName: z.string(),
  linkUrl: z.string().nullable(),
  productList: z.array(navProductSchema),
  rightList: z.array(navProductSchema),
  hasRight: z.boolean(),
});
export type NavCategory = z.infer<typeof navCategorySchema>;
