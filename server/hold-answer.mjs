// Holding a response in the production server: Next writes its head and body as it goes, and a wrapper
// that must see the whole answer first (its ETag, its compression) keeps them until the end.

/** Node's writeHead(status, [message], [headers]) applied to `res` without sending anything. */
export function recordWriteHead(res, status, rest) {
  res.statusCode = status;
  if (typeof rest[0] === 'string') res.statusMessage = rest.shift();
  const headers = rest[0];
  if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
  else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  return res;
}

/**
 * Keeps the whole answer in memory: nothing leaves until Next ends it. Then `finish(body, send)` decides,
 * with the status and headers on `res`, what goes out; `send(out)` writes the head and ends with `out`
 * (no body when `out` is undefined). Installed before anything else wraps `res`, so it sees the bytes
 * as they would leave.
 */
export function holdAnswer(res, finish) {
  const writeHead = res.writeHead.bind(res);
  const end = res.end.bind(res);
  const chunks = [];
  let done = false;
  const keep = (chunk, encoding) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
  };
  res.writeHead = (status, ...rest) => (done ? writeHead(status, ...rest) : recordWriteHead(res, status, rest));
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
    finish(Buffer.concat(chunks), (out) => {
      writeHead(res.statusCode);
      return out === undefined ? end(callback) : end(out, callback);
    });
    return res;
  };
}
