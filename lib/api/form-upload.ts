import type { z } from 'zod';
import { asEnvelope } from './envelope';

/**
 * POSTs a multipart form and reports the upload's progress; resolves to the answer's `data` read by
 * `data` (the call's output schema) when the envelope's code is one of `success`. XMLHttpRequest rather
 * than the ky layer: Chromium streams a fetch body (what upload progress needs) only over HTTP/2, and a
 * large file must not run into the ky layer's 35-second timeout. Rejects with the server's Chinese message.
 */
export function postFormWithProgress<T>(
  path: string,
  form: FormData,
  answer: { data: z.ZodType<T>; success: readonly number[] },
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      const envelope = asEnvelope(xhr.response);
      const data = answer.data.safeParse(envelope?.data);
      if (xhr.status === 200 && envelope && answer.success.includes(envelope.code) && data.success) resolve(data.data);
      else reject(new Error(envelope?.msg || (xhr.status === 401 ? '请先登录' : '上传失败，请重试')));
    };
    xhr.onerror = () => reject(new Error('网络异常，上传失败'));
    xhr.send(form);
  });
}
