// Validators of pages, so a crawler's or a browser's revisit of an unchanged page costs a 304 and no
// body (RFC 9110 §8.8.3, §13.1.2). A page's ETag is weak and made of what the visitor reads: its
// HTML without the per-answer CSP nonce (server/page-cache.mjs gives every copy a fresh one), without
// the transfer's compression, and without the RSC payload scripts (self.__next_f), which carry the same
// tree in rows whose order varies with the timing of the render; so two renders of the same data, or
// the gzip and plain copies of one render, share it. Pages are rendered whole before their first byte
// (no Suspense boundary streams a shell first), so holding the answer until its end to hash it delays
// nothing the visitor sees.

import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { holdAnswer } from './hold-answer.mjs';

const NONCE = /'nonce-([^']+)'/;
/** Next's RSC payload scripts; a `</script>` inside their strings is escaped, so the first one ends each. */
const FLIGHT = /<script\b[^>]*>self\.__next_f\.push\([\s\S]*?<\/script>/g;

/** The weak ETag of a 200 HTML answer (`headers` and `body` as sent), or null when it has none. */
export function pageValidator(headers, body) {
  if (!/^text\/html/.test(String(headers['content-type'] ?? ''))) return null;
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && encoding !== 'gzip' && encoding !== 'identity') return null;
  let text = (encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
  const nonce = NONCE.exec(String(headers['content-security-policy'] ?? ''))?.[1];
  if (nonce) text = text.replaceAll(nonce, '');
  const hash = createHash('sha1').update(text.replace(FLIGHT, ''));
  return `W/"${hash.digest('base64url')}"`;
}

/** If-None-Match's weak comparison (RFC 9110 §13.1.2): any listed tag, or `*`, names `etag`. */
export function notModified(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  const opaque = (tag) => tag.trim().replace(/^W\//, '');
  return String(ifNoneMatch).split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Holds a page's answer until it ends, then sends it with its ETag, or a 304 without a body when the
 * request's If-None-Match names it. Installed before anything else wraps the response, so it sees the
 * bytes as they leave (compressed when Next compressed them).
 */
export function answerConditionally(req, res) {
  holdAnswer(res, (body, send) => {
    const etag = res.statusCode === 200 ? (res.getHeader('etag') ?? pageValidator(res.getHeaders(), body)) : null;
    if (etag) res.setHeader('etag', String(etag));
    if (etag && notModified(req.headers['if-none-match'], String(etag))) {
      for (const name of ['content-length', 'content-encoding', 'transfer-encoding']) res.removeHeader(name);
      res.statusCode = 304;
      return send();
    }
    res.setHeader('content-length', body.length);
    res.removeHeader('transfer-encoding');
    return send(body);
  });
}
