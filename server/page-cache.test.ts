import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { captureResponse, createPageCache, isStorable, keepPage, pageCacheKey, pageCopy } from './page-cache.mjs';

const cookies = { sessionCookie: 'jf_session', cityCookie: 'jf_city' };
const req = (url: string, headers: IncomingHttpHeaders = {}, method = 'GET') => ({
  method,
  url,
  headers: { host: 'localhost:3000', 'accept-encoding': 'gzip, deflate, br', ...headers },
});

describe('pageCacheKey', () => {
  it('keys a visitor’s page by host, URL, city cookie and encoding', () => {
    const a = pageCacheKey(req('/search.html?searchName=医疗'), cookies);
    expect(a).not.toBeNull();
    expect(pageCacheKey(req('/search.html?searchName=医疗'), cookies)).toBe(a);
    expect(pageCacheKey(req('/search.html?searchName=软件'), cookies)).not.toBe(a);
    expect(pageCacheKey(req('/search.html?searchName=医疗', { host: 'cd.localhost:3000' }), cookies)).not.toBe(a);
    expect(pageCacheKey(req('/search.html?searchName=医疗', { cookie: 'jf_city=510100' }), cookies)).not.toBe(a);
    expect(pageCacheKey(req('/search.html?searchName=医疗', { 'accept-encoding': 'identity' }), cookies)).not.toBe(a);
    expect(pageCacheKey(req('/search.html?searchName=医疗', { cookie: 'other=1' }), cookies)).toBe(a);
  });

  it('keys a page on the parameters it reads, so junk parameters do not make new renders', () => {
    const a = pageCacheKey(req('/search.html?searchName=医疗&pageNum=2'), cookies);
    expect(pageCacheKey(req('/search.html?searchName=医疗&junk=1&pageNum=2&utm_source=x'), cookies)).toBe(a);
    expect(pageCacheKey(req('/search.html?searchName=医疗&pageNum=3'), cookies)).not.toBe(a);
    expect(pageCacheKey(req('/search.html?searchName=医疗&pageNum=2', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }), cookies)).toBe(a);
    expect(pageCacheKey(req('/index.html?x=1'), cookies)).toBe(pageCacheKey(req('/index.html'), cookies));
    // A page the table does not know keeps its whole query.
    expect(pageCacheKey(req('/unlisted/index.html?x=1'), cookies)).not.toBe(pageCacheKey(req('/unlisted/index.html?x=2'), cookies));
  });

  it('never caches logged-in requests, calls, RSC navigations, account pages or other methods', () => {
    expect(pageCacheKey(req('/jfCase.html', { cookie: 'a=1; jf_session=Fe26.abc' }), cookies)).toBeNull();
    expect(pageCacheKey(req('/jfCase.html', { rsc: '1' }), cookies)).toBeNull();
    expect(pageCacheKey(req('/jfCase.html', { 'next-router-prefetch': '1' }), cookies)).toBeNull();
    for (const url of ['/api/searchByType', '/_next/static/chunks/a.js', '/login?callback=/', '/register', '/exit?callback=/', '/user-center.html', '/dev/sms-inbox', '/login/switch?buid=1']) {
      expect(pageCacheKey(req(url), cookies)).toBeNull();
    }
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemaps/bids/1.xml', '/images/logo.svg', '/favicon.svg']) {
      expect(pageCacheKey(req(url), cookies)).toBeNull();
    }
    expect(pageCacheKey(req('/'), cookies)).not.toBeNull();
    expect(pageCacheKey(req('/sourcing/index.html?x=1'), cookies)).not.toBeNull();
    expect(pageCacheKey(req('/jfCase.html', {}, 'POST'), cookies)).toBeNull();
    expect(pageCacheKey(req('/jfCase.html', {}, 'HEAD'), cookies)).toBeNull();
    // A page whose name only starts like an account page is a page.
    expect(pageCacheKey(req('/loginHelp.html'), cookies)).not.toBeNull();
  });
});

describe('isStorable', () => {
  it('keeps only complete HTML pages that set no cookie', () => {
    expect(isStorable(200, { 'content-type': 'text/html; charset=utf-8' })).toBe(true);
    expect(isStorable(404, { 'content-type': 'text/html; charset=utf-8' })).toBe(false);
    expect(isStorable(200, { 'content-type': 'text/html', 'set-cookie': ['a=1'] })).toBe(false);
    expect(isStorable(200, { 'content-type': 'application/json' })).toBe(false);
  });
});

