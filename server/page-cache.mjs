// A short-lived cache of whole pages for visitors (no session cookie), in front of Next's handler
// (server/server.mjs). Rendering a search or case page costs tens of milliseconds of CPU; the same
// URL asked again within a few seconds, by crawlers or by many visitors, is answered from memory.
// Logged-in requests, API calls, client-side navigations (RSC) and account pages always render.

import { normalisedPageUrl } from './page-params.mjs';

/** Paths that are never cached: calls, build assets (Next serves them itself), account and dev pages. */
const NEVER = /^\/(?:api|_next|dev|login|register|exit|user-center)(?:[/.?]|$)/;
/** Only pages: a path without an extension or a legacy .html one (robots.txt, sitemaps, images go straight through). */
const PAGE = /^\/(?:[^.]*|.*\.html)$/;

/**
 * The key of a request whose answer may come from the cache, or null. Everything that changes a
 * visitor's page is in it and nothing else: host (the city sub-site), path with the parameters the
 * page reads (server/page-params.mjs), the city cookie and the encoding. X-Forwarded-Host and -Proto
 * are not: absolute URLs come from SITE_DOMAIN, never from them (lib/server/http/origin.ts).
 */
export function pageCacheKey(req, { sessionCookie, cityCookie }) {
  if (req.method !== 'GET') return null;
  const url = req.url ?? '/';
  const path = url.split('?')[0];
  if (NEVER.test(path) || !PAGE.test(path)) return null;
  const h = req.headers;
  if (h.rsc || h['next-router-prefetch'] || h['next-router-state-tree'] || h['next-action']) return null;
  const cookies = parseCookies(h.cookie);
  if (cookies[sessionCookie]) return null;
  const encoding = /\bgzip\b/.test(String(h['accept-encoding'] ?? '')) ? 'gzip' : '';
  return [h.host ?? '', normalisedPageUrl(url), cookies[cityCookie] ?? '', encoding].join('\n');
}

/** The cookies of a Cookie header, by name (values as sent). */
export function parseCookies(header) {
  const out = {};
  for (const part of String(header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return out;
}

/** Only complete, successful HTML pages that set no cookie are kept. */
export function isStorable(status, headers) {
  return status === 200 && !headers['set-cookie'] && /^text\/html/.test(String(headers['content-type'] ?? ''));
}

/**
 * An LRU of pages bounded by bytes. An entry is fresh for `ttlMs`, then stale for `staleMs` more: a
 * stale page is still answered while one request renders its successor, so a popular page that
 * expires under load costs one slow request, not a queue of them.
 */
export function createPageCache({ ttlMs, staleMs = ttlMs * 5, maxBytes, now = Date.now }) {
  const entries = new Map();
  let bytes = 0;
  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };
  return {
    /** The entry with `fresh` telling whether it is within its time, or undefined once it is gone. */
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const t = now();
      if (entry.expiresAt + staleMs <= t) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return { ...entry, fresh: entry.expiresAt > t };
    },
    set(key, headers, body) {
      if (ttlMs <= 0 || body.length > maxBytes) return;
      drop(key);
      entries.set(key, { headers, body, expiresAt: now() + ttlMs });
      bytes += body.length;
      while (bytes > maxBytes) drop(entries.keys().next().value);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/** Passes the response through while keeping a copy; `done(status, headers, body)` once it ended. */
export function captureResponse(res, done) {
  const chunks = [];
  const keep = (chunk, encoding) => {
    if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
  };
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  res.write = (chunk, encoding, cb) => {
    keep(chunk, encoding);
    return write(chunk, encoding, cb);
  };
  res.end = (chunk, encoding, cb) => {
    if (typeof chunk !== 'function') keep(chunk, encoding);
    const result = end(chunk, encoding, cb);
    done(res.statusCode, res.getHeaders(), Buffer.concat(chunks));
    return result;
  };
}
