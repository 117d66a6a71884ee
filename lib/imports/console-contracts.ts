import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { recordId } from '@/lib/api/record-id';
import { IMPORT_MAX_BYTES, IMPORT_STATES } from './console';

// The console's imports (docs/imports.md, The console); editors only, not in the partners' document.

export const IMPORT_FORMAT_CHOICES = ['auto', 'ocds', 'template'] as const;

export const uploadImportCall = contract(catalogue.uploadImport, {
  summary:
    'Uploads a file to import (OCDS .json/.jsonl/.gz or the template .csv/.xlsx, up to 200 MB, streamed to disk) and queues its import; answers at once with the job id.',
  input: z.object({
    format: z.enum(IMPORT_FORMAT_CHOICES).default('auto'),
    /** "1": a dry run, the report of a real run without writing. */
    dryRun: z.enum(['0', '1']).default('0'),
    file: z.file().max(IMPORT_MAX_BYTES),
  }),
  output: z.object({ id: z.number().int() }),
});

const refusalSchema = z.object({ line: z.number().int().optional(), pointer: z.string().optional(), reason: z.string() });

export const importJobSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  format: z.enum(['ocds', 'template']),
  dryRun: z.boolean(),
  state: z.enum(IMPORT_STATES),
  /** The share of the file read (0-100); null when unknown. */
  percent: z.number().int().nullable(),
  operator: z.string().nullable(),
  read: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  purchasersCreated: z.number().int(),
  suppliersCreated: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});

export const importStatusCall = contract(catalogue.importStatus, {
  summary: "An import job's state, progress and report, with its first 100 refusals (line or JSON pointer, reason).",
  input: z.object({ id: recordId('导入任务编号') }),
  output: importJobSchema.extend({ refusals: z.array(refusalSchema) }),
});

export const importTemplateCall = contract(catalogue.importTemplate, {
  summary: 'The import template: a CSV in UTF-8 with one example row of each kind (docs/examples/import-template.csv).',
  input: z.object({}),
  // A file, not an envelope: the body as it comes.
  output: z.file(),
});
