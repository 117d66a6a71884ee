import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { UPLOAD_RULES } from '@/lib/files/rules';
import { uploadedFileSchema } from '@/lib/files/types';
import { deleteAdCreativeSchema, saveAdCreativeSchema } from './admin-schemas';

// The console's calls on ads (docs/features.md, Operator console: ads); editors only, not in the
// partners' document.

export const uploadAdImageCall = contract(catalogue.uploadAdImage, {
  summary: "Uploads an ad creative's picture (srctype image: jpg/png/gif up to 2 MB, checked by its content).",
  input: z.object({ srctype: z.enum(['image']), file: z.file().max(UPLOAD_RULES.image.maxBytes) }),
  output: uploadedFileSchema,
});

export const saveAdCreativeCall = contract(catalogue.saveAdCreative, {
  summary: "Adds a creative to an ad slot or changes one: picture, link, schedule (China time), target cities, enabled, order.",
  input: saveAdCreativeSchema,
  output: z.object({ id: z.number().int() }),
});

export const deleteAdCreativeCall = contract(catalogue.deleteAdCreative, {
  summary: 'Deletes an ad creative.',
  input: deleteAdCreativeSchema,
  output: z.null(),
});
