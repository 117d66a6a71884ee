#!/usr/bin/env node
// The production server: Next's request handler behind the visitors' page cache (server/page-cache.mjs),
// with what must happen before the app sees a request (server/guards.mjs): the client's address and a
// request id, bodies refused by their announced size, a 503 at once while the database is away, the
// envelope on every /api answer, an access log, and a graceful shutdown. `npm start` runs it after
// building and seeding; PORT, HOSTNAME, PAGE_CACHE_TTL_SEC (0 turns the cache off), PAGE_CACHE_MAX_MB,
// TRUSTED_PROXY_HOPS, SHUTDOWN_DRAIN_SEC, SHUTDOWN_TIMEOUT_SEC and LOG_LEVEL are read from the environment.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import nextEnv from '@next/env';
import next from 'next';
import { CLIENT_ADDRESS_HEADER, CLIENT_CALL_HEADER, CLIENT_KEY_HEADER, isHttpsRequest, resolveClientAddress } from '../lib/client-address.mjs';
import { CITY_COOKIE, SESSION_COOKIE } from '../lib/cookie-names.mjs';
import { metrics, scrape } from '../lib/metrics.mjs';
import { withReadScope } from '../lib/read-scope.mjs';
import { REQUEST_ID_HEADER, requestIdFor } from '../lib/request-id.mjs';
import { traceRequest } from '../lib/tracing.mjs';
import { createClientLimits, createCrawlerMatcher, createSessionReader, crawlerRangesFrom } from './client-limits.mjs';
import { limitBody, lingerClose } from './body-limit.mjs';
import { holdHeaders } from './hold-headers.mjs';
import { API_PATH, accessLine, bodyLimit, dbTroubleSince, busyPage, costsRender, envelopeFor, needsDatabase, rawEnvelopeResponse, refusalOf, unavailablePage } from './guards.mjs';
import { answerConditionally } from './conditional.mjs';
import { GZIP_PATH, gzipAnswer } from './gzip-answer.mjs';
import { captureResponse, createPageCache, isStorable, pageCacheKey, pageCopy } from './page-cache.mjs';
import { createReadYourWrites } from './read-your-writes.mjs';
import { builtRoutes, createRouteLabeller } from './route-label.mjs';

const root = path.resolve(import.meta.dirname, '..');
// `npm run dev` runs this server with --dev: Next's development server (hot reload) behind the same
// guards and upgrades, so the chat's socket works there too; the page cache stays off.
const dev = process.argv.includes('--dev');
// .env files first, as `next start` does, so the settings below can come from them too.
nextEnv.loadEnvConfig(root, dev);
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';

function bounded(name, fallback, max) {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > max) throw new Error(`环境变量不合法: ${name} 应为 0 到 ${max} 之间的数`);
  return value;
}

const cache = createPageCache({
  ttlMs: dev ? 0 : bounded('PAGE_CACHE_TTL_SEC', 10, 3600) * 1000,
  maxBytes: bounded('PAGE_CACHE_MAX_MB', 64, 4096) * 1024 * 1024,
});
// How many proxies stand in front (lib/client-address.mjs): 0 believes the socket alone.
const trustedHops = bounded('TRUSTED_PROXY_HOPS', 0, 10);
// In-flight requests get this long to finish after SIGTERM before the process exits anyway.
const shutdownMs = bounded('SHUTDOWN_TIMEOUT_SEC', 20, 600) * 1000;
// A request the app is working on is answered within one statement's worst case (the wait for a
// connection and the statement's limit: lib/env.ts, same defaults) and a second: past it, one whose
// answer has not begun gets the 503 (page or envelope) and the work left finishes unseen. A slow
// database once left requests of many statements unanswered for 15 s and more.
const answerWithinMs = bounded('DB_CONNECT_TIMEOUT_MS', 3000, 60_000) + bounded('DB_STATEMENT_TIMEOUT_MS', 15_000, 600_000) + 1000;
// The first part of that time readiness answers 503 while everything else is still served, so a load
// balancer asking every few seconds takes the process out before its port closes
// (docs/operations.md "Health checks, logs and shutdown").
const drainMs = bounded('SHUTDOWN_DRAIN_SEC', 5, 600) * 1000;
if (drainMs >= shutdownMs) throw new Error('环境变量不合法: SHUTDOWN_DRAIN_SEC 应小于 SHUTDOWN_TIMEOUT_SEC');
// Browsers heed Strict-Transport-Security only on https (RFC 6797 §8.1), and on plain http it claims
// what the site is not: it goes with answers to https requests alone (lib/client-address.mjs).
const HSTS = 'max-age=31536000; includeSubDomains';
// How long the app may take to start (instrumentation.ts) before the process gives up, non-zero.
const START_TIMEOUT_MS = 120_000;
// Renders and calls one client may cause per second (pages the cache answers are free), crawlers and
// logged-in users counted apart from anonymous addresses: server/client-limits.mjs, docs/client-limits.md.
const limits = createClientLimits({
  rendersPerSec: bounded('CLIENT_RENDERS_PER_SEC', 10, 100_000),
  crawlerRendersPerSec: bounded('CRAWLER_RENDERS_PER_SEC', 20, 100_000),
  crawlerOf: createCrawlerMatcher(crawlerRangesFrom(process.env.CRAWLER_RANGES)),
  userOf: createSessionReader({ secret: process.env.SESSION_SECRET }),
  sessionCookie: SESSION_COOKIE,
});
const accessLog = ['debug', 'info', undefined, ''].includes(process.env.LOG_LEVEL);
// The app's own cookie names (lib/cookie-names.mjs), never copies.
const cookies = { sessionCookie: SESSION_COOKIE, cityCookie: CITY_COOKIE };
// Shared with the app in this process (lib/server/db/availability.ts, lib/server/shutdown.ts).
const shared = globalThis;

