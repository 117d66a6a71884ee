import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';

const ask = (url: string) => proxy(new NextRequest(url, { headers: { host: new URL(url).host } }));

describe('proxy', () => {
  it('sends a sub-domain that is no city for good to the same address on the main site', () => {
    const res = ask('http://foo.localhost:3000/search.html?tabIndex=1');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('http://localhost:3000/search.html?tabIndex=1');
    const behindTls = proxy(new NextRequest('http://foo.localhost:3000/', { headers: { host: 'foo.localhost:3000', 'x-forwarded-proto': 'https' } }));
    expect(behindTls.headers.get('location')).toBe('https://localhost:3000/');
  });

  it('serves a city sub-site and the main site, with the city in its header', () => {
    for (const url of ['http://cq.localhost:3000/', 'http://localhost:3000/index.html']) {
      const res = ask(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('location'), url).toBeNull();
    }
  });
});
