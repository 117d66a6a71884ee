import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { fileKeySchema } from '@/lib/files/schemas';
import { pageSessionOf } from '@/lib/server/session/auth';
import { readableFile } from './uploads';

// A refusal is the 404 of a missing file (existence is not told), and no cache keeps it or a private file.
const NO_STORE = 'private, no-store';
const notFound = () => new NextResponse('文件不存在', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_STORE } });

/**
 * Serves a stored file with its stored type, as a download or an image, never as a page: nosniff, a
 * sandboxing CSP and the original name in Content-Disposition (RFC 6266/5987).
 */
export async function serveFile(req: NextRequest, params: Promise<{ key: string }>): Promise<NextResponse> {
  const key = fileKeySchema.safeParse((await params).key);
  if (!key.success) return notFound();
  const session = await pageSessionOf(req);
  const file = await readableFile(key.data, session?.userId ?? null);
  if (!file) return notFound();
  return fileResponse({ origName: file.meta.origName, contentType: file.meta.contentType, data: file.data }, { inline: file.meta.kind === 'image', isPrivate: file.isPrivate });
}

/**
 * A stored file's answer: `inline` shows it in the browser (a picture; a PDF for its reviewer), else a
 * download. A PDF is left out of the CSP sandbox, in which the browser's viewer refuses to run, and
 * may be framed by this site's pages only.
 */
export function fileResponse(file: { origName: string; contentType: string; data: Buffer }, opts: { inline: boolean; isPrivate: boolean }): NextResponse {
  const ascii = file.origName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const pdf = opts.inline && file.contentType === 'application/pdf';
  return new NextResponse(new Uint8Array(file.data), {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.data.length),
      'content-disposition': `${opts.inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.origName)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': pdf ? "frame-ancestors 'self'" : "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      'cache-control': opts.isPrivate ? NO_STORE : 'private, max-age=3600',
    },
  });
}
