// Read your own writes with read replicas (docs/decisions/0022): each request runs in a scope that says
// whether its replica-safe reads must still go to the primary, because its user wrote a moment ago (the
// cookie below, set by server/server.mjs) or because the request itself has written (noted by the
// primary's connections, lib/server/db/client.ts). One AsyncLocalStorage on globalThis, shared by the
// production server and the app's bundles.
import { AsyncLocalStorage } from 'node:async_hooks';

/** The cookie holding, in epoch milliseconds, until when this browser's reads stay on the primary. */
export const PRIMARY_READS_COOKIE = 'jf_rw';

const holder = globalThis;
const storage = () => (holder.__jfReadScope ??= new AsyncLocalStorage());

/**
 * Runs `run` in a scope whose reads go to the primary from the start when `primary` is true; `run` gets
 * the scope, whose `wrote` says later whether the request wrote.
 */
export function withReadScope(primary, run) {
  const scope = { primary, wrote: false };
  return storage().run(scope, () => run(scope));
}

/** Whether a replica-safe read here must go to the primary (outside any scope: no). */
export function readsFromPrimary() {
  const scope = storage().getStore();
  return Boolean(scope && (scope.primary || scope.wrote));
}

/** Notes that the request under way wrote: its later reads, and its user's for a while, use the primary. */
export function noteWrite() {
  const scope = storage().getStore();
  if (scope) scope.wrote = true;
}
