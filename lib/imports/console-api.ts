import { dataOf } from '@/lib/api/answer';
import { asEnvelope } from '@/lib/api/envelope';
import { request } from '@/lib/api/request';
import { importStatusCall, uploadImportCall } from './console-contracts';

// The console's client calls on imports (docs/imports.md, The console); a refusal rejects with the
// server's Chinese message.

export const fetchImportStatus = (id: number) => dataOf(request(importStatusCall, { id }, { noJump: true }));

/**
 * Sends a file to import with its choices and reports the upload's progress. XMLHttpRequest, as
 * lib/files/api.ts uploadFile: fetch reports no upload progress in Chromium over HTTP/1.1, and a file of
 * up to 200 MB must not run into the ky layer's 35-second timeout. Resolves to the queued job's id.
 */
export function uploadImport(form: FormData, onProgress?: (percent: number) => void): Promise<number> {
  const parsed = uploadImportCall.output;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadImportCall.call.path);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      const answer = asEnvelope(xhr.response);
      const data = parsed.safeParse(answer?.data);
      if (xhr.status === 200 && answer?.code === 0 && data.success) resolve(data.data.id);
      else reject(new Error(answer?.msg || '上传失败，请重试'));
    };
    xhr.onerror = () => reject(new Error('网络异常，上传失败'));
    xhr.send(form);
  });
}
