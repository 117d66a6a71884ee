import { dataOf } from '@/lib/api/answer';
import { postFormWithProgress } from '@/lib/api/form-upload';
import { request } from '@/lib/api/request';
import { importStatusCall, uploadImportCall } from './console-contracts';

// The console's client calls on imports (docs/imports.md, The console); a refusal rejects with the
// server's Chinese message.

export const fetchImportStatus = (id: number) => dataOf(request(importStatusCall, { id }, { noJump: true }));

/** Sends a file to import with its choices and reports the upload's progress (up to 200 MB). Resolves to the queued job's id. */
export async function uploadImport(form: FormData, onProgress?: (percent: number) => void): Promise<number> {
  const { id } = await postFormWithProgress(uploadImportCall.call.path, form, { data: uploadImportCall.output, success: [0] }, onProgress);
  return id;
}
