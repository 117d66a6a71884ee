// Drives a server over loopback: one plain request for the cold figure, then autocannon runs. autocannon's
// summary has no p95 and counts an answered 200 with an error envelope as a success, so every response
// is seen here: its latency is kept, and API answers are checked for code 0.
import http from 'node:http';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import type { ColdFigures, RunFigures, Target } from './results';
import { summarize } from './stats';

export type { Target } from './results';

// autocannon ships no types; this is the part of its API the bench uses.
interface AutocannonRequest {
  method: string;
  path: string;
  body?: string;
  headers: Record<string, string>;
  onResponse?: (status: number, body: string, context: unknown, headers: Record<string, string | string[]>) => void;
}
interface AutocannonClient {
  setRequests(requests: AutocannonRequest[]): void;
}
interface AutocannonResult {
  requests: { sent: number };
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}
interface AutocannonInstance extends Promise<AutocannonResult> {
  on(event: 'response', cb: (client: AutocannonClient, status: number, bytes: number, ms: number) => void): void;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  overallRate?: number;
  duration?: number;
  amount?: number;
  timeout: number;
  requests: AutocannonRequest[];
  setupClient?: (client: AutocannonClient) => void;
}) => AutocannonInstance;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Seconds before a request counts as a timeout (an error). Generous: a slow answer is still an answer. */
export const REQUEST_TIMEOUT_SEC = 30;
/** A concurrency-1 run shorter than one slow request would measure nothing; it is topped up to this. */
export const MIN_SAMPLES = 3;

export interface Server {
  /** http://127.0.0.1:<port> */
  base: string;
  port: number;
}

/** A path as it goes on the wire: the app's links may carry readable Chinese, HTTP needs it percent-encoded. */
export function wirePath(pathAndQuery: string): string {
  const u = new URL(pathAndQuery, 'http://localhost');
  return u.pathname + u.search;
}

/** The same request to another server on this machine: its host (and origin) name the new port. */
export function onPort(target: Target, port: number): Target {
  const headers = Object.fromEntries(Object.entries(target.headers).map(([k, v]) => [k, k === 'host' || k === 'origin' ? v.replace(/localhost:\d+/, `localhost:${port}`) : v]));
  return { ...target, headers };
}

/** The headers a browser on the main site (or a city sub-site) sends. */
export function pageHeaders(port: number, subSite?: string): Record<string, string> {
  return {
    host: `${subSite ? `${subSite}.` : ''}localhost:${port}`,
    'accept-encoding': 'gzip',
    accept: 'text/html',
    'user-agent': 'jf-bench',
  };
}

/**
 * The headers of an API call from our own page. No accept-encoding: the envelope of every answer is
 * read to count errors, which a gzipped body would hide from autocannon.
 */
export function apiHeaders(port: number, subSite?: string): Record<string, string> {
  const host = `${subSite ? `${subSite}.` : ''}localhost:${port}`;
  return { host, origin: `http://${host}`, 'content-type': 'application/json', 'user-agent': 'jf-bench' };
}

/** The x-page-cache header of raw response headers, whatever its case. */
export function pageCacheHeader(headers: Record<string, string | string[]>): string | undefined {
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === 'x-page-cache') return Array.isArray(v) ? v[0] : v;
  return undefined;
}

function envelopeCode(body: string): number | null {
  try {
    const parsed = JSON.parse(body) as { code?: unknown };
    return typeof parsed.code === 'number' ? parsed.code : null;
  } catch {
    return null;
  }
}

/** One request with node:http (fetch may not set Host), timed to the last byte of the body. */
export function requestOnce(server: Server, t: Target): Promise<ColdFigures & { body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      { host: '127.0.0.1', port: server.port, method: t.method, path: t.path, headers: t.body ? { ...t.headers, 'content-length': Buffer.byteLength(t.body) } : t.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
          const figures: ColdFigures & { body: Buffer; headers: http.IncomingHttpHeaders } = {
            ms,
            status: res.statusCode ?? 0,
            bytes: body.length,
            body,
            headers: res.headers,
          };
          const pageCache = res.headers['x-page-cache'];
          if (typeof pageCache === 'string') figures.pageCache = pageCache;
          if (t.envelope) {
            try {
              const parsed = JSON.parse(body.toString('utf8')) as { code?: number; data?: { totalCount?: number } };
              figures.code = parsed.code;
              figures.totalCount = parsed.data?.totalCount;
            } catch {
              figures.code = Number.NaN;
            }
          }
          resolve(figures);
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_SEC * 1000, () => req.destroy(new Error(`timeout after ${REQUEST_TIMEOUT_SEC}s`)));
    req.on('error', reject);
    if (t.body) req.write(t.body);
    req.end();
  });
}

/** The cold figure of an address; a failed request is recorded (status 0), not thrown. */
export async function coldRequest(server: Server, t: Target): Promise<ColdFigures> {
  try {
    const r = await requestOnce(server, t);
    return { ms: r.ms, status: r.status, bytes: r.bytes, code: r.code, totalCount: r.totalCount, pageCache: r.pageCache };
  } catch {
    return { ms: Number.NaN, status: 0, bytes: 0 };
  }
}

interface RunOptions {
  connections: number;
  durationSec?: number;
  amount?: number;
  /** Requests a second across all connections (autocannon's overallRate); unset: as fast as answered. */
  overallRate?: number;
  /**
   * How the clients share the targets at concurrency > 1. rotate: every client asks all of them, each
   * starting elsewhere in the list (so 32 clients do not ask the same thing in lockstep). slice: each
   * client gets its own part and no question is asked twice while the parts last.
   */
  split?: 'rotate' | 'slice';
}

