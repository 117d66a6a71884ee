// Types of scripts/page-cache.mjs (plain JavaScript: the production server runs it without a compiler).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** A page as the cache keeps it (keepPage): served only through pageCopy. */
export interface KeptPage {
  headers: OutgoingHttpHeaders;
  nonce?: string;
  bytes: number;
}

export interface PageCache {
  get(key: string): { page: KeptPage; fresh: boolean } | undefined;
  set(key: string, headers: OutgoingHttpHeaders, body: Buffer): void;
  readonly size: number;
  readonly bytes: number;
}

export function pageCacheKey(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  cookies: { sessionCookie: string; cityCookie: string },
): string | null;
export function isStorable(status: number, headers: OutgoingHttpHeaders): boolean;
export function keepPage(headers: OutgoingHttpHeaders, body: Buffer): KeptPage | null;
export function pageCopy(page: KeptPage, nonce: string): { headers: OutgoingHttpHeaders; body: Buffer };
export function createPageCache(opts: { ttlMs: number; staleMs?: number; maxBytes: number; now?: () => number }): PageCache;
export function captureResponse(
  res: ServerResponse,
  done: (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void,
): void;
