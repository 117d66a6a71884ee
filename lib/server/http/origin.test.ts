import { describe, expect, it } from 'vitest';
import { mainOriginOf, siteOrigin } from './origin';

const h = (init: Record<string, string>) => new Headers(init);

describe('siteOrigin', () => {
  it('keeps the host of the site and its city sub-sites, port included', () => {
    expect(siteOrigin(h({ host: 'cd.jfportal.cn' }), 'jfportal.cn', false)).toBe('https://cd.jfportal.cn');
    expect(siteOrigin(h({ host: 'localhost:3000' }), 'localhost', false)).toBe('http://localhost:3000');
    expect(siteOrigin(h({ host: 'cd.localhost:3100' }), 'localhost', false)).toBe('http://cd.localhost:3100');
  });

  it('never lets a request plant another host or scheme', () => {
    expect(siteOrigin(h({ host: 'evil.example' }), 'jfportal.cn', false)).toBe('https://jfportal.cn');
    expect(siteOrigin(h({ host: 'jfportal.cn', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }), 'jfportal.cn', false)).toBe(
      'https://jfportal.cn',
    );
    expect(siteOrigin(h({ host: 'jfportal.cn.evil.example' }), 'jfportal.cn', false)).toBe('https://jfportal.cn');
    expect(siteOrigin(h({ host: 'jfportal.cn/<script>' }), 'jfportal.cn', false)).toBe('https://jfportal.cn');
  });

  it('believes forwarded host and scheme from a trusted proxy, still only for the site', () => {
    const proxied = h({ host: '10.0.0.5:3000', 'x-forwarded-host': 'bj.jfportal.cn', 'x-forwarded-proto': 'https' });
    expect(siteOrigin(proxied, 'jfportal.cn', true)).toBe('https://bj.jfportal.cn');
    expect(siteOrigin(h({ host: 'jfportal.cn', 'x-forwarded-host': 'evil.example' }), 'jfportal.cn', true)).toBe('https://jfportal.cn');
  });
});

describe('mainOriginOf', () => {
  it('drops a city sub-site label, keeping scheme and port', () => {
    expect(mainOriginOf('https://cd.jfportal.cn', 'jfportal.cn')).toBe('https://jfportal.cn');
    expect(mainOriginOf('http://cq.localhost:3100', 'localhost')).toBe('http://localhost:3100');
    expect(mainOriginOf('http://localhost:3100', 'localhost')).toBe('http://localhost:3100');
    expect(mainOriginOf('http://127.0.0.1:3100', 'localhost')).toBe('http://127.0.0.1:3100');
  });
});
