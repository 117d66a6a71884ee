import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { downloadQuerySchema } from './schemas';

// The notice attachments' download proxy (002 §7 "File upload and download", blob).

export const downloadNetFileCall = contract(catalogue.downloadNetFile, {
  summary:
    "A notice attachment saved under its name: this site's own files from the storage, others only from allow-listed hosts with public addresses; refusals are envelopes (002 §7 downloadNetFile).",
  input: downloadQuerySchema,
  // A file, not an envelope: the body as it comes.
  output: z.file(),
});