/**
 * A run's length in seconds. autocannon ends a run of a fixed amount at its next whole-second sample
 * tick, so its own duration overstates the run by up to a second: 200 never-asked questions answered
 * in about 2.1 s read as 3 s, 66.7 answers/s, in three quick runs of two builds alike. The time from
 * the start to the last answer is the run; a timed run keeps autocannon's figure.
 */
export function runSeconds(opts: { amount?: number }, autocannonSec: number, startedMs: number, lastAnswerMs: number): number {
  return opts.amount && lastAnswerMs > startedMs ? (lastAnswerMs - startedMs) / 1000 : autocannonSec;
}

async function runOnce(server: Server, targets: Target[], opts: RunOptions): Promise<RunFigures> {
  const samples: number[] = [];
  let bytes = 0;
  let appErrors = 0;
  let cacheHits = 0;
  const toRequests = (ts: Target[]): AutocannonRequest[] =>
    ts.map((t) => ({
      method: t.method,
      path: t.path,
      body: t.body,
      headers: t.headers,
      onResponse: (status: number, body: string, _context: unknown, headers: Record<string, string | string[]>) => {
        if (t.envelope && status >= 200 && status < 300 && envelopeCode(body) !== 0) appErrors++;
        if (pageCacheHeader(headers) === 'hit') cacheHits++;
      },
    }));
  let clientIndex = 0;
  const n = opts.connections;
  const setupClient =
    n > 1 && targets.length > 1
      ? (client: AutocannonClient) => {
          const i = clientIndex++ % n;
          if (opts.split === 'slice') {
            // A run of a fixed amount needs about amount / n questions per client: twice that is built.
            const cap = opts.amount ? Math.ceil((2 * opts.amount) / n) : Infinity;
            const part = targets.filter((_, j) => j % n === i).slice(0, cap);
            client.setRequests(toRequests(part.length ? part : targets));
          } else {
            const offset = Math.floor((i * targets.length) / n);
            client.setRequests(toRequests([...targets.slice(offset), ...targets.slice(0, offset)]));
          }
        }
      : undefined;
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const instance = autocannon({
    url: server.base,
    connections: opts.connections,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.durationSec }),
    timeout: REQUEST_TIMEOUT_SEC,
    ...(opts.overallRate ? { overallRate: opts.overallRate } : {}),
    // With setupClient each client gets its own list, built when it is set up: the whole list here as
    // well would be built once per client, synchronously while the clients are made. For the 7,500
    // questions of a never-asked stream at 32 connections that blocked the load generator's event loop
    // for seconds after the first requests had gone out, and their answers were timed seconds late
    // (p99 7 s at 19 answers/s, where the same questions sent from a plain loop took 1 s at 60/s).
    requests: toRequests(setupClient ? targets.slice(0, 1) : targets),
    setupClient,
  });
  instance.on('response', (_client, _status, resBytes, ms) => {
    samples.push(ms);
    bytes += resBytes;
    lastAnswerAt = performance.now();
  });
  const result = await instance;
  const durationSec = runSeconds(opts, result.duration, startedAt, lastAnswerAt);
  return {
    concurrency: opts.connections,
    durationSec,
    requests: samples.length,
    rps: durationSec > 0 ? samples.length / durationSec : Number.NaN,
    latency: summarize(samples),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    appErrors,
    cacheHits,
    unanswered: Math.max(0, result.requests.sent - samples.length - result.errors),
    bytesPerRequest: samples.length ? bytes / samples.length : Number.NaN,
    samples,
  };
}

const byteTotal = (r: RunFigures) => (r.requests ? r.bytesPerRequest * r.requests : 0);

/**
 * A measured run of `durationSec`. At concurrency 1 a run that got fewer than `minSamples` answers
 * (MIN_SAMPLES unless asked for more: the never-asked stream wants 300 questions) is topped up, so a
 * slow query has a figure rather than none; its rate then counts the extra time too.
 */
export async function measure(
  server: Server,
  targets: Target[],
  opts: RunOptions & { durationSec: number; minSamples?: number },
): Promise<RunFigures> {
  const minSamples = opts.minSamples ?? MIN_SAMPLES;
  const first = await runOnce(server, targets, opts);
  if (opts.connections > 1 || first.requests >= minSamples || first.errors > 0) return first;
  // Carry on where the run stopped, so a list of distinct questions does not ask its first one again.
  const rest = targets.length > first.requests ? targets.slice(first.requests) : targets;
  const extra = await runOnce(server, rest, { connections: 1, amount: minSamples - first.requests });
  const samples = [...(first.samples ?? []), ...(extra.samples ?? [])];
  const durationSec = first.durationSec + extra.durationSec;
  return {
    ...first,
    durationSec,
    requests: samples.length,
    rps: samples.length / durationSec,
    latency: summarize(samples),
    errors: first.errors + extra.errors,
    timeouts: first.timeouts + extra.timeouts,
    non2xx: first.non2xx + extra.non2xx,
    appErrors: first.appErrors + extra.appErrors,
    cacheHits: first.cacheHits + extra.cacheHits,
    unanswered: first.unanswered + extra.unanswered,
    bytesPerRequest: (byteTotal(first) + byteTotal(extra)) / samples.length,
    samples,
  };
}
