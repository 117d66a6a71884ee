import { describe, expect, it } from 'vitest';
import { gzipSize, scriptSources } from './js-bytes';

describe('scriptSources', () => {
  it('lists every script and script preload once, in page order, skipping noModule', () => {
    const html = `<html><head>
      <link rel="stylesheet" href="/_next/static/css/a.css"/>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>
      <script src="/_next/static/chunks/a.js" async=""></script>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      <script src="/_next/static/chunks/b.js" async=""></script>
      <link rel="modulepreload" href="/_next/static/chunks/c.js?v=1&amp;x=2"/>
      <script>self.__next_f.push([1,""])</script>
    </head></html>`;
    expect(scriptSources(html)).toEqual(['/_next/static/chunks/b.js', '/_next/static/chunks/a.js', '/_next/static/chunks/c.js?v=1&x=2']);
  });

  it('finds nothing in a page without scripts', () => {
    expect(scriptSources('<p>hi</p>')).toEqual([]);
  });
});

describe('gzipSize', () => {
  it('is smaller than the input for repetitive text', () => {
    const buf = Buffer.from('const a = 1;\n'.repeat(1000));
    expect(gzipSize(buf)).toBeLessThan(buf.length / 10);
  });
});
