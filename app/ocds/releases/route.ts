import type { NextRequest } from 'next/server';
import { parseFeedQuery } from '@/lib/ocds/feed-query';
import { releasePage } from '@/lib/server/ocds';
import { ocdsError, ocdsJson, ocdsRateLimit, requestOrigin } from '@/lib/server/ocds/http';

// The OCDS release feed (docs/open-data.md): GET /ocds/releases?limit=&since=&cursor= answers a release package.
export async function GET(req: NextRequest) {
  const limited = await ocdsRateLimit(req);
  if (limited) return limited;
  const parsed = parseFeedQuery(req.nextUrl.searchParams);
  if (!parsed.ok) return ocdsError(400, parsed.error, parsed.message);
  const page = await releasePage(requestOrigin(req), parsed.query);
  // Nothing after this position yet: no package (OCDS wants one release at least); ask again later.
  if (!page) return new Response(null, { status: 204, headers: { 'cache-control': 'public, max-age=30' } });
  return ocdsJson(req, page, 60);
}
