import { sitemapIndexXml } from '@/lib/seo/sitemap';
import { requestOrigin } from '@/lib/server/http/origin';
import { sitemapFiles } from '@/lib/server/seo/sitemap';

export async function GET() {
  const origin = await requestOrigin();
  const files = await sitemapFiles();
  const locs = [`${origin}/sitemaps/pages/1.xml`, ...files.map((f) => `${origin}/sitemaps/${f.kind}/${f.page}.xml`)];
  return new Response(sitemapIndexXml(locs), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
