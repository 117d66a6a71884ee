// A multipart upload request as a browser's FormData makes it.
import { NextRequest } from 'next/server';

export { gif, jpg, png, rar, zip } from './file-bytes';

/** A multipart upload request as the widget sends it (srctype first, then the file). */
export function uploadRequest(opts: { name: string; data: Buffer; srctype?: string; cookie?: string; headers?: Record<string, string> }): NextRequest {
  const form = new FormData();
  if (opts.srctype !== undefined) form.append('srctype', opts.srctype);
  form.append('file', new Blob([new Uint8Array(opts.data)]), opts.name);
  const headers: Record<string, string> = { host: 'localhost', ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  return new NextRequest('http://localhost/api/schemeUploadFile', { method: 'POST', body: form, headers });
}
