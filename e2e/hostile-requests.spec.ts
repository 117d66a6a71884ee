import { connect } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { clientAddress, loginFreshPhone } from './support/api-login';

// docs/limits.md: what the running production server (server/server.mjs in front of Next) answers to requests
// an attacker or a broken client sends. Each check goes over HTTP to the same server users reach.

const port = Number(process.env.E2E_PORT || 3100);
const origin = `http://localhost:${port}`;

/** Whether a Location header stays on this portal (this host or a city sub-site of it). */
function staysHome(location: string | undefined): boolean {
  if (!location || /^\s*javascript:/i.test(location)) return false;
  const url = new URL(location, origin);
  return (url.protocol === 'http:' || url.protocol === 'https:') && (url.hostname === 'localhost' || url.hostname.endsWith('.localhost'));
}

const HOSTILE_TARGETS = ['//evil.example', 'https://evil.example/x', '/\\evil.example', '/%5Cevil.example', 'javascript:alert(1)', 'http:evil.example', '\\\\evil.example'];

async function location(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { maxRedirects: 0, headers: { 'sec-fetch-site': 'same-origin', ...headers } });
  expect(res.status(), path).toBeGreaterThanOrEqual(300);
  expect(res.status(), path).toBeLessThan(400);
  return res.headers().location;
}

test('every redirect target of the product accepts only same-site addresses', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const visitor = context.request;
  for (const target of HOSTILE_TARGETS) {
    const q = encodeURIComponent(target);
    // A visitor: logging out, and switching (sent to log in first) redirect at once.
    for (const path of [`/exit?callback=${q}`, `/login/switch?buid=0&callback=${q}`]) {
      const loc = await location(visitor, path);
      expect(staysHome(loc), `${path} -> ${loc}`).toBe(true);
      if (path.startsWith('/login/switch')) expect(staysHome(new URL(loc!, origin).searchParams.get('callback') ?? '/')).toBe(true);
    }
  }
  // Logged in: the login and register pages send the user on to their callback, and switch returns to it.
  await loginFreshPhone(context);
  for (const target of HOSTILE_TARGETS) {
    const q = encodeURIComponent(target);
    for (const path of [`/login?callback=${q}`, `/register?callback=${q}`, `/login/switch?buid=0&callback=${q}`]) {
      const res = await visitor.get(path, { maxRedirects: 0, headers: { 'sec-fetch-site': 'same-origin' } });
      if (res.status() >= 300 && res.status() < 400) expect(staysHome(res.headers().location), `${path} -> ${res.headers().location}`).toBe(true);
      // A page that stays: every link or field of it that carries the target stays on the portal
      // (/%5Cevil.example is a path here); Next's payload echoing the URL is data, not a link.
      else {
        const html = await res.text();
        for (const [, value] of html.matchAll(/(?:href|action|value)="([^"]*evil[^"]*)"/g)) expect(staysHome(value!.replace(/&amp;/g, '&')), `${path}: ${value}`).toBe(true);
      }
    }
  }
  await context.close();
});

