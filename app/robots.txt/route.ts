import { requestOrigin } from '@/lib/server/http/origin';

export async function GET() {
  const origin = await requestOrigin();
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /login', 'Disallow: /exit', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
