// Compression of the answers Next leaves plain. Next gzips the pages it renders, but not what route
// handlers answer, and drops a Content-Encoding a handler sets itself (next/dist/server/send-response.js);
// a sitemap file of 10,000 addresses is about 1.2 MB plain and under 100 KB gzipped. So the server
// compresses those answers on their way out, for clients that take gzip, off the event loop.

import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

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
  const writeHead = res.writeHead.bind(res);
  const end = res.end.bind(res);
  const chunks = [];
  let done = false;
  const keep = (chunk, encoding) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
  };
  res.writeHead = (status, ...rest) => {
    if (done) return writeHead(status, ...rest);
    res.statusCode = status;
    if (typeof rest[0] === 'string') res.statusMessage = rest.shift();
    const headers = rest[0];
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    return res;
  };
  res.flushHeaders = () => {};
  res.write = (chunk, encoding, cb) => {
    keep(chunk, encoding);
    const callback = [encoding, cb].find((arg) => typeof arg === 'function');
    if (callback) process.nextTick(callback);
    return true;
  };
  res.end = (chunk, encoding, cb) => {
    if (done) return res;
    done = true;
    keep(chunk, encoding);
    const callback = [chunk, encoding, cb].find((arg) => typeof arg === 'function');
    const body = Buffer.concat(chunks);
    const send = (out) => {
      if (res.destroyed) return;
      res.setHeader('content-length', out.length);
      res.removeHeader('transfer-encoding');
      writeHead(res.statusCode);
      end(out, callback);
    };
    if (res.statusCode !== 200 || res.getHeader('content-encoding') || body.length < 1024) return void send(body);
    gzipAsync(body).then(
      (zipped) => {
        res.setHeader('content-encoding', 'gzip');
        res.appendHeader('vary', 'Accept-Encoding');
        send(zipped);
      },
      () => send(body),
    );
    return res;
  };
}