test('the middleware-bypass header neither skips the city proxy nor opens an account page', async ({ request }) => {
  const bypass = { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware', 'x-forwarded-for': clientAddress() };
  for (const value of [bypass['x-middleware-subrequest'], 'proxy:proxy:proxy:proxy:proxy', 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware']) {
    const page = await request.get('/user-center.html', { maxRedirects: 0, headers: { ...bypass, 'x-middleware-subrequest': value } });
    expect(page.status()).toBeGreaterThanOrEqual(300);
    expect(page.status()).toBeLessThan(400);
    expect(page.headers().location).toContain('/login');
    // The city still comes from the proxy: the 成都 sub-site shows 成都 with the header sent.
    const city = await request.get('/search.html', { headers: { ...bypass, host: `cd.localhost:${port}`, 'x-middleware-subrequest': value } });
    expect(city.status()).toBe(200);
    expect(await city.text()).toContain('成都');
  }
});

test('a forged server action or RSC request runs nothing and shows nothing private', async ({ request }) => {
  const action = await request.post('/index.html', {
    headers: { 'next-action': 'a'.repeat(40), 'content-type': 'text/plain;charset=UTF-8', origin, 'x-forwarded-for': clientAddress() },
    data: '[]',
    maxRedirects: 0,
  });
  expect(action.status()).toBeGreaterThanOrEqual(400);
  expect(action.status()).toBeLessThan(500);
  const rsc = await request.get('/user-center.html', { headers: { rsc: '1', 'x-forwarded-for': clientAddress() }, maxRedirects: 0 });
  expect(rsc.status()).not.toBe(200);
  expect(await rsc.text()).not.toContain('我的方案');
});

test('every answer under /api is the envelope, whatever the method, size or headers', async ({ request }) => {
  const headers = { origin, 'x-forwarded-for': clientAddress() };
  const cases = [
    { res: await request.get('/api/getUserInfo', { headers }), status: 405, code: 40500 },
    { res: await request.fetch('/api/login', { method: 'OPTIONS', headers }), status: 405, code: 40500 },
    { res: await request.fetch('/api/searchByType', { method: 'PUT', headers }), status: 405, code: 40500 },
    { res: await request.get('/api/noSuchCall', { headers }), status: 404, code: 40400 },
    { res: await request.post('/api/searchByType', { headers: { ...headers, 'content-type': 'application/json' }, data: 'x'.repeat(300 * 1024) }), status: 413, code: 40000 },
    { res: await request.get('/api/health', { headers: { ...headers, 'x-huge': 'x'.repeat(20_000) } }), status: 431, code: 40000 },
  ];
  for (const { res, status, code } of cases) {
    expect(res.status(), res.url()).toBe(status);
    const body = (await res.json()) as { code: number; msg: string };
    expect(body.code).toBe(code);
    expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
  }
});

test('health checks, request ids, and a page cache that junk parameters and forwarded hosts cannot split or poison', async ({ page, request }) => {
  const live = await request.get('/api/health');
  expect((await live.json()).data.status).toBe('ok');
  const ready = await request.get('/api/health/ready');
  expect((await ready.json()).data).toMatchObject({ status: 'ready', database: 'pglite' });
  expect(live.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(ready.headers()['x-request-id']).not.toBe(live.headers()['x-request-id']);

  const path = `/search.html?searchName=${encodeURIComponent('数据治理')}`;
  const poison = await request.get(`${path}&utm_source=x`, { headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } });
  expect(await poison.text()).not.toContain('evil.example');
  const junk = await request.get(`${path}&junk=${Date.now()}`);
  expect(junk.headers()['x-page-cache']).toMatch(/hit|stale/);
  // The e2e server believes one proxy hop (its tests stand in for it), so the proto may be https; the
  // host is never one outside SITE_DOMAIN.
  expect(await junk.text()).toMatch(/<link rel="canonical" href="https?:\/\/localhost(?::\d+)?\/search\.html\?searchName=%E6%95%B0/);
  // The page a junk address got from the cache is the one of its own address, and it hydrates cleanly.
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${path}&from=${Date.now()}`);
  await expect(page.getByTestId('page-search-input')).toHaveValue('数据治理');
  expect(errors).toEqual([]);
  expect(page.url()).toContain('from=');
});

test('pages carry a nonce policy that their own scripts follow, and the security headers', async ({ page, request }) => {
  const res = await request.get('/jfCase.html', { headers: { 'x-forwarded-for': clientAddress() } });
  const headers = res.headers();
  const policy = headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(policy).toContain("frame-ancestors 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Every executable script of the page has this answer's nonce; JSON-LD is data, not script.
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !/type="application\/ld\+json"/.test(attrs));
  expect(scripts.length).toBeGreaterThan(0);
  for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  // Another request gets another nonce: one rendered afresh (another city), and the same page again,
  // which the page cache answers, with the nonce changed in its policy and on every script alike.
  const again = await request.get('/jfCase.html', { headers: { 'x-forwarded-for': clientAddress(), cookie: 'jf_city=510100' } });
  expect(again.headers()['content-security-policy']).not.toContain(nonce!);
  const cached = await request.get('/jfCase.html', { headers: { 'x-forwarded-for': clientAddress() } });
  expect(cached.headers()['x-page-cache']).toMatch(/hit|stale/);
  const cachedNonce = /'nonce-([^']+)'/.exec(cached.headers()['content-security-policy'] ?? '')?.[1];
  expect(cachedNonce).toBeTruthy();
  expect(cachedNonce).not.toBe(nonce);
  const cachedHtml = await cached.text();
  expect(cachedHtml).not.toContain(nonce!);
  for (const [, attrs] of cachedHtml.matchAll(/<script\b([^>]*)>/g)) if (!/application\/ld\+json/.test(attrs!)) expect(attrs).toContain(`nonce="${cachedNonce}"`);
  // In the browser the page runs under its policy without a single refusal.
  const refused: string[] = [];
  page.on('console', (m) => /Content Security Policy|Refused to/i.test(m.text()) && refused.push(m.text()));
  await page.goto('/jfCase.html');
  await page.waitForLoadState('load');
  // Hydrated: a client-side control answers.
  await expect(page.getByTestId('search-input')).toBeEditable();
  await page.waitForTimeout(500);
  expect(refused).toEqual([]);
});

test('the session cookie is HttpOnly, SameSite and, from a production server, Secure', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  await loginFreshPhone(context);
  const session = (await context.cookies()).find((c) => c.name === 'jf_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  // The end-to-end server is a production build with COOKIE_SECURE unset: Secure (browsers keep it on localhost).
  expect(session?.secure).toBe(true);
  await context.close();
});

test('Strict-Transport-Security goes with https answers only: the trusted proxy says which', async ({ request }) => {
  // The end-to-end server believes one proxy hop (its tests stand in for it), so X-Forwarded-Proto is its word.
  for (const path of ['/jfCase.html', '/api/health']) {
    const plain = await request.get(path, { headers: { 'x-forwarded-for': clientAddress() } });
    expect(plain.headers()['strict-transport-security'], path).toBeUndefined();
    const secure = await request.get(path, { headers: { 'x-forwarded-for': clientAddress(), 'x-forwarded-proto': 'https' } });
    expect(secure.headers()['strict-transport-security'], path).toContain('max-age=');
    // A client that writes https itself before the proxy's http is not believed.
    const forged = await request.get(path, { headers: { 'x-forwarded-for': clientAddress(), 'x-forwarded-proto': 'https, http' } });
    expect(forged.headers()['strict-transport-security'], path).toBeUndefined();
  }
  // A page the cache kept from an https answer does not carry it to a plain one.
  const page = `/search.html?searchName=${encodeURIComponent('安全')}`;
  await request.get(page, { headers: { 'x-forwarded-for': clientAddress(), 'x-forwarded-proto': 'https' } });
  const plain = await request.get(page, { headers: { 'x-forwarded-for': clientAddress() } });
  expect(plain.headers()['x-page-cache']).toMatch(/hit|stale/);
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
});

test('a body without a length is refused at its limit, not read to its end', async () => {
  // 64 KB chunks, for up to 16 MB, sent as the answer allows: the 413 comes at 256 KB (docs/limits.md).
  const { answer, sent } = await new Promise<{ answer: string; sent: number }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunk = `${(64 * 1024).toString(16)}\r\n${'x'.repeat(64 * 1024)}\r\n`;
    let answer = '';
    let sent = 0;
    const send = () => {
      while (!answer && !socket.destroyed && sent < 16 * 1024 * 1024) {
        sent += 64 * 1024;
        if (!socket.write(chunk)) return void socket.once('drain', () => setTimeout(send, 5));
      }
      if (!answer && !socket.destroyed) socket.end('0\r\n\r\n');
    };
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, sent }));
    socket.write(`POST /api/searchByType HTTP/1.1\r\nhost: localhost:${port}\r\norigin: ${origin}\r\ncontent-type: application/json\r\nx-forwarded-for: ${clientAddress()}\r\ntransfer-encoding: chunked\r\n\r\n`);
    send();
  });
  expect(answer).toMatch(/^HTTP\/1\.1 413/);
  expect(answer).toContain('"code":40000');
  expect(sent).toBeLessThan(8 * 1024 * 1024);
});
