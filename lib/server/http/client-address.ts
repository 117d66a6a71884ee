import 'server-only';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address.mjs';

/**
 * Who is asking, for per-client limits, lock-outs and binding captchas: the address the production
 * server resolved from the socket and the trusted proxies (lib/client-address.mjs, TRUSTED_PROXY_HOPS).
 * Without that server (next dev) every request is 'local'; per-phone limits do not depend on it.
 */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'local';
}
