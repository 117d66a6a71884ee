import 'server-only';
import { NextResponse } from 'next/server';
import { envelope } from './route';

/**
 * A success envelope browsers and proxies may keep: reference data (dictionaries, cities) that
 * changes with a release, not with the user.
 */
export function cacheableEnvelope<T>(data: T, maxAgeSec = 3600): NextResponse {
  return NextResponse.json(envelope(data), {
    headers: { 'Cache-Control': `public, max-age=${maxAgeSec}, stale-while-revalidate=${maxAgeSec * 24}` },
  });
}
