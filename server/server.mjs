#!/usr/bin/env node
// The production server: Next's request handler behind the visitors' page cache (server/page-cache.mjs).
// `npm start` runs it after building and seeding; PORT, HOSTNAME, PAGE_CACHE_TTL_SEC (0 turns the cache
// off), PAGE_CACHE_MAX_MB and TRUSTED_PROXY_HOPS are read from the environment.
import { createServer } from 'node:http';
import path from 'node:path';
import nextEnv from '@next/env';
import next from 'next';
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from '../lib/client-address.mjs';
import { CITY_COOKIE, SESSION_COOKIE } from '../lib/cookie-names.mjs';
import { captureResponse, createPageCache, isStorable, pageCacheKey } from './page-cache.mjs';

const root = path.resolve(import.meta.dirname, '..');
// .env files first, as `next start` does, so the settings below can come from them too.
nextEnv.loadEnvConfig(root, false);
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';

function bounded(name, fallback, max) {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > max) throw new Error(`环境变量不合法: ${name} 应为 0 到 ${max} 之间的数`);
  return value;
}

const cache = createPageCache({
  ttlMs: bounded('PAGE_CACHE_TTL_SEC', 10, 3600) * 1000,
  maxBytes: bounded('PAGE_CACHE_MAX_MB', 64, 4096) * 1024 * 1024,
});
// How many proxies stand in front (lib/client-address.mjs): 0 believes the socket alone.
const trustedHops = bounded('TRUSTED_PROXY_HOPS', 0, 10);
// The app's own cookie names (lib/cookie-names.mjs), never copies.
const cookies = { sessionCookie: SESSION_COOKIE, cityCookie: CITY_COOKIE };

const app = next({ dev: false, dir: root, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

// One request at a time renders a page: while it does, others get the stale copy if there is one,
// else wait for the render and get its copy.
const filling = new Map();

function serve(res, entry, state) {
  res.writeHead(200, { ...entry.headers, 'x-page-cache': state });
  res.end(entry.body);
}

createServer(async (req, res) => {
  req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedHops);
  const key = pageCacheKey(req, cookies);
  if (!key) return void handle(req, res);
  const entry = cache.get(key);
  if (entry?.fresh) return serve(res, entry, 'hit');
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
  void handle(req, res);
}).listen(port, hostname, () => {
  console.log(`› 已启动: http://localhost:${port}`);
});
