import { describe, expect, it } from 'vitest';
import { parseSitemapFile, sitemapIndexLocs, sitemapIndexXml, urlsetXml } from './sitemap';
import { CITY_PAGES, SITE_PAGES } from './sitemap-pages';

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

describe('which host lists what', () => {
  const files = [
    { kind: 'tenders' as const, page: 1 },
    { kind: 'bids' as const, page: 2 },
  ];

  it('a city sub-site lists its own pages, not a copy of the national records', () => {
    expect(sitemapIndexLocs('https://cq.x.cn', true, files)).toEqual(['https://cq.x.cn/sitemaps/pages/1.xml']);
  });

  it('the main site lists its pages and every record file', () => {
    expect(sitemapIndexLocs('https://x.cn', false, files)).toEqual([
      'https://x.cn/sitemaps/pages/1.xml',
      'https://x.cn/sitemaps/tenders/1.xml',
      'https://x.cn/sitemaps/bids/2.xml',
    ]);
  });

  it('lists the home page once, as `/`, among the city pages; a page is a city page or a site page', () => {
    expect(CITY_PAGES).toContain('/');
    expect([...CITY_PAGES, ...SITE_PAGES]).not.toContain('/index.html');
    expect(CITY_PAGES.filter((p) => SITE_PAGES.includes(p))).toEqual([]);
  });
});
