// Reading a Cookie header, one way for the app and the production server (server/*.mjs, plain Node).
// It is Next's own parser, the one behind cookies() and request.cookies (@edge-runtime/cookies, compiled
// into next), so the page cache, the client limits and the chat socket see the value the pages see: of
// two cookies with one name the last, percent-decoded, a value that does not decode passed over. A
// parser of its own (or the `cookie` package, which keeps the first) could let the page cache take a
// request for anonymous while the page renders for a session.
import { parseCookie } from 'next/dist/compiled/@edge-runtime/cookies/index.js';

/** The cookies of a Cookie header by name, as the app's cookies() reads them. */
export function parseCookies(header) {
  return header ? parseCookie(String(header)) : new Map();
}
