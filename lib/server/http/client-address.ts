import 'server-only';

// Longer values are not addresses; cutting them keeps rate-limit keys small.
const MAX_LENGTH = 64;

/**
 * Who is asking, for per-client limits, lock-outs and binding captchas: the last x-forwarded-for
 * address (the one the proxy in front appended: entries before it come from the client and can be
 * made up), else x-real-ip, else 'local' (a request that reached the app directly). Deployments put a
 * proxy in front that sets these headers (README); per-phone limits do not depend on them.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  const address = forwarded || headers.get('x-real-ip')?.trim();
  return address ? address.slice(0, MAX_LENGTH) : 'local';
}