describe('createPageCache', () => {
  it('keeps an entry fresh for its time, then stale for a while, then forgets it', () => {
    let t = 0;
    const cache = createPageCache({ ttlMs: 1000, staleMs: 500, maxBytes: 100, now: () => t });
    cache.set('a', {}, Buffer.from('aaaa'));
    expect(cache.get('a')?.fresh).toBe(true);
    t = 1000;
    expect(cache.get('a')).toMatchObject({ fresh: false });
    expect(pageCopy(cache.get('a')!.page, 'n').body.toString()).toBe('aaaa');
    t = 1500;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets the least recently used entries beyond its size', () => {
    const cache = createPageCache({ ttlMs: 1000, maxBytes: 10 });
    cache.set('a', {}, Buffer.from('aaaa'));
    cache.set('b', {}, Buffer.from('bbbb'));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('c', {}, Buffer.from('cccc'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.bytes).toBe(8);
  });

  it('keeps nothing when turned off', () => {
    const cache = createPageCache({ ttlMs: 0, maxBytes: 100 });
    cache.set('a', {}, Buffer.from('x'));
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('keepPage and pageCopy', () => {
  const nonce = 'Tm9uY2VPZlRoZVJlbmRlcg==';
  const policy = (n: string) => `default-src 'self'; script-src 'self' 'nonce-${n}' 'strict-dynamic'`;
  // A page as Next renders it: its nonce on every script tag, in the payload, and at both ends.
  const html = [
    `<!doctype html><html><head><script nonce="${nonce}" src="/_next/static/a.js"></script></head><body>`,
    '<p>政务云平台运维服务项目</p>'.repeat(400),
    `<script nonce="${nonce}">self.__next_f.push([1,"${'x'.repeat(3000)}"])</script>`,
    `<script nonce="${nonce}">self.__next_f.push([2,"nonce:${nonce}"])</script></body></html>`,
  ].join('');
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy(nonce), 'x-request-id': 'first', 'strict-transport-security': 'max-age=1', 'content-length': '9' };
  const fresh = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');

  it.each([
    ['plain', undefined, (body: Buffer) => body],
    ['gzip', 'gzip', (body: Buffer) => gunzipSync(body)],
  ] as const)('serves every copy of a %s page with a nonce of its own, in the policy and the page alike', (_name, encoding, decode) => {
    const sent = encoding ? gzipSync(html) : Buffer.from(html);
    const page = keepPage({ ...headers, ...(encoding ? { 'content-encoding': encoding } : {}) }, sent)!;
    const [one, two] = [fresh(), fresh()];
    const a = pageCopy(page, one);
    const b = pageCopy(page, two);
    expect(a.headers['content-security-policy']).toBe(policy(one));
    expect(b.headers['content-security-policy']).toBe(policy(two));
    expect(decode(a.body).toString()).toBe(html.replaceAll(nonce, one));
    expect(decode(b.body).toString()).toBe(html.replaceAll(nonce, two));
    // What belongs to one answer is not kept (the request id, HSTS of an https request, the length).
    expect(a.headers).not.toHaveProperty('x-request-id');
    expect(a.headers).not.toHaveProperty('strict-transport-security');
    expect(a.headers).not.toHaveProperty('content-length');
    if (encoding) {
      expect(a.headers['content-encoding']).toBe('gzip');
      // Still compressed about as well as the whole page at once: a few dozen bytes a cut.
      expect(a.body.length).toBeLessThan(sent.length + 5 * 60);
    }
  });

  it('keeps a page without a nonce as it is, and no answer in an encoding it cannot cut', () => {
    const page = keepPage({ 'content-type': 'text/html' }, gzipSync('<p>x</p>'))!;
    expect(pageCopy(page, fresh()).body).toEqual(gzipSync('<p>x</p>'));
    expect(keepPage({ 'content-type': 'text/html', 'content-encoding': 'deflate', 'content-security-policy': policy(nonce) }, Buffer.from('x'))).toBeNull();
  });

  it('counts a kept page by the bytes it holds', () => {
    const page = keepPage({ ...headers, 'content-encoding': 'gzip' }, gzipSync(html))!;
    expect(page.bytes).toBeGreaterThan(0);
    expect(page.bytes).toBeLessThan(html.length / 4);
  });
});

describe('captureResponse', () => {
  it('passes a streamed response through and hands over an exact copy', async () => {
    let copy: { status: number; body: string; type: unknown } | undefined;
    const server = createServer((_req, res) => {
      captureResponse(res, (status, headers, body) => (copy = { status, body: body.toString(), type: headers['content-type'] }));
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.write('<p>中');
      res.write(Buffer.from('文</p>'));
      res.end('!');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const received = await new Promise<string>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve(text));
      })
        .on('error', reject)
        .end();
    });
    server.close();
    expect(received).toBe('<p>中文</p>!');
    expect(copy).toEqual({ status: 200, body: '<p>中文</p>!', type: 'text/html; charset=utf-8' });
  });
});