// instrumentation.ts's register() checks the settings (lib/env.ts) and starts the app; Next runs it as its
// server is made, without waiting. The port opens once it has run: a bad setting stops the process there,
// with the reason, before anything listened.
const registered = new Promise((resolve) => (shared.__jfRegistered = resolve));
const app = next({ dev, dir: root, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
// Requests are counted by the app route that answers them (server/route-label.mjs).
const routeOf = createRouteLabeller(builtRoutes(path.join(root, process.env.NEXT_DIST_DIR || '.next')));
const { httpRequests, httpDuration, pageCache } = metrics();
// Next's own upgrades: the development server's hot reload.
const nextUpgrade = dev ? app.getUpgradeHandler() : null;

// One request at a time renders a page: while it does, others get the stale copy if there is one,
// else wait for the render and get its copy.
const filling = new Map();

/** A kept page, with a nonce of its own for this answer (server/page-cache.mjs keepPage says why). */
function serve(res, entry, state) {
  pageCache.inc({ result: state });
  const copy = pageCopy(entry.page, randomBytes(16).toString('base64'));
  res.writeHead(200, { ...copy.headers, 'x-page-cache': state });
  res.end(copy.body);
}

function answer(res, status, isApi, requestId, retryAfterSec = 5) {
  const body = isApi ? JSON.stringify(envelopeFor(status)) : unavailablePage(requestId);
  const headers = { 'content-type': isApi ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  if (status === 503 || status === 429) headers['retry-after'] = String(retryAfterSec);
  if (status === 405) headers.allow = 'GET, HEAD, POST';
  // A body too large is not read: the connection closes instead of draining it.
  if (status === 413) headers.connection = 'close';
  res.writeHead(status, headers);
  res.end(isApi ? body : status === 503 ? body : busyPage(status, requestId));
}

/** A response the server has answered itself: Next's writes to it after that are dropped. */
function seal(res) {
  res.writeHead = res.setHeader = res.removeHeader = res.appendHeader = res.end = () => res;
  res.write = () => true;
  res.flushHeaders = () => {};
}

/**
 * What Next's answer becomes when it is an error the client should see otherwise: under /api an error
 * Next ends without a body (405 of a method a call lacks) gets the envelope; a page that failed while
 * the database was away or too slow is the 503 page, which says so and retries, not a 500.
 */
function replacementOf(isApi, requestId) {
  return (status, empty) => {
    if (isApi) return empty && status >= 400 ? { status, type: 'application/json; charset=utf-8', body: JSON.stringify(envelopeFor(status)) } : null;
    if (status >= 500 && dbTroubleSince(shared.__jfDbAvailability, Date.now())) {
      return { status: 503, type: 'text/html; charset=utf-8', body: unavailablePage(requestId), retryAfter: '5' };
    }
    return null;
  };
}

/** Next's handler, its error answers replaced where replacementOf says (server/hold-headers.mjs). */
function render(req, res, isApi, requestId) {
  const answerNow = holdHeaders(res, replacementOf(isApi, requestId));
  let timer;
  const arm = () => {
    timer ??= setTimeout(() => {
      const body = isApi ? JSON.stringify(envelopeFor(503)) : unavailablePage(requestId);
      if (answerNow({ status: 503, type: `${isApi ? 'application/json' : 'text/html'}; charset=utf-8`, body, retryAfter: '5' })) {
        process.stderr.write(`${JSON.stringify({ t: new Date().toISOString(), level: 'warn', msg: 'http.deadline', requestId, ms: answerWithinMs })}\n`);
      }
    }, answerWithinMs);
  };
  // From the request's last byte (an upload takes the time its sender needs): a body the app reads
  // ends, one it never reads (a GET's none) is complete once the parser has seen it.
  if (req.complete) arm();
  else {
    req.once('end', arm);
    setImmediate(() => req.complete && arm());
  }
  res.once('close', () => clearTimeout(timer));
  void handle(req, res);
}

// /metrics (docs/operations.md "Metrics"): for the scraper holding METRICS_TOKEN alone. Without the
// setting, or without the right bearer token, the address does not exist: a 404 like any unknown path.
const metricsToken = process.env.METRICS_TOKEN ? createHash('sha256').update(process.env.METRICS_TOKEN).digest() : null;
// Methods are labels too: anything a client makes up counts under one.
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const METRICS_PATH = /^\/metrics(?:\?|$)/;

function bearerMatches(header) {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return Boolean(metricsToken && given && timingSafeEqual(createHash('sha256').update(given).digest(), metricsToken));
}

async function answerMetrics(req, res) {
  if (req.method !== 'GET' || !bearerMatches(req.headers.authorization)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    return void res.end('Not Found');
  }
  const { body, contentType } = await scrape();
  res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
  res.end(body);
}

let draining = false;

// Read your own writes (server/read-your-writes.mjs). Without replicas every read is on the primary: no
// cookie (and a page that wrote stays cacheable).
const readYourWrites = createReadYourWrites({ ms: process.env.DATABASE_REPLICA_URLS?.trim() ? bounded('READ_YOUR_WRITES_SEC', 10, 3600) * 1000 : 0 });

// Every request but the scrape is one span when traces are on (lib/tracing.mjs), its id beside it.
const server = createServer((req, res) => {
  const url = req.url ?? '/';
  if (METRICS_PATH.test(url)) return void answerMetrics(req, res);
  const requestId = requestIdFor(req.headers[REQUEST_ID_HEADER], trustedHops);
  withReadScope(readYourWrites.readsOnPrimary(req.headers.cookie), (scope) => {
    readYourWrites.markWrites(res, scope);
    void traceRequest(res, { method: req.method, route: routeOf(url), requestId }, () => onRequest(req, res, url, requestId));
  });
});

async function onRequest(req, res, url, requestId) {
  const started = performance.now();
  const isApi = API_PATH.test(url);
  // Before anything reads the body (server/body-limit.mjs); what Next writes after the 413 goes nowhere.
  limitBody(req, bodyLimit(url), () => {
    if (!res.headersSent) {
      lingerClose(req.socket, 2000);
      answer(res, 413, isApi, requestId);
    }
    seal(res);
  });
  const client = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedHops);
  req.headers[CLIENT_ADDRESS_HEADER] = client;
  const who = await limits.identify(client, req.headers.cookie);
  // A body over its limit may have been answered meanwhile.
  if (res.writableEnded) return;
  req.headers[CLIENT_KEY_HEADER] = who.key;
  if (isApi) req.headers[CLIENT_CALL_HEADER] = '1';
  else delete req.headers[CLIENT_CALL_HEADER];
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  if (draining) res.setHeader('connection', 'close');
  if (!dev && isHttpsRequest(req.socket.encrypted, req.headers['x-forwarded-proto'], trustedHops)) res.setHeader('strict-transport-security', HSTS);
  res.once('finish', () => {
    const route = routeOf(url);
    const method = KNOWN_METHODS.has(req.method) ? req.method : 'other';
    httpRequests.inc({ route, method, status: res.statusCode });
    httpDuration.observe({ route, method }, (performance.now() - started) / 1000);
  });
  if (accessLog) {
    res.once('finish', () => {
      const line = accessLine({ requestId, method: req.method, url: req.url, status: res.statusCode, ms: performance.now() - started, cache: res.getHeader('x-page-cache'), client });
      process.stderr.write(`${line}\n`);
    });
  }
  const refusal = refusalOf(req.method, url, req.headers['content-length']);
  if (refusal) return answer(res, refusal, isApi, requestId);

  const key = pageCacheKey(req, cookies);
  // A page, cached or rendered, goes with its ETag; a revisit naming it gets a 304 (server/conditional.mjs).
  if (key && !dev) answerConditionally(req, res);
  // Answers Next leaves plain (the sitemaps) go out compressed (server/gzip-answer.mjs).
  if (GZIP_PATH.test(url)) gzipAnswer(req, res);
  const entry = key ? cache.get(key) : undefined;
  if (entry?.fresh) return serve(res, entry, 'hit');
  // The database is away: a page kept from before still serves; everything else answers 503 now
  // rather than waiting for a connection (lib/server/db/availability.ts brings it back).
  if (shared.__jfDbAvailability?.downSince && needsDatabase(url)) {
    if (entry) return serve(res, entry, 'stale');
    return answer(res, 503, isApi, requestId);
  }
  // Everything below costs a render or a call: one client gets its share, not the machine.
  const wait = costsRender(url) ? limits.take(who, isApi) : 0;
  if (wait) return answer(res, 429, isApi, requestId, wait);
  if (!key) return render(req, res, isApi, requestId);
  if (filling.has(key)) {
    if (entry) return serve(res, entry, 'stale');
    await filling.get(key);
    const rendered = cache.get(key);
    if (rendered) return serve(res, rendered, 'hit');
  }
  let release = () => {};
  if (!filling.has(key)) {
    filling.set(key, new Promise((resolve) => (release = resolve)));
    // However the response ends (finished, failed, client gone), the waiting requests go on.
    res.once('close', () => {
      filling.delete(key);
      release();
    });
  }
  res.setHeader('x-page-cache', 'miss');
  pageCache.inc({ result: 'miss' });
  captureResponse(res, (status, headers, body) => {
    if (isStorable(status, headers)) cache.set(key, headers, body);
  });
  render(req, res, false, requestId);
}

// A request the parser refuses (headers over Node's 16 KB) still gets an envelope, not a bare status line.
server.on('clientError', (err, socket) => {
  if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  socket.end(rawEnvelopeResponse(err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400));
});

// The chat's WebSocket (001 §7 Contact): the app registers its upgrade handler from instrumentation.ts
// (lib/server/chat/socket.ts); any other upgrade, or one while draining, is refused.
server.on('upgrade', (req, socket, head) => {
  const path = (req.url ?? '').split('?')[0];
  if (path === '/chat/ws' && !draining && shared.__jfChatUpgrade) return shared.__jfChatUpgrade(req, socket, head);
  if (nextUpgrade && path.startsWith('/_next/')) return void nextUpgrade(req, socket, head);
  socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
});

const logLine = (level, msg, fields) => process.stderr.write(`${JSON.stringify({ t: new Date().toISOString(), level, msg, ...fields })}\n`);

if (!dev) {
  const late = setTimeout(() => {
    logLine('error', 'server.start_timeout', { ms: START_TIMEOUT_MS });
    process.exit(1);
  }, START_TIMEOUT_MS);
  await registered;
  clearTimeout(late);
}

// A port taken (another server, one still stopping) or not ours to open: the process exits at once,
// non-zero, instead of living on with its database connections and job queue while serving nothing (Next
// logs an uncaught error and carries on).
const listenFailed = (err) => {
  logLine('error', 'server.listen_failed', { port, hostname, error: err.code ?? err.message });
  process.exit(1);
};
server.once('error', listenFailed);
server.listen(port, hostname, () => {
  server.off('error', listenFailed);
  console.log(`› 已启动: http://localhost:${port}`);
});

// SIGTERM (a deployment, a scale-in): readiness answers 503 for SHUTDOWN_DRAIN_SEC while requests are
// still served, so the load balancer stops sending; then no new connection is taken, requests in flight
// finish, and the job queue and the database close. Ctrl-C (SIGINT) is a person at a terminal, not a
// load balancer: it skips the wait.
async function shutdown(signal) {
  if (draining) return;
  draining = true;
  shared.__jfDraining = true;
  const drain = signal === 'SIGTERM' ? drainMs : 0;
  logLine('info', 'server.draining', { signal, drainMs: drain });
  setTimeout(() => {
    logLine('warn', 'server.shutdown_timeout', { ms: shutdownMs });
    process.exit(1);
  }, shutdownMs).unref();
  await new Promise((resolve) => setTimeout(resolve, drain));
  // Open chat sockets are told the server is going away; their pages reconnect to another process.
  shared.__jfChatClose?.();
  server.close(async () => {
    await shared.__jfStopApp?.().catch(() => undefined);
    process.exit(0);
  });
  server.closeIdleConnections();
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void shutdown(signal));
