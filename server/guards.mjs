// What the production server (server/server.mjs) answers itself, before or around Next: bodies too
// large to read, /api answers that would otherwise have no envelope, and the 503 while the database is
// away. Pure functions, tested in server/guards.test.ts.
import { STATUS_CODES } from 'node:http';

export const API_PATH = /^\/api(?:[/?]|$)/;
/** Addresses that answer without the database: liveness, readiness (which says itself) and build assets. */
const WITHOUT_DB = /^\/(?:api\/health(?:\/|$|\?)|_next\/|favicon\.ico)/;
/** The upload calls (multipart): the largest file (10 MB archive, lib/files/rules.ts) plus its framing. */
const UPLOAD_PATH = /^\/api\/\w*Upload\w*(?:\?|$)/i;
const UPLOAD_MAX_BYTES = 10 * 1024 * 1024 + 64 * 1024;
/** Every other request: no call of the spec sends more (lib/server/http/route.ts checks again). */
const BODY_MAX_BYTES = 256 * 1024;

/** The envelope codes of lib/api/envelope.ts that the server answers itself (guards.test.ts keeps them equal). */
export const SERVER_CODES = { badRequest: 40000, notFound: 40400, methodNotAllowed: 40500, tooMany: 42900, server: 50000, unavailable: 50300 };

const MESSAGES = {
  400: [SERVER_CODES.badRequest, '请求不正确'],
  404: [SERVER_CODES.notFound, '接口不存在'],
  405: [SERVER_CODES.methodNotAllowed, '请求方法不支持'],
  413: [SERVER_CODES.badRequest, '请求内容过大'],
  429: [SERVER_CODES.tooMany, '操作过于频繁，请稍后再试'],
  431: [SERVER_CODES.badRequest, '请求头过大'],
  503: [SERVER_CODES.unavailable, '服务繁忙，请稍后重试'],
};

/** The envelope of an answer the server gives for `status` (any status: 4xx bad request, 5xx server). */
export function envelopeFor(status) {
  const [code, msg] = MESSAGES[status] ?? (status >= 500 ? [SERVER_CODES.server, '服务异常，请稍后重试'] : [SERVER_CODES.badRequest, '请求不正确']);
  return { code, msg, data: null };
}

/** The most a request to `path` may announce in Content-Length. */
export function bodyLimit(path) {
  return UPLOAD_PATH.test(path) ? UPLOAD_MAX_BYTES : BODY_MAX_BYTES;
}

/**
 * The status the server answers at once, before Next reads a byte of the body, or 0: a body larger
 * than the call accepts (413), a preflight or unknown method under /api (405; the API is same-origin).
 */
export function refusalOf(method, url, contentLength) {
  const length = Number(contentLength ?? 0);
  if (Number.isFinite(length) && length > bodyLimit(url)) return 413;
  if (API_PATH.test(url) && !['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) return 405;
  return 0;
}

/** Whether the answer to `url` needs the database (the 503 while it is away applies). */
export function needsDatabase(url) {
  return !WITHOUT_DB.test(url);
}

/** Files a page load fetches by the dozen (public images, build assets): never counted as renders. */
const STATIC_FILE = /^\/(?:_next\/|images\/)|\.(?:svg|png|jpe?g|gif|webp|ico|css|js|woff2?|map)(?:\?|$)/;

/** Whether a request to `url` is work the render limiter counts (a page, a call, an uploaded file). */
export function costsRender(url) {
  return needsDatabase(url) && !STATIC_FILE.test(url);
}

/** A whole raw HTTP answer with an envelope, for a socket the parser gave up on (431 headers too large). */
export function rawEnvelopeResponse(status) {
  const body = JSON.stringify(envelopeFor(status));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    '',
    body,
  ].join('\r\n');
}

const PAGE_STYLE = 'body{margin:0;font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2937;background:#f5f7fa;padding:0 1rem}main{max-width:28rem;margin:18vh auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.08);text-align:center}h1{font-size:1.25rem;margin:0 0 .75rem}p{color:#6b7280;line-height:1.7;margin:.25rem 0}small{display:block;margin-top:1rem;color:#9ca3af;word-break:break-all}a{color:#1677ff;text-decoration:none}';

function plainPage(title, lines, requestId, refreshSec) {
  const refresh = refreshSec ? `<meta http-equiv="refresh" content="${refreshSec}">` : '';
  const body = `${lines.map((line) => `<p>${line}</p>`).join('')}<p><a href="/">返回首页</a></p>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">${refresh}<title>${title} - 云采汇</title><style>${PAGE_STYLE}</style></head><body><main><h1>${title}</h1>${body}<small>请求编号 ${requestId.replace(/[^\w.:-]/g, '')}</small></main></body></html>`;
}

/** The page a visitor sees while the database is away: plain, complete, and it tries again by itself. */
export function unavailablePage(requestId) {
  return plainPage('服务暂时不可用', ['系统正在恢复，请稍后刷新页面重试。', '页面将在 15 秒后自动刷新。'], requestId, 15);
}

/** The page of a refused request: too many pages at once (429), or a body too large (413). */
export function busyPage(status, requestId) {
  return status === 429
    ? plainPage('访问过于频繁', ['您的访问过于频繁，请稍后再试。'], requestId, 0)
    : plainPage('请求无法处理', [envelopeFor(status).msg], requestId, 0);
}

/** One access-log line (JSON, like lib/server/log.ts). */
export function accessLine({ requestId, method, url, status, ms, cache, client }) {
  return JSON.stringify({ t: new Date().toISOString(), level: 'info', msg: 'http', requestId, method, path: String(url).slice(0, 300), status, ms: Math.round(ms * 10) / 10, cache, client });
}

/**
 * Token buckets per client for work the page cache did not absorb (a page rendered, a call answered):
 * `burst` at once, then `ratePerSec`. They shield this process's CPU from one client's flood of unique
 * URLs, so they are per process by design; the business limits (SMS, captchas, logins) live in the
 * database and hold across processes. `ratePerSec` 0 turns them off.
 */
export function createRenderLimiter({ ratePerSec, burst, maxClients = 100_000, now = () => performance.now() }) {
  const buckets = new Map();
  return {
    /** Takes one token for `client`: 0 when allowed, else the seconds to wait for the next one. */
    take(client) {
      if (ratePerSec <= 0) return 0;
      const t = now();
      const bucket = buckets.get(client) ?? { tokens: burst, at: t };
      bucket.tokens = Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * ratePerSec);
      bucket.at = t;
      buckets.delete(client);
      buckets.set(client, bucket);
      // Oldest-touched clients go first; a full bucket forgotten is the same as a new one.
      if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value);
      if (bucket.tokens < 1) return Math.ceil((1 - bucket.tokens) / ratePerSec);
      bucket.tokens -= 1;
      return 0;
    },
    get size() {
      return buckets.size;
    },
  };
}

/** How long after a database failure (away, or a statement over its time) a failed page is blamed on it. */
const TROUBLE_WINDOW_MS = 5000;

/** Whether the database is away or failed a statement lately (lib/server/db/availability.ts's state). */
export function dbTroubleSince(state, now) {
  if (!state) return false;
  return state.downSince > 0 || now - (state.troubleAt ?? 0) < TROUBLE_WINDOW_MS;
}
