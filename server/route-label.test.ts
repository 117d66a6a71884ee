import { describe, expect, it } from 'vitest';
import { createRouteLabeller } from './route-label.mjs';

describe('createRouteLabeller', () => {
  const label = createRouteLabeller(['/', '/jfCase', '/sourcing', '/api/searchByType', '/files/[key]', '/sitemaps/[kind]/[n]', '/docs/[...path]']);

  it('labels a legacy address by the page it is rewritten onto', () => {
    expect(label('/index.html')).toBe('/');
    expect(label('/jfCase.html?page=3')).toBe('/jfCase');
    expect(label('/sourcing/index.html')).toBe('/sourcing');
  });

  it('labels calls and dynamic routes by their pattern, not their values', () => {
    expect(label('/api/searchByType')).toBe('/api/searchByType');
    expect(label('/files/abc123')).toBe('/files/[key]');
    expect(label('/sitemaps/bids/7.xml')).toBe('/sitemaps/[kind]/[n]');
    expect(label('/docs/a/b/c')).toBe('/docs/[...path]');
  });

  it('puts every address without a route under one label', () => {
    expect(label('/wp-login.php')).toBe('other');
    expect(label('/api/noSuchCall')).toBe('other');
    expect(label('/files/a/b')).toBe('other');
    expect(label('/_next/static/chunks/x.js')).toBe('/_next');
  });
});
