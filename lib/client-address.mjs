// Who is asking, decided once by the production server (server/server.mjs) from the socket, and passed
// to the app in one header the server always overwrites: a client cannot choose its own address for
// the per-client limits by writing X-Forwarded-For, as it could when the app read that header.

/** The header server/server.mjs sets on every request (any value a client sent is replaced). */
export const CLIENT_ADDRESS_HEADER = 'x-jf-client-address';
/**
 * Who counts as one client for shares of this machine (the render limits, the search's concurrency),
 * also always overwritten: `crawler:<name>` for an address in a search engine's published ranges,
 * `user:<id>` for a verified session, else the address; empty with CLIENT_RENDERS_PER_SEC=0, which
 * turns these shares off (server/client-limits.mjs).
 */
export const CLIENT_KEY_HEADER = 'x-jf-client-key';
/** '1' on a call (/api), absent on a page: only a call can be answered 429 (lib/server/search/client-share.ts); always overwritten. */
export const CLIENT_CALL_HEADER = 'x-jf-client-call';

// Longer values are not addresses; cutting them keeps rate-limit keys small.
const MAX_LENGTH = 64;

/**
 * The client's address: the socket's peer, or with `trustedHops` proxies in front (TRUSTED_PROXY_HOPS),
 * the address the outermost of them saw: each proxy appends its peer to X-Forwarded-For, so with N
 * trusted hops the client is the N-th entry from the right of (X-Forwarded-For + socket). Entries
 * further left were written by the client and are never believed.
 */
export function resolveClientAddress(socketAddress, forwardedFor, trustedHops) {
  const chain = [...entries(forwardedFor), socketAddress || 'local'];
  const address = chain[Math.max(0, chain.length - 1 - trustedHops)];
  // IPv4 peers of a dual-stack socket read ::ffff:1.2.3.4.
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '').slice(0, MAX_LENGTH);
}

/**
 * Whether the client asked over https: a TLS socket of its own, or with `trustedHops` proxies in front,
 * the scheme the outermost of them was asked on. X-Forwarded-Proto is read as X-Forwarded-For is: a
 * proxy appends its scheme or overwrites the header, so the N-th entry from the right (the first when
 * there are fewer) is a trusted proxy's; a value of the client's own is never believed.
 */
export function isHttpsRequest(encrypted, forwardedProto, trustedHops) {
  if (encrypted) return true;
  if (trustedHops <= 0) return false;
  const listed = entries(forwardedProto);
  return listed[Math.max(0, listed.length - trustedHops)]?.toLowerCase() === 'https';
}

/** The comma-separated entries of a forwarded header, repeated or not. */
function entries(header) {
  return (Array.isArray(header) ? header.join(',') : header ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
