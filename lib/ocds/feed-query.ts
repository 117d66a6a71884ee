import { decodeCursor, type FeedPosition } from './cursor';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './publication';

// The release feed's query string (docs/open-data.md): limit, cursor, since. Bad input is refused with a
// message in Chinese (HTTP 400), never a 500.

export interface FeedQuery {
  limit: number;
  after: FeedPosition | null;
  since: Date | null;
}

export type FeedQueryResult = { ok: true; query: FeedQuery } | { ok: false; error: string; message: string };

/** ISO 8601 with a time zone, or a bare date (midnight UTC). */
const SINCE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

export function parseFeedQuery(params: URLSearchParams): FeedQueryResult {
  const rawLimit = params.get('limit');
  let limit = PAGE_LIMIT_DEFAULT;
  if (rawLimit !== null) {
    if (!/^\d{1,4}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > PAGE_LIMIT_MAX) {
      return { ok: false, error: 'invalid_limit', message: `limit 应为 1 到 ${PAGE_LIMIT_MAX} 之间的整数` };
    }
    limit = Number(rawLimit);
  }
  const rawCursor = params.get('cursor');
  const after = rawCursor === null ? null : decodeCursor(rawCursor);
  if (rawCursor !== null && !after) return { ok: false, error: 'invalid_cursor', message: '游标无效：请使用上一页 links.next 中的地址，或从第一页重新开始' };
  const rawSince = params.get('since');
  let since: Date | null = null;
  if (rawSince !== null) {
    const time = SINCE.test(rawSince) ? Date.parse(rawSince) : NaN;
    if (Number.isNaN(time)) return { ok: false, error: 'invalid_since', message: 'since 应为 ISO 8601 时间，例如 2026-11-01T00:00:00+08:00' };
    since = new Date(time);
  }
  return { ok: true, query: { limit, after, since } };
}
