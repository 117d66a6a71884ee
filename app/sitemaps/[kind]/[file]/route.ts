import { serviceHref } from '@/lib/consult/json-ld';
import { ONLINE_SERVICES } from '@/lib/consult/services';
import { parseSitemapFile, SITEMAP_KINDS, urlsetXml, type SitemapEntry, type SitemapKind } from '@/lib/seo/sitemap';
import { requestOrigin } from '@/lib/server/http/origin';
import { listColumns } from '@/lib/server/news/articles';
import { columnHref } from '@/lib/news/links';
import { sitemapEntries } from '@/lib/server/seo/sitemap';
import { listNavCategories } from '@/lib/server/products/service';
import { productDetailHref } from '@/lib/products/rules';
import { NOTICE_LIST_PATH } from '@/lib/tendering/links';

const xml = (body: string) =>
  new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });

/** The landing pages crawlers should know besides the records. */
const PAGES = [
  '/index.html',
  '/sourcing/index.html',
  '/search.html?tabIndex=0',
  '/search.html?tabIndex=1',
  '/jfCase.html',
  '/jfCase.html?tab=ent',
  '/secrecyAgreeScheme.html',
  '/secrecyAgree.html',
  '/softwareConsult.html',
  '/business.html',
  '/demandHall.html',
  '/demandHall.html?tab=manpower',
  '/scheme.html',
  // The alternative navigation's supplier list, services list and map (issue 18).
  '/enterprise.html',
  '/jfService.html',
  '/jfMap.html',
  // Software-frontier news (issue 21): the industry view (each column's list is added from the database).
  '/industryView.html',
  // The platform's activities (each activity is in its own file) and the rules centre (issue 21).
  '/activityIndex.html',
  '/activityIndex.html?when=past',
  '/ruleCenter.html',
  '/rule001.html',
  '/rule001-1.html',
  // Government tendering and its notice list (issue 20).
  '/tendering.html',
  NOTICE_LIST_PATH,
  // Direct purchase, the mall and the portal's own pages (issue 20); each product is added from the database.
  '/server.html',
  '/software.html',
  '/store-page.html',
  '/producTool.html',
  '/about.html',
  '/jfh-mp.html',
  '/settleIn.html',
  '/member.html',
  ...ONLINE_SERVICES.map((s) => serviceHref(s.serviceId)),
];

export async function GET(_req: Request, { params }: { params: Promise<{ kind: string; file: string }> }) {
  const { kind, file } = await params;
  const page = parseSitemapFile(file);
  const origin = await requestOrigin();
  if (kind === 'pages' && page === 1) {
    const [columnList, categories] = await Promise.all([listColumns(), listNavCategories()]);
    const columns = columnList.list.map((c) => columnHref(c.labelCode, c.labelName));
    const products = categories.flatMap((c) => c.productList.map(productDetailHref));
    return xml(urlsetXml([...PAGES, ...columns, ...products].map((p): SitemapEntry => ({ loc: `${origin}${p}` }))));
  }
  if (page === null || !(SITEMAP_KINDS as readonly string[]).includes(kind)) return new Response('Not Found', { status: 404 });
  const entries = await sitemapEntries(kind as SitemapKind, page, origin);
  return entries ? xml(urlsetXml(entries)) : new Response('Not Found', { status: 404 });
}
