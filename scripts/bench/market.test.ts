import { describe, expect, it } from 'vitest';
import { distinctMarketPages } from './market';

describe('never-asked market pages', () => {
  const fx = { sites: ['cq', 'cd', 'bj'], purchaserCodes: ['P1', 'P2', 'P3'], supplierCount: 1000, years: [2024, 2025, 2026] };

  it('mixes market pages, purchaser profiles and comparisons, never one address twice', () => {
    const pages = distinctMarketPages(7, fx, 200);
    expect(pages).toHaveLength(200);
    expect(new Set(pages.map((p) => `${p.site ?? ''}${p.path}`)).size).toBe(200);
    expect(pages.filter((p) => p.path.startsWith('/search-purchaserdetail.html')).map((p) => p.path).sort()).toEqual(
      ['P1', 'P2', 'P3'].map((c) => `/search-purchaserdetail.html?code=${c}`),
    );
    expect(pages.some((p) => p.path.startsWith('/analytics.html') && p.site)).toBe(true);
    expect(pages.some((p) => /^\/supplierCompare\.html\?ids=\d+(,\d+){1,3}$/.test(p.path))).toBe(true);
  });

  it('asks the same addresses again with the same seed', () => {
    expect(distinctMarketPages(7, fx, 50)).toEqual(distinctMarketPages(7, fx, 50));
  });
});
