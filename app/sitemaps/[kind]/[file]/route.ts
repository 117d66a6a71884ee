import { CITY_PAGES, SITE_PAGES } from '@/lib/seo/sitemap-pages';
import { parseSitemapFile, SITEMAP_KINDS, urlsetXml, type SitemapEntry, type SitemapKind } from '@/lib/seo/sitemap';
import { mainSiteOrigin, requestOrigin } from '@/lib/server/http/origin';
import { listColumns } from '@/lib/server/news/articles';
import { columnHref } from '@/lib/news/links';
import { sitemapEntries } from '@/lib/server/seo/sitemap';
import { listNavCategories } from '@/lib/server/products/service';
import { productDetailHref } from '@/lib/products/rules';

// Compressed for clients that take it by the server in front (server/gzip-answer.mjs): Next drops a
// route handler's Content-Encoding.
const xml = (body: string) =>
  new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });

export async function GET(_req: Request, { params }: { params: Promise<{ kind: string; file: string }> }) {
  const { kind, file } = await params;
  const page = parseSitemapFile(file);
  const [origin, main] = await Promise.all([requestOrigin(), mainSiteOrigin()]);
  // A city sub-site lists its city's pages only; records and the other pages are the main site's
  // (docs/decisions/0008-one-canonical-host.md).
  const citySite = origin !== main;
  if (kind === 'pages' && page === 1 && citySite) return xml(urlsetXml(CITY_PAGES.map((p) => ({ loc: `${origin}${p}` }))));
  if (kind === 'pages' && page === 1) {
    const [columnList, categories] = await Promise.all([listColumns(), listNavCategories()]);
    const columns = columnList.list.map((c) => columnHref(c.labelCode, c.labelName));
    const products = categories.flatMap((c) => c.productList.map(productDetailHref));
    return xml(urlsetXml([...CITY_PAGES, ...SITE_PAGES, ...columns, ...products].map((p): SitemapEntry => ({ loc: `${origin}${p}` }))));
  }
  if (citySite || page === null || !(SITEMAP_KINDS as readonly string[]).includes(kind)) return new Response('Not Found', { status: 404 });
  const entries = await sitemapEntries(kind as SitemapKind, page, origin);
  return entries ? xml(urlsetXml(entries)) : new Response('Not Found', { status: 404 });
}
