import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { env } from '@/lib/env';
import { readBulkManifest } from '@/lib/server/ocds';
import { ocdsError } from '@/lib/server/ocds/http';

// The daily bulk files (docs/open-data.md): only the names the manifest lists, streamed from the data folder.
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = (await params).file;
  const entry = (await readBulkManifest())?.files.find((f) => f.name === name);
  if (!entry) return ocdsError(404, 'not_found', '没有这个数据文件');
  const file = path.join(env.OPENDATA_DIR, entry.name);
  const size = await stat(file).then((s) => s.size, () => null);
  if (size === null) return ocdsError(404, 'not_found', '数据文件正在生成，请稍后再试');
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      'content-type': entry.contentType,
      'content-length': String(size),
      'content-disposition': `attachment; filename="${entry.name}"`,
      'cache-control': 'public, max-age=3600',
      etag: `"${entry.sha256}"`,
      'access-control-allow-origin': '*',
    },
  });
}
