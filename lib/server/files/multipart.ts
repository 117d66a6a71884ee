import 'server-only';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

export interface DiskPart {
  fields: Record<string, string>;
  file: { name: string; path: string; size: number; sha256: string } | null;
}

/**
 * Reads a multipart body with one file into `path` on disk as it arrives, with its SHA-256, so a file
 * far larger than memory (an import: docs/imports.md) is never held whole. Past `maxBytes` reading
 * stops, the partial file is removed and `tooBig` is thrown (413). Fields sent after the file are read
 * too. A second file is refused.
 */
export async function streamOneFileToDisk(req: NextRequest, opts: { path: string; maxBytes: number; tooBig: string }): Promise<DiskPart> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw badRequest('请以 multipart/form-data 上传文件');
  if (!req.body) throw badRequest('请选择要上传的文件');
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8', limits: { files: 1, fields: 10, fieldSize: 1024, fileSize: opts.maxBytes } });
  } catch {
    throw badRequest('请以 multipart/form-data 上传文件');
  }
  await mkdir(dirname(opts.path), { recursive: true });
  const source = Readable.fromWeb(req.body as unknown as NodeWebStream<Uint8Array>);
  const fields: Record<string, string> = {};
  let file: DiskPart['file'] = null;
  let writing: Promise<void> | null = null;
  const done = new Promise<void>((resolve, reject) => {
    const fail = (err: Error) => {
      source.unpipe(parser);
      source.destroy();
      reject(err);
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      if (writing) {
        stream.resume();
        return fail(badRequest('一次只能上传一个文件'));
      }
      const hash = createHash('sha256');
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        hash.update(chunk);
      });
      stream.on('limit', () => fail(new ApiError(413, ErrorCode.badRequest, opts.tooBig)));
      writing = pipeline(stream, createWriteStream(opts.path)).then(() => {
        file = { name: info.filename ?? '', path: opts.path, size, sha256: hash.digest('hex') };
      });
      writing.catch(() => fail(badRequest('上传内容不完整，请重新上传')));
    });
    parser.on('filesLimit', () => fail(badRequest('一次只能上传一个文件')));
    parser.on('error', () => fail(badRequest('上传内容不完整，请重新上传')));
    parser.on('close', () => resolve());
    source.on('error', () => fail(badRequest('上传内容不完整，请重新上传')));
    source.pipe(parser);
  });
  try {
    await done;
    await writing;
  } catch (err) {
    await rm(opts.path, { force: true });
    throw err;
  }
  return { fields, file };
}
