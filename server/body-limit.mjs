// A request body that announces no length (Transfer-Encoding: chunked) is counted as it arrives, so the
// call's limit (server/guards.mjs bodyLimit) holds at the chunk that crosses it, not after the whole body
// was read: a body that announces its length is refused before a byte is read (refusalOf).

/** Bytes past the limit read and dropped while the answer goes out: a few chunks' worth, not the body. */
const LINGER_BYTES = 1024 * 1024;

/**
 * Calls `over()` once, at the chunk that takes the body of `req` past `limit` bytes; that chunk and all
 * after it never reach the request's reader: they are dropped. Node's HTTP parser hands every chunk of
 * a body to the request through push() (a false answer stops reading the socket), so the count sits
 * there, before any reader, Next's included, has seen a byte.
 */
export function limitBody(req, limit, over) {
  const push = req.push;
  let received = 0;
  req.push = function (chunk, encoding) {
    if (chunk !== null && chunk !== undefined) received += chunk.length;
    if (received <= limit) return push.call(this, chunk, encoding);
    // What is still in flight is read and dropped, up to LINGER_BYTES, while the answer reaches the
    // client (lingerClose); past that the connection is no longer read.
    let dropped = 0;
    req.push = (more) => (dropped += more?.length ?? 0) <= LINGER_BYTES;
    over();
    return true;
  };
}

/**
 * Closes the connection after its answer as a lingering close does: our side ends, the client has `ms`
 * to read the answer (limitBody drops what it still sends, up to LINGER_BYTES), then the socket goes.
 * Closed at once with unread bytes, the kernel resets the connection, and a client still sending loses
 * the answer it had not read yet (the 413 of a chunked body arrived as an empty reply on a busy machine). Node ends a `connection: close`
 * answer with destroySoon(), which is what changes here.
 */
export function lingerClose(socket, ms) {
  socket.destroySoon = function () {
    this.end();
    setTimeout(() => this.destroy(), ms).unref();
  };
}
