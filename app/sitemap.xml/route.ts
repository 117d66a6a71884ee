import { sitemapIndexLocs, sitemapIndexXml } from '@/lib/seo/sitemap';
import { mainSiteOrigin, requestOrigin } from '@/lib/server/http/origin';
import { sitemapFiles } from '@/lib/server/seo/sitemap';

export async function GET() {
  const [origin, main] = await Promise.all([requestOrigin(), mainSiteOrigin()]);
  const citySite = origin !== main;
  const locs = sitemapIndexLocs(origin, citySite, citySite ? [] : await sitemapFiles());
  return new Response(sitemapIndexXml(locs), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
