import { sitemapIndexLocs, sitemapIndexXml } from '@/lib/seo/sitemap';
import { mainSiteOrigin, requestOrigin } from '@/lib/server/http/origin';
import { sitemapFiles } from '@/lib/server/seo/sitemap';

export async function GET() {
  const [origin, main] = await Promise.all([requestOrigin(), mainSiteOrigin()]);
  const citySite = origin !== main;
  const locs = sitemapIndexLocs(origin, citySite, citySite ? [] : await sitemapFiles());
  // Compressed for clients that take it by the server in front (server/gzip-answer.mjs): Next drops a
  // route handler's Content-Encoding.
  return new Response(sitemapIndexXml(locs), { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
