// Holds a response's headers until its first byte of body (or its end), so that an error answer can
// still be replaced whole: Next fixes the status early (writeHead, flushHeaders) and may send no body.
// Costs nothing for a normal answer: the headers leave with the first chunk, as they would anyway.

import { recordWriteHead } from './hold-answer.mjs';

const isEmpty = (chunk) => chunk === undefined || chunk === null || typeof chunk === 'function' || chunk.length === 0;

/**
 * `replace(status, empty)` is asked once, when the body starts or the response ends: null keeps the
 * answer, `{ status, type, body, retryAfter? }` sends that instead (and what Next writes after is dropped).
 * Returns `answerNow(other)`: sends `other` at once if nothing of the answer has left yet (a request
 * past its deadline), and tells whether it did.
 */
export function holdHeaders(res, replace) {
  const writeHead = res.writeHead.bind(res);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let holding = true;
  let replaced = false;
  res.flushHeaders = () => {};
  // Once answered early (answerNow), what Next still does to the headers goes nowhere: Node would throw.
  for (const name of ['setHeader', 'appendHeader', 'removeHeader']) {
    const own = res[name].bind(res);
    res[name] = (...args) => (replaced ? res : own(...args));
  }
  res.writeHead = (status, ...rest) => {
    if (replaced) return res;
    // Node's own write and end call writeHead for the implicit headers: from then on it is the real one.
    if (!holding) return writeHead(status, ...rest);
    return recordWriteHead(res, status, rest);
  };
  const send = (other) => {
    holding = false;
    // Next's description of its own body goes; the security headers and the request id stay.
    for (const name of ['content-length', 'content-encoding', 'etag', 'vary', 'set-cookie', 'x-nextjs-cache', 'x-nextjs-prerender']) res.removeHeader(name);
    res.statusCode = other.status;
    res.setHeader('content-type', other.type);
    res.setHeader('cache-control', 'no-store');
    if (other.retryAfter) res.setHeader('retry-after', other.retryAfter);
    end(other.body);
    replaced = true;
  };
  /** At the first byte or the end: true when the answer was replaced (and has ended). */
  const decide = (empty) => {
    holding = false;
    const other = replace(res.statusCode, empty);
    if (!other) return false;
    send(other);
    return true;
  };
  res.write = (chunk, ...rest) => {
    const done = rest.find((arg) => typeof arg === 'function');
    // An empty write would send the headers; it carries nothing, so it waits for the real body.
    if (replaced || isEmpty(chunk)) {
      done?.();
      return true;
    }
    if (holding && decide(false)) {
      done?.();
      return true;
    }
    return write(chunk, ...rest);
  };
  res.end = (chunk, ...rest) => {
    if (replaced) return res;
    if (holding && decide(isEmpty(chunk))) return res;
    return end(chunk, ...rest);
  };
  return (other) => {
    if (!holding || replaced || res.writableEnded || res.destroyed) return false;
    send(other);
    return true;
  };
}
