// A short-lived cache of whole pages for visitors (no session cookie), in front of Next's handler
// (server/server.mjs). Rendering a search or case page costs tens of milliseconds of CPU; the same
// URL asked again within a few seconds, by crawlers or by many visitors, is answered from memory.
// Logged-in requests, API calls, client-side navigations (RSC) and account pages always render.

import crc32 from 'buffer-crc32';
import { constants, deflateRawSync, gunzipSync } from 'node:zlib';
import { parseCookies } from '../lib/cookies.mjs';
import { normalisedPageUrl } from './page-params.mjs';

/** Paths that are never cached: calls, build assets (Next serves them itself), account, console and dev pages, the links in mails. */
const NEVER = /^\/(?:api|_next|dev|admin|login|register|exit|user-center|mailConfirm|mailUnsubscribe)(?:[/.?]|$)/;
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
  if (cookies.get(sessionCookie)) return null;
  const encoding = /\bgzip\b/.test(String(h['accept-encoding'] ?? '')) ? 'gzip' : '';
  return [h.host ?? '', normalisedPageUrl(url), cookies.get(cityCookie) ?? '', encoding].join('\n');
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
    bytes -= entry.page.bytes;
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
      return { page: entry.page, fresh: entry.expiresAt > t };
    },
    /** Keeps the answer (status 200, `headers`, `body` as sent) when keepPage can; serve it with pageCopy. */
    set(key, headers, body) {
      if (ttlMs <= 0 || body.length > maxBytes) return;
      const page = keepPage(headers, body);
      if (!page) return;
      drop(key);
      entries.set(key, { page, expiresAt: now() + ttlMs });
      bytes += page.bytes;
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

/** Headers of one answer, never of the page: each copy served gets its own (or Node's). */
const PER_ANSWER = ['x-request-id', 'x-page-cache', 'strict-transport-security', 'connection', 'content-length', 'transfer-encoding'];
const NONCE = /'nonce-([^']+)'/;
const FULL_FLUSH = { finishFlush: constants.Z_FULL_FLUSH };
/** gzip's header (RFC 1952: deflate, no name, no time, unknown OS) and deflate's closing block. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const LAST_BLOCK = deflateRawSync(Buffer.alloc(0));

/**
 * A page as the cache keeps it, so that every copy served carries a nonce of its own. The page's
 * Content-Security-Policy lets its inline scripts run by a nonce (lib/security/content-security-policy.ts),
 * which proves a script is the page's only while nobody can know it in advance; one nonce shown to every
 * visitor for the cache's lifetime proves nothing (CSP 3, "nonces must be unique per response"). So the
 * page is kept cut at each occurrence of its nonce, and pageCopy puts a fresh one in every cut. Hashes of
 * the inline scripts instead would need the policy without 'strict-dynamic' (Next's script tags load by
 * the nonce), and not keeping such pages would keep none. A gzip answer (Next compresses for clients
 * that accept it) is kept as raw deflate pieces cut the same way, each ending on a full flush so that no
 * piece refers to another's bytes: a copy is the pieces joined with a fresh nonce's block and a new
 * CRC-32, never a compression of the whole page. Answers in another encoding (deflate) are not kept.
 */
export function keepPage(headers, body) {
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && encoding !== 'gzip') return null;
  const kept = { ...headers };
  for (const name of PER_ANSWER) delete kept[name];
  const nonce = NONCE.exec(String(headers['content-security-policy'] ?? ''))?.[1];
  if (!nonce) return { headers: kept, bytes: body.length, body };
  const mark = Buffer.from(nonce);
  if (encoding !== 'gzip') {
    const parts = split(body, mark);
    return { headers: kept, nonce, parts, bytes: body.length };
  }
  // Kept compressed, with each piece's CRC-32 and length: a copy's checksum is combined from them.
  const pieces = split(gunzipSync(body), mark).map((piece) => ({ deflated: deflateRawSync(piece, FULL_FLUSH), crc: crc32.unsigned(piece), length: piece.length }));
  return { headers: kept, nonce, pieces, bytes: pieces.reduce((n, p) => n + p.deflated.length, 0) };
}

/** The answer of one visitor from a kept page: its headers, and its body with `nonce` for the kept one. */
export function pageCopy(page, nonce) {
  if (!page.nonce) return { headers: page.headers, body: page.body };
  const headers = { ...page.headers, 'content-security-policy': String(page.headers['content-security-policy']).replaceAll(page.nonce, nonce) };
  const fresh = Buffer.from(nonce);
  if (page.parts) return { headers, body: Buffer.concat(page.parts.flatMap((part, i) => (i ? [fresh, part] : [part]))) };
  // RFC 1952: header, the deflate blocks (each piece and a block of the nonce between), CRC-32, length.
  const block = deflateRawSync(fresh, FULL_FLUSH);
  const nonceCrc = crc32.unsigned(fresh);
  const blocks = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  page.pieces.forEach((piece, i) => {
    if (i) {
      blocks.push(block);
      crc = crc32Combine(crc, nonceCrc, fresh.length);
      length += fresh.length;
    }
    blocks.push(piece.deflated);
    crc = crc32Combine(crc, piece.crc, piece.length);
    length += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return { headers, body: Buffer.concat([...blocks, LAST_BLOCK, trailer]) };
}

// CRC-32 of two byte strings joined, from the CRC-32 of each and the second's length, as zlib's
// crc32_combine computes it (crc32.c: multiplication modulo the CRC polynomial, reflected).
const POLY = 0xedb88320;

function multModP(a, b) {
  let p = 0;
  for (let m = 2 ** 31; m; m >>>= 1) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) modulo the polynomial, n = 0..31. */
const X2N = [];
for (let n = 0, p = 2 ** 30; n < 32; n++) X2N.push((p = n ? multModP(p, p) : p));

function crc32Combine(crc1, crc2, length2) {
  let p = 2 ** 31;
  for (let n = length2, k = 3; n; n = Math.floor(n / 2), k++) if (n % 2) p = multModP(X2N[k & 31], p);
  return (multModP(p, crc1) ^ crc2) >>> 0;
}

/** `buffer` cut at each occurrence of `mark` (which is left out). */
function split(buffer, mark) {
  const pieces = [];
  let from = 0;
  for (let at = buffer.indexOf(mark); at >= 0; at = buffer.indexOf(mark, from)) {
    pieces.push(buffer.subarray(from, at));
    from = at + mark.length;
  }
  pieces.push(buffer.subarray(from));
  return pieces;
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
