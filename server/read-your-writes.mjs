// Read your own writes with read replicas (lib/read-scope.mjs, docs/decisions/0022): a request that wrote
// sends its browser a cookie that keeps that browser's replica-safe reads on the primary for a while (the
// replicas' bound on lag with room to spare); a request carrying a cookie still in date starts on the primary.
import { PRIMARY_READS_COOKIE } from '../lib/read-scope.mjs';

const COOKIE = new RegExp(`(?:^|;\\s*)${PRIMARY_READS_COOKIE}=(\\d+)`);

/** `ms` 0 (no replicas): no cookie is ever set, and none read. */
export function createReadYourWrites({ ms, now = Date.now }) {
  return {
    /** Whether a request with this Cookie header reads from the primary from its start. */
    readsOnPrimary(cookieHeader) {
      return ms > 0 && Number(COOKIE.exec(cookieHeader ?? '')?.[1] ?? 0) > now();
    },
    /** Adds the cookie to the answer's headers if the request has written by the time they are sent. */
    markWrites(res, scope) {
      if (ms <= 0) return;
      const writeHead = res.writeHead;
      res.writeHead = function (...args) {
        if (scope.wrote) this.appendHeader('set-cookie', `${PRIMARY_READS_COOKIE}=${now() + ms}; Max-Age=${Math.ceil(ms / 1000)}; Path=/; HttpOnly; SameSite=Lax`);
        return writeHead.apply(this, args);
      };
    },
  };
}
