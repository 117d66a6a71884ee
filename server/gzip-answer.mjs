// Compression of the answers Next leaves plain. Next gzips the pages it renders, but not what route
// handlers answer, and drops a Content-Encoding a handler sets itself (next/dist/server/send-response.js);
// a sitemap file of 10,000 addresses is about 1.2 MB plain and under 100 KB gzipped. So the server
// compresses those answers on their way out, for clients that take gzip, off the event loop.

import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { holdAnswer } from './hold-answer.mjs';

const gzipAsync = promisify(gzip);

/** Paths whose answers are compressed here: the sitemap index and its files. */
export const GZIP_PATH = /^\/(?:sitemap\.xml(?:\?|$)|sitemaps\/)/;

/** Whether an Accept-Encoding header takes gzip (RFC 9110 §12.5.3: listed, or `*`, with a q above 0). */
export function acceptsGzip(acceptEncoding) {
  return String(acceptEncoding ?? '')
    .split(',')
    .some((part) => {
      const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
    });
}

/**
 * Holds the answer and sends it gzip-compressed when the request takes gzip and the answer is a
 * successful one not encoded already; else as it was. Installed before anything else wraps `res`.
 */
export function gzipAnswer(req, res) {
  if (!acceptsGzip(req.headers['accept-encoding'])) return;
  holdAnswer(res, (body, send) => {
    const out = (bytes) => {
      if (res.destroyed) return;
      res.setHeader('content-length', bytes.length);
      res.removeHeader('transfer-encoding');
      send(bytes);
    };
    if (res.statusCode !== 200 || res.getHeader('content-encoding') || body.length < 1024) return void out(body);
    gzipAsync(body).then(
      (zipped) => {
        res.setHeader('content-encoding', 'gzip');
        res.appendHeader('vary', 'Accept-Encoding');
        out(zipped);
      },
      () => out(body),
    );
  });
}
