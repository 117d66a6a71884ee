// A request body that announces no length (Transfer-Encoding: chunked) is counted as it arrives, so the
// call's limit (server/guards.mjs bodyLimit) holds at the chunk that crosses it, not after the whole body
// was read: a body that announces its length is refused before a byte is read (refusalOf).

/**
 * Calls `over()` once, at the chunk that takes the body of `req` past `limit` bytes; that chunk and all
 * after it never reach the request's reader, and the connection is no longer read. Node's HTTP parser
 * hands every chunk of a body to the request through push() (a false answer stops reading the socket),
 * so the count sits there, before any reader, Next's included, has seen a byte.
 */
export function limitBody(req, limit, over) {
  const push = req.push;
  let received = 0;
  req.push = function (chunk, encoding) {
    if (chunk !== null && chunk !== undefined) received += chunk.length;
    if (received <= limit) return push.call(this, chunk, encoding);
    req.push = () => false;
    over();
    return false;
  };
}
