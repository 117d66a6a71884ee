import { exportListCall } from '@/lib/exports/contracts';
import { CITY_COOKIE } from '@/lib/city/rules';
import { cityOfRequest } from '@/lib/server/city';
import { startExport } from '@/lib/server/exports';
import { userFileRoute } from '@/lib/server/http/user-file-route';

// A list page's results as a file (docs/features.md, List exports): logged-in users only, 20 a day,
// streamed as the page's service answers; no cache keeps the file.
export const GET = userFileRoute(exportListCall, async (input, { req, session }) => {
  const current = await cityOfRequest(req.headers, req.cookies.get(CITY_COOKIE)?.value);
  const file = await startExport(input, { current, viewer: { userId: session.userId, buId: session.buId }, now: new Date() });
  const ascii = `export-${input.list}.${input.format}`;
  return new Response(file.body, {
    headers: {
      'content-type': file.contentType,
      // RFC 6266 / 5987: an ASCII name for old clients, the Chinese one in filename*.
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  });
});
