// Types of scripts/page-cache.mjs (plain JavaScript: the production server runs it without a compiler).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface PageCacheEntry {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  expiresAt: number;
}

export interface PageCache {
  get(key: string): (PageCacheEntry & { fresh: boolean }) | undefined;
  set(key: string, headers: OutgoingHttpHeaders, body: Buffer): void;
  readonly size: number;
  readonly bytes: number;
}

export function pageCacheKey(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  cookies: { sessionCookie: string; cityCookie: string },
): string | null;
export function isStorable(status: number, headers: OutgoingHttpHeaders): boolean;
export function createPageCache(opts: { ttlMs: number; staleMs?: number; maxBytes: number; now?: () => number }): PageCache;
export function captureResponse(
  res: ServerResponse,
  done: (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void,
): void;
