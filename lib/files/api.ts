import { catalogue } from '@/lib/api/catalogue';
import { request } from '@/lib/api/request';
import type { FileKind } from './rules';
import type { UploadedFile } from '@/lib/files/types';

const SRCTYPE: Record<FileKind, string> = { image: 'bulogo', archive: 'archive' };

/**
 * Uploads one file and reports its progress. XMLHttpRequest rather than the ky layer: Chromium sends a
 * streamed fetch body (what upload progress needs there) only over HTTP/2, so fetch cannot report it.
 * Rejects with the server's Chinese message.
 */
export function uploadFile(file: File, kind: FileKind, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', catalogue.schemeUploadFile.path);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      const body = xhr.response as { code?: number; msg?: string; data?: UploadedFile } | null;
      if (xhr.status === 200 && body?.code === 200 && body.data) resolve(body.data);
      else reject(new Error(body?.msg || (xhr.status === 401 ? '请先登录' : '上传失败，请重试')));
    };
    xhr.onerror = () => reject(new Error('网络异常，上传失败'));
    const form = new FormData();
    form.append('srctype', SRCTYPE[kind]);
    form.append('file', file);
    xhr.send(form);
  });
}

/** schemeDelete: removes the user's upload; a failure changes nothing on the page (001 §8). */
export async function deleteUploadedFile(fileKey: string): Promise<boolean> {
  try {
    return (await request('schemeDelete', { fileName: fileKey }, { noJump: true })).code === 200;
  } catch {
    return false;
  }
}
