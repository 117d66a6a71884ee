import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptsGzip, gzipAnswer, GZIP_PATH } from './gzip-answer.mjs';

describe('acceptsGzip', () => {
  it('reads the codings a client lists, with their weights', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('GZIP_PATH', () => {
  it('names the sitemap index and its files, not pages', () => {
    for (const path of ['/sitemap.xml', '/sitemaps/tenders/1.xml', '/sitemaps/pages/1.xml']) expect(GZIP_PATH.test(path), path).toBe(true);
    for (const path of ['/search.html', '/sitemap.xml.html', '/robots.txt']) expect(GZIP_PATH.test(path), path).toBe(false);
  });
});

let close = () => {};
afterEach(() => close());

const xml = `<?xml version="1.0"?><urlset>${'<url><loc>https://x.cn/a.html</loc></url>'.repeat(1000)}</urlset>`;

/** The raw answer (no client-side decoding) of a server whose handler writes `handler`'s answer in pieces. */
async function ask(handler: (res: ServerResponse) => void, acceptEncoding?: string) {
  const server = createServer((req, res) => {
    gzipAnswer(req, res);
    handler(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path: '/sitemaps/tenders/1.xml', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const sitemap = (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/xml' });
  res.write(xml.slice(0, 100));
  setTimeout(() => res.end(xml.slice(100)), 5);
};

describe('gzipAnswer', () => {
  it('compresses a sitemap for a client that takes gzip, and says the answer varies by it', async () => {
    const got = await ask(sitemap, 'gzip, deflate');
    expect(got.headers['content-encoding']).toBe('gzip');
    expect(got.headers.vary).toContain('Accept-Encoding');
    expect(got.body.length).toBeLessThan(xml.length / 10);
    expect(gunzipSync(got.body).toString()).toBe(xml);
  });

  it('answers plain to a client that does not, and leaves errors and small answers alone', async () => {
    expect((await ask(sitemap)).body.toString()).toBe(xml);
    const missing = await ask((res) => res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found'), 'gzip');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.body.toString()).toBe('Not Found');
  });
});
