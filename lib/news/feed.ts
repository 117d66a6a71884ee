import { articleHref } from './links';
import type { Article } from './types';

// An RSS 2.0 feed of a column's latest articles (or all of them), for readers and aggregators.

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function rssXml(channel: { title: string; description: string; link: string }, articles: Article[], origin: string): string {
  const items = articles
    .map((a) => {
      const url = new URL(articleHref(a.id), origin).toString();
      return `<item><title>${esc(a.title)}</title><link>${esc(url)}</link><guid isPermaLink="true">${esc(url)}</guid><category>${esc(a.relatedLabelName)}</category><pubDate>${new Date(a.publishTime).toUTCString()}</pubDate><description>${esc(a.summary)}</description></item>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${esc(channel.title)}</title><link>${esc(new URL(channel.link, origin).toString())}</link><description>${esc(channel.description)}</description><language>zh-cn</language>${items}</channel></rss>`;
}

/** "ZCJD.xml" -> "ZCJD", "all.xml" -> "all"; anything else -> null. */
export function feedNameOf(file: string): string | null {
  const m = /^([A-Za-z0-9_]{1,20})\.xml$/.exec(file);
  return m ? m[1]! : null;
}
