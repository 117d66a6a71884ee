import { feedNameOf, rssXml } from '@/lib/news/feed';
import { columnHref, INDUSTRY_VIEW_PATH } from '@/lib/news/links';
import { env } from '@/lib/env';
import { siteOrigin } from '@/lib/server/http/origin';
import { findColumn, listArticles } from '@/lib/server/news/articles';

const FEED_SIZE = 30;

// RSS per column (/rss/news/ZCJD.xml) and of all columns (/rss/news/all.xml); 002 §2 Industry view.
export async function GET(req: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = feedNameOf((await params).file);
  const column = name && name !== 'all' ? await findColumn(name) : null;
  if (!name || (name !== 'all' && !column)) return new Response('Not Found', { status: 404 });
  const { list } = await listArticles({ relatedLabel: column?.labelCode, topFlag: undefined, pageStart: 1, pageSize: FEED_SIZE });
  const origin = siteOrigin(req.headers, env.SITE_DOMAIN, env.TRUSTED_PROXY_HOPS > 0);
  const channel = column
    ? { title: `${column.labelName} - 云采汇软件前沿`, description: column.labelDesc, link: columnHref(column.labelCode, column.labelName) }
    : { title: '云采汇软件前沿', description: '数字化转型资讯、政策解读与行业动态', link: INDUSTRY_VIEW_PATH };
  return new Response(rssXml(channel, list, origin), { headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=600' } });
}
