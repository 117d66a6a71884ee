import { fileRoute } from '@/lib/server/http/route';
import { pageSessionOf } from '@/lib/server/session/auth';
import { downloadNetFile } from '@/lib/server/tendering/download';
import { downloadNetFileCall } from '@/lib/tendering/file-contracts';

// The file download proxy (002 §7, blob): GET ?url=&filename=. Errors answer the envelope.
export const GET = fileRoute(downloadNetFileCall, async ({ url, filename }, { req }) => {
  const session = await pageSessionOf(req);
  const file = await downloadNetFile(url, filename, session?.userId ?? null);
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(new Uint8Array(file.data), {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.data.length),
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  });
});
