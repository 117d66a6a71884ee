import { describe, expect, it } from 'vitest';
import { parseSitemapFile, sitemapIndexXml, urlsetXml } from './sitemap';

describe('sitemap xml', () => {
  it('escapes addresses', () => {
    expect(urlsetXml([{ loc: 'https://x/a.html?id=1&source=0', lastmod: '2026-01-02' }])).toContain(
      '<url><loc>https://x/a.html?id=1&amp;source=0</loc><lastmod>2026-01-02</lastmod></url>',
    );
    expect(sitemapIndexXml(['https://x/sitemaps/bids/1.xml'])).toContain('<sitemap><loc>https://x/sitemaps/bids/1.xml</loc></sitemap>');
  });

  it('accepts only numbered files', () => {
    expect(parseSitemapFile('12.xml')).toBe(12);
    expect(parseSitemapFile('0.xml')).toBeNull();
    expect(parseSitemapFile('../x')).toBeNull();
    expect(parseSitemapFile('1.xml.gz')).toBeNull();
  });
});
