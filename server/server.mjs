#!/usr/bin/env node
// The production server: Next's request handler behind the visitors' page cache (server/page-cache.mjs),
// with what must happen before the app sees a request (server/guards.mjs): the client's address and a
// request id, bodies refused by their announced size, a 503 at once while the database is away, the
// envelope on every /api answer, an access log, and a graceful shutdown. `npm start` runs it after
// building and seeding; PORT, HOSTNAME, PAGE_CACHE_TTL_SEC (0 turns the cache off), PAGE_CACHE_MAX_MB,
// TRUSTED_PROXY_HOPS, SHUTDOWN_TIMEOUT_SEC and LOG_LEVEL are read from the environment.
import { createServer } from 'node:http';
import path from 'node:path';
import nextEnv from '@next/env';
import next from 'next';
import { CLIENT_ADDRESS_HEADER, CLIENT_KEY_HEADER, resolveClientAddress } from '../lib/client-address.mjs';
import { CITY_COOKIE, SESSION_COOKIE } from '../lib/cookie-names.mjs';
import { REQUEST_ID_HEADER, requestIdFor } from '../lib/request-id.mjs';
import { createClientLimits, createCrawlerMatcher, createSessionReader, crawlerRangesFrom } from './client-limits.mjs';
import { holdHeaders } from './hold-headers.mjs';
import { API_PATH, accessLine, dbTroubleSince, busyPage, costsRender, envelopeFor, needsDatabase, rawEnvelopeResponse, refusalOf, unavailablePage } from './guards.mjs';
import { answerConditionally } from './conditional.mjs';
import { captureResponse, createPageCache, isStorable, pageCacheKey } from './page-cache.mjs';

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
// Renders and calls one client may cause per second (pages the cache answers are free), crawlers and
// logged-in users counted apart from anonymous addresses: server/client-limits.mjs, docs/operations.md.
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

const app = next({ dev, dir: root, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
// Next's own upgrades: the development server's hot reload.
const nextUpgrade = dev ? app.getUpgradeHandler() : null;

// One request at a time renders a page: while it does, others get the stale copy if there is one,
// else wait for the render and get its copy.
const filling = new Map();

function serve(res, entry, state) {
  res.writeHead(200, { ...entry.headers, 'x-page-cache': state });
  res.end(entry.body);
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
  holdHeaders(res, replacementOf(isApi, requestId));
  void handle(req, res);
}

let draining = false;

const server = createServer(async (req, res) => {
  const started = performance.now();
  const requestId = requestIdFor(req.headers[REQUEST_ID_HEADER], trustedHops);
  const client = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedHops);
  req.headers[CLIENT_ADDRESS_HEADER] = client;
  const who = await limits.identify(client, req.headers.cookie);
  req.headers[CLIENT_KEY_HEADER] = who.key;
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  if (draining) res.setHeader('connection', 'close');
  if (accessLog) {
    res.once('finish', () => {
      const line = accessLine({ requestId, method: req.method, url: req.url, status: res.statusCode, ms: performance.now() - started, cache: res.getHeader('x-page-cache'), client });
      process.stderr.write(`${line}\n`);
    });
  }
  const url = req.url ?? '/';
  const isApi = API_PATH.test(url);
  const refusal = refusalOf(req.method, url, req.headers['content-length']);
  if (refusal) return answer(res, refusal, isApi, requestId);

  const key = pageCacheKey(req, cookies);
  // A page, cached or rendered, goes with its ETag; a revisit naming it gets a 304 (server/conditional.mjs).
  if (key && !dev) answerConditionally(req, res);
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
  captureResponse(res, (status, headers, body) => {
    if (isStorable(status, headers)) cache.set(key, headers, body);
  });
  render(req, res, false, requestId);
});

// A request the parser refuses (headers over Node's 16 KB) still gets an envelope, not a bare status line.
server.on('clientError', (err, socket) => {
  if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  socket.end(rawEnvelopeResponse(err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400));
});

// The chat's WebSocket (issue 19): the app registers its upgrade handler from instrumentation.ts
// (lib/server/chat/socket.ts); any other upgrade, or one while draining, is refused.
server.on('upgrade', (req, socket, head) => {
  const path = (req.url ?? '').split('?')[0];
  if (path === '/chat/ws' && !draining && shared.__jfChatUpgrade) return shared.__jfChatUpgrade(req, socket, head);
  if (nextUpgrade && path.startsWith('/_next/')) return void nextUpgrade(req, socket, head);
  socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
});

server.listen(port, hostname, () => {
  console.log(`› 已启动: http://localhost:${port}`);
});

// SIGTERM (a deployment, a scale-in) or Ctrl-C: readiness turns 503 so the load balancer stops sending,
// no new connection is taken, requests in flight finish, then the job queue and the database close.
async function shutdown(signal) {
  if (draining) return;
  draining = true;
  shared.__jfDraining = true;
  process.stderr.write(`${JSON.stringify({ t: new Date().toISOString(), level: 'info', msg: 'server.draining', signal })}\n`);
  setTimeout(() => {
    process.stderr.write(`${JSON.stringify({ t: new Date().toISOString(), level: 'warn', msg: 'server.shutdown_timeout', ms: shutdownMs })}\n`);
    process.exit(1);
  }, shutdownMs).unref();
  // Open chat sockets are told the server is going away; their pages reconnect to another process.
  shared.__jfChatClose?.();
  server.close(async () => {
    await shared.__jfStopApp?.().catch(() => undefined);
    process.exit(0);
  });
  server.closeIdleConnections();
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void shutdown(signal));
