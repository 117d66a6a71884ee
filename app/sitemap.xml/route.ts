import { sitemapIndexLocs, sitemapIndexXml } from '@/lib/seo/sitemap';
import { textResponse } from '@/lib/server/http/compressed';
import { mainSiteOrigin, requestOrigin } from '@/lib/server/http/origin';
import { sitemapFiles } from '@/lib/server/seo/sitemap';

export async function GET(req: Request) {
  const [origin, main] = await Promise.all([requestOrigin(), mainSiteOrigin()]);
  const citySite = origin !== main;
  const locs = sitemapIndexLocs(origin, citySite, citySite ? [] : await sitemapFiles());
  return textResponse(req, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' }, sitemapIndexXml(locs));
}
