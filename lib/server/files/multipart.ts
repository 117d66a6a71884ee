import 'server-only';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import type { NextRequest } from 'next/server';
import { ErrorCode } from '@/lib/api/envelope';
import { ApiError, badRequest } from '@/lib/server/http/errors';

export interface UploadedPart {
  fields: Record<string, string>;
  file: { name: string; data: Buffer } | null;
}

/**
 * Reads a multipart body with one file, streaming: the file is kept only up to `maxBytes(fields)`
 * (the limit may depend on a field sent before the file); the moment it passes, reading stops and
 * `tooBig` is thrown, so an oversized upload is never held whole. A second file is refused.
 */
export async function readOneFile(
  req: NextRequest,
  opts: { maxBytes: (fields: Record<string, string>) => number; tooBig: (fields: Record<string, string>) => string; hardMax: number },
): Promise<UploadedPart> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw badRequest('请以 multipart/form-data 上传文件');
  if (!req.body) throw badRequest('请选择要上传的文件');
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8', limits: { files: 1, fields: 10, fieldSize: 1024, fileSize: opts.hardMax } });
  } catch {
    throw badRequest('请以 multipart/form-data 上传文件');
  }
  const source = Readable.fromWeb(req.body as unknown as NodeWebStream<Uint8Array>);
  return new Promise<UploadedPart>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: UploadedPart['file'] = null;
    let settled = false;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      reject(err);
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      if (file) {
        stream.resume();
        return fail(badRequest('一次只能上传一个文件'));
      }
      const limit = Math.min(opts.maxBytes(fields), opts.hardMax);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          stream.resume();
          return fail(new ApiError(413, ErrorCode.badRequest, opts.tooBig(fields)));
        }
        chunks.push(chunk);
      });
      stream.on('error', () => fail(badRequest('上传内容不完整，请重新上传')));
      stream.on('limit', () => fail(new ApiError(413, ErrorCode.badRequest, opts.tooBig(fields))));
      stream.on('end', () => {
        if (!settled) file = { name: info.filename ?? '', data: Buffer.concat(chunks) };
      });
    });
    parser.on('filesLimit', () => fail(badRequest('一次只能上传一个文件')));
    parser.on('error', () => fail(badRequest('上传内容不完整，请重新上传')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve({ fields, file });
    });
    source.on('error', () => fail(badRequest('上传内容不完整，请重新上传')));
    source.pipe(parser);
  });
}
