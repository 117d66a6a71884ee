import 'server-only';
import { log } from '@/lib/server/log';

// Whether the database answers, as this process last saw it. A failure that shows the server away (a
// refused connection, a shutdown) marks it down; one that may only be a slow moment (a new connection
// that timed out under load) is checked first with a connection of its own, and only a failed check
// marks it down: one slow connect once turned a whole process's answers into 503s for 1.5 s while the
// database served the other process. While down, one probe a second asks `select 1` until it answers,
// and server/server.mjs answers 503 at once (page or envelope) instead of letting every request wait
// for a connection that will not come. The state lives on globalThis because the server file reads it
// outside Next's bundles (see DbAvailability in server/server.mjs).

export interface DbAvailability {
  /** Epoch ms the database was first seen away, 0 while it answers. */
  downSince: number;
  /** Epoch ms of the last failure that was the database's (away, or a statement over its time limit). */
  troubleAt: number;
}

const holder = globalThis as unknown as {
  __jfDbAvailability?: DbAvailability;
  __jfDbProbe?: ReturnType<typeof setInterval>;
  /** The check of a doubtful failure in flight. */
  __jfDbCheck?: Promise<void>;
};
export const availability: DbAvailability = (holder.__jfDbAvailability ??= { downSince: 0, troubleAt: 0 });

const PROBE_EVERY_MS = 1000;

/**
 * What a failure says about the database:
 * - `outage`: it is away. Connection exceptions (SQLSTATE class 08), operator intervention (57P01-57P03:
 *   shutdown, crash, starting up), a refused connection, a host that does not resolve or route.
 * - `doubt`: a connection failed for a reason a busy moment also gives (a connect over its time limit,
 *   a connection reset or ended): checked with a connection of its own before it counts as away.
 * - `slow`: no free connection of the pool in time, or a statement over its limit: the database or this
 *   process is busy, not away; the request answers 503 but nothing is marked.
 * - `other`: the query's own error.
 */
export type DbFailure = 'outage' | 'doubt' | 'slow' | 'other';

const OUTAGE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', '57P01', '57P02', '57P03']);
const OUTAGE_MESSAGES = /the database system is (?:starting up|shutting down|in recovery mode)/i;
const DOUBT_CODES = new Set(['ETIMEDOUT', 'ECONNRESET', 'EPIPE']);
const DOUBT_MESSAGES = /Connection terminated|Client has encountered a connection error|connection is closed/i;
const SLOW_MESSAGES = /timeout exceeded when trying to connect|Query read timeout/i;
const RANK: Record<DbFailure, number> = { other: 0, slow: 1, doubt: 2, outage: 3 };

/** The gravest kind among an error and the errors it was caused by (AggregateError: a refused ::1 and 127.0.0.1). */
export function classifyDbFailure(err: unknown, depth = 0): DbFailure {
  if (!err || typeof err !== 'object' || depth > 4) return 'other';
  const { code, message, cause, errors } = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const text = typeof message === 'string' ? message : '';
  let own: DbFailure = 'other';
  if (typeof code === 'string' && (OUTAGE_CODES.has(code) || code.startsWith('08'))) own = 'outage';
  else if (OUTAGE_MESSAGES.test(text)) own = 'outage';
  else if ((typeof code === 'string' && DOUBT_CODES.has(code)) || DOUBT_MESSAGES.test(text)) own = 'doubt';
  else if (code === '57014' || SLOW_MESSAGES.test(text)) own = 'slow';
  const inner = [cause, ...(Array.isArray(errors) ? errors : [])].map((e) => classifyDbFailure(e, depth + 1));
  return [own, ...inner].reduce((a, b) => (RANK[b] > RANK[a] ? b : a));
}

/** Whether an error (or any error it was caused by) says a connection to the database failed. */
export function isConnectionError(err: unknown): boolean {
  const kind = classifyDbFailure(err);
  return kind === 'outage' || kind === 'doubt';
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
export function isTimeoutError(err: unknown): boolean {
  return classifyDbFailure(err) === 'slow';
}

export interface DbChecks {
  /** `select 1` through the app's pool: brings a database marked down back. */
  ping: () => Promise<unknown>;
  /** A connection of its own (no pool queue in front of it), with its own time limit: rejects when the database is away. */
  connect: () => Promise<unknown>;
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Notes a failure: an outage marks the database down and starts the probe, whose `select 1` (through
 * `checks.ping`) marks it up again; a doubtful failure starts one check of its own (`checks.connect`,
 * one at a time), and only a failed check marks it down. Returns whether the failure was a connection's
 * (the request answers 503, not 500).
 */
export function noteDbFailure(err: unknown, checks: DbChecks): boolean {
  const kind = classifyDbFailure(err);
  if (kind === 'other') return false;
  availability.troubleAt = Date.now();
  if (kind === 'slow') return false;
  if (kind === 'outage') markDown(err, checks.ping);
  else if (!availability.downSince && !holder.__jfDbCheck) {
    holder.__jfDbCheck = checks
      .connect()
      .then(
        () => log.warn('db.connection_doubt', { error: message(err), check: 'ok' }),
        (failed: unknown) => markDown(failed, checks.ping),
      )
      .finally(() => (holder.__jfDbCheck = undefined));
  }
  return true;
}

function markDown(err: unknown, ping: () => Promise<unknown>): void {
  if (!availability.downSince) {
    availability.downSince = Date.now();
    log.error('db.unavailable', { error: message(err) });
  }
  if (holder.__jfDbProbe) return;
  let probing = false;
  holder.__jfDbProbe = setInterval(() => {
    if (probing) return;
    probing = true;
    ping()
      .then(
        () => {
          log.info('db.available', { downMs: Date.now() - availability.downSince });
          availability.downSince = 0;
          clearInterval(holder.__jfDbProbe);
          holder.__jfDbProbe = undefined;
        },
        () => undefined,
      )
      .finally(() => (probing = false));
  }, PROBE_EVERY_MS);
  holder.__jfDbProbe.unref();
}
