// Sitemaps (sitemaps.org): an index plus paged files per kind, so they stay valid at a million records
// (a file holds at most 50,000 addresses; ours hold SITEMAP_PAGE_SIZE).

export const SITEMAP_PAGE_SIZE = 10_000;
export const SITEMAP_KINDS = ['cases', 'bids', 'suppliers', 'tenders', 'demands', 'solutions', 'articles', 'activities', 'purchasers'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function urlsetXml(entries: SitemapEntry[]): string {
  const body = entries
    .map((e) => `<url><loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>`;
}

export function sitemapIndexXml(locs: string[]): string {
  const body = locs.map((l) => `<sitemap><loc>${xmlEscape(l)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>`;
}

/** "3.xml" -> 3; anything else -> null. */
export function parseSitemapFile(file: string): number | null {
  const m = /^([1-9]\d{0,6})\.xml$/.exec(file);
  return m ? Number(m[1]) : null;
}

/**
 * The files a host's sitemap index lists: a city sub-site its own pages only, the main site its pages
 * and every record kind, whose canonical addresses are there (docs/decisions/0008-one-canonical-host.md).
 */
export function sitemapIndexLocs(origin: string, citySite: boolean, files: { kind: SitemapKind; page: number }[]): string[] {
  const pages = `${origin}/sitemaps/pages/1.xml`;
  return citySite ? [pages] : [pages, ...files.map((f) => `${origin}/sitemaps/${f.kind}/${f.page}.xml`)];
}
