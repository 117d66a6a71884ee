import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { recordId } from '@/lib/api/record-id';
import { UPLOAD_RULES } from '@/lib/files/rules';
import { uploadedFileSchema } from '@/lib/files/types';
import { articleFormSchema, articleStateSchema, SHOWN_STATES } from './editor';

// The console's news calls (docs/features.md, Operator console "News"): editors only, never published.

export const newsSaveCall = contract(catalogue.newsSave, {
  summary: 'Creates an article as a draft, or changes one keeping its state; the body is sanitized before it is stored.',
  input: articleFormSchema,
  output: z.object({ id: z.number().int(), state: z.enum(SHOWN_STATES) }),
});

export const newsStateCall = contract(catalogue.newsState, {
  summary: 'Publishes an article now, schedules it for a future time, or takes it down.',
  input: articleStateSchema,
  output: z.object({ state: z.enum(SHOWN_STATES), publishTime: z.string() }),
});

export const newsDeleteCall = contract(catalogue.newsDelete, {
  summary: 'Deletes an article for good (a sensitive action).',
  input: z.object({ id: recordId('文章编号') }),
  output: z.null(),
});

export const newsUploadImageCall = contract(catalogue.newsUploadImage, {
  summary: 'Uploads a picture for an article (jpg/png/gif up to 2 MB, checked by its content); it becomes public with the article that shows it.',
  input: z.object({ file: z.file().max(UPLOAD_RULES.image.maxBytes) }),
  output: uploadedFileSchema,
});
