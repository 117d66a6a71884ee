import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, textResponse } from './compressed';

describe('acceptsGzip', () => {
  it('reads the codings a client lists, with their weights', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});

describe('textResponse', () => {
  const xml = `<?xml version="1.0"?><urlset>${'<url><loc>https://x.cn/a.html</loc></url>'.repeat(1000)}</urlset>`;
  const ask = (acceptEncoding?: string) =>
    textResponse(new Request('http://x.cn/sitemap.xml', { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }), { 'content-type': 'application/xml' }, xml);

  it('compresses for a client that takes gzip, and says the answer varies by it', async () => {
    const res = await ask('gzip, deflate');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(xml.length / 10);
    expect(gunzipSync(body).toString()).toBe(xml);
  });

  it('answers plain text to a client that does not', async () => {
    const res = await ask();
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(xml);
  });
});
