// Every request gets an id, set by the production server (server/server.mjs) before the app sees it,
// answered in the same header and written on every log line about the request, so one user's report
// ("请求编号 …") finds its lines. A trusted proxy's own id is kept, so its logs and ours join.
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

const SHAPE = /^[A-Za-z0-9._:-]{8,128}$/;

/** The proxy's id when there is a trusted proxy in front and it looks like an id, else a new one. */
export function requestIdFor(incoming, trustedHops) {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return trustedHops > 0 && typeof value === 'string' && SHAPE.test(value) ? value : randomUUID();
}
