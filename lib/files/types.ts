import { z } from 'zod';

// What schemeUploadFile answers (001 §7), shared by the upload routes, their contracts
// (./contracts.ts) and the upload widgets.
export const uploadedFileSchema = z.object({
  origFileName: z.string(),
  fileId: z.string(),
  fileKey: z.string(),
  fileUrl: z.string(),
  originalFilename: z.string(),
  finalName: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
