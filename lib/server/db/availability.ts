import 'server-only';
import { log } from '@/lib/server/log';

// Whether the database answers, as this process last saw it. A request that fails because the server
// is away marks it down; from then one probe a second asks `select 1` until it answers. While it is
// down, server/server.mjs answers 503 at once (page or envelope) instead of letting every request wait
// for a connection that will not come. The state lives on globalThis because the server file reads it
// outside Next's bundles (see DbAvailability in server/server.mjs).

export interface DbAvailability {
  /** Epoch ms the database was first seen away, 0 while it answers. */
  downSince: number;
  /** Epoch ms of the last failure that was the database's (away, or a statement over its time limit). */
  troubleAt: number;
}

const holder = globalThis as unknown as { __jfDbAvailability?: DbAvailability; __jfDbProbe?: ReturnType<typeof setInterval> };
export const availability: DbAvailability = (holder.__jfDbAvailability ??= { downSince: 0, troubleAt: 0 });

const PROBE_EVERY_MS = 1000;

// SQLSTATE classes and node errors that mean "no database", not "bad query": connection exceptions
// (08), operator intervention (57P01-57P03: shutdown, crash, starting up), and the socket's own errors.
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', '57P01', '57P02', '57P03']);
const CONNECTION_MESSAGES = /Connection terminated|Client has encountered a connection error|connection is closed|the database system is (?:starting up|shutting down)/i;
// Waiting too long for a connection of the pool (all busy) or a statement over its limit: the database
// is slow or this process busy, not gone; the request answers 503 but the database is not marked down.
const TIMEOUT_MESSAGES = /timeout exceeded when trying to connect|Query read timeout/i;

/** Whether an error (or any error it was caused by) says the database cannot be reached. */
export function isConnectionError(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  // AggregateError (a refused connection on both ::1 and 127.0.0.1).
  if (Array.isArray(errors) && errors.some((e) => isConnectionError(e, depth + 1))) return true;
  return isConnectionError(cause, depth + 1);
}

/** The SQLSTATE (or node error code) of an error or of the first error it was caused by that has one. */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth <= 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** A statement over its time limit (SQLSTATE 57014) or no free connection in time: slow, not gone. */
export function isTimeoutError(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const { code, message, cause } = err as { code?: unknown; message?: unknown; cause?: unknown };
  return code === '57014' || (typeof message === 'string' && TIMEOUT_MESSAGES.test(message)) || isTimeoutError(cause, depth + 1);
}

/**
 * Notes a failure: when it is the database being away, marks it down and starts the probe, whose
 * `select 1` (through `ping`) marks it up again. Returns whether it was such a failure.
 */
export function noteDbFailure(err: unknown, ping: () => Promise<unknown>): boolean {
  if (isTimeoutError(err)) availability.troubleAt = Date.now();
  if (!isConnectionError(err)) return false;
  availability.troubleAt = Date.now();
  if (!availability.downSince) {
    availability.downSince = Date.now();
    log.error('db.unavailable', { error: err instanceof Error ? err.message : String(err) });
  }
  if (!holder.__jfDbProbe) {
    let probing = false;
    holder.__jfDbProbe = setInterval(() => {
      if (probing) return;
      probing = true;
      ping().then(
        () => {
          log.info('db.available', { downMs: Date.now() - availability.downSince });
          availability.downSince = 0;
          clearInterval(holder.__jfDbProbe);
          holder.__jfDbProbe = undefined;
        },
        () => undefined,
      ).finally(() => (probing = false));
    }, PROBE_EVERY_MS);
    holder.__jfDbProbe.unref();
  }
  return true;
}
