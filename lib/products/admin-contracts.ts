import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { deleteProductSchema, saveCategorySchema, saveProductSchema, setProductHiddenSchema } from './admin-schemas';

// The console's calls on the catalogue (docs/features.md, Operator console: products and categories);
// editors only, not in the partners' document.

export const saveProductCall = contract(catalogue.saveProduct, {
  summary: 'Adds a product to the catalogue or changes one: category, name, summary, introduction, delivery days, packages, questions, keywords, order, hidden.',
  input: saveProductSchema,
  output: z.object({ id: z.number().int() }),
});

export const setProductHiddenCall = contract(catalogue.setProductHidden, {
  summary: 'Hides a product from the navigation, the store and its page, or shows it again.',
  input: setProductHiddenSchema,
  output: z.null(),
});

export const deleteProductCall = contract(catalogue.deleteProduct, {
  summary: 'Deletes a product from the catalogue (after step-up).',
  input: deleteProductSchema,
  output: z.null(),
});

export const saveCategoryCall = contract(catalogue.saveCategory, {
  summary: "Renames a category of the navigation, changes its order, hides or shows it (with its products).",
  input: saveCategorySchema,
  output: z.null(),
});
