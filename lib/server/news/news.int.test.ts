import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST as hotList } from '@/app/api/hotInformationList/route';
import { POST as infoList } from '@/app/api/informationList/route';
import { POST as columnList } from '@/app/api/recommandList/route';
import { GET as feed } from '@/app/rss/news/[file]/route';
import { getDb } from '@/lib/server/db/client';
import { newsArticles } from '@/lib/server/db/schema';
import type { Article, ArticlePage, NewsColumn } from '@/lib/news/types';
import { articleDetail } from './articles';

// The article calls (002 §7 Articles) against a plain reading of every row: the answer the SQL must give.

type Handler = (req: NextRequest) => Promise<Response>;
const post = async <T>(handler: Handler, body: unknown) => {
  const res = await handler(new NextRequest('http://localhost/api/x', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }));
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: T } };
};

// The public rows: the console's editors may have left drafts and withdrawn articles on a shared database.
const allRows = async () => (await (await getDb()).select().from(newsArticles)).filter((r) => r.status === 'published' && r.publishTime <= new Date());
const newestFirst = (a: { publishTime: Date; id: number }, b: { publishTime: Date; id: number }) => b.publishTime.getTime() - a.publishTime.getTime() || b.id - a.id;

describe('information list', () => {
  it('answers 10 a page newest first with the total, per column and featured only', async () => {
    const rows = (await allRows()).sort(newestFirst);
    expect(rows.length).toBeGreaterThan(100);
    const page2 = await post<ArticlePage>(infoList, { typeId: 9, pageStart: 2, pageSize: 10, orderMode: '0001', relatedLabel: '', channlid: '' });
    expect(page2.body.code).toBe(0);
    expect(page2.body.data.total).toBe(rows.length);
    expect(page2.body.data.list.map((a) => a.id)).toEqual(rows.slice(10, 20).map((r) => r.id));
    const first = page2.body.data.list[0]!;
    expect(first).toMatchObject({ thumbnailList: [expect.stringMatching(/^\/images\/news\/.+\.svg$/)], relatedLabelName: expect.any(String), publishTimeStr: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

    const column = await post<ArticlePage>(infoList, { typeId: 9, relatedLabel: 'ZCJD' });
    expect(column.body.data.total).toBe(rows.filter((r) => r.labelCode === 'ZCJD').length);
    expect(column.body.data.list.every((a) => a.relatedLabel === 'ZCJD')).toBe(true);

    const featured = await post<ArticlePage>(infoList, { typeId: 9, topFlag: true, pageSize: 5 });
    expect(featured.body.data.list.map((a) => a.id)).toEqual(rows.filter((r) => r.topFlag).slice(0, 5).map((r) => r.id));
  });

  it('refuses bad input with 400 and a Chinese message', async () => {
    for (const [body, msg] of [[{ typeId: 3 }, '资讯类型'], [{ pageSize: 500 }, '每页条数'], [{ relatedLabel: "<script>" }, '栏目编码'], [{ orderMode: '9' }, '排序方式']] as const) {
      const res = await post<null>(infoList, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).not.toBe(0);
      expect(res.body.msg).toContain(msg);
    }
  });
});

describe('hot list and recommended columns', () => {
  it('answers the 10 most read and 5 columns', async () => {
    const rows = (await allRows()).sort((a, b) => b.views - a.views || b.id - a.id);
    const hot = await post<{ list: Article[] }>(hotList, { typeId: 9, pageSize: 10 });
    expect(hot.body.data.list.map((a) => a.id)).toEqual(rows.slice(0, 10).map((r) => r.id));
    const columns = await post<{ list: NewsColumn[] }>(columnList, { typeId: 9, pageSize: 5 });
    expect(columns.body.data.list).toHaveLength(5);
    expect(columns.body.data.list[0]).toMatchObject({ labelCode: expect.any(String), labelName: expect.any(String), labelDesc: expect.any(String), imageUrl: expect.any(String) });
  });
});

describe('an article and the feeds', () => {
  it('reads an article with its body and related articles of its column, and none for a missing id', async () => {
    const [row] = (await allRows()).sort(newestFirst);
    const article = await articleDetail(row!.id);
    expect(article?.body).toEqual(row!.body);
    expect(article?.related.length).toBe(5);
    expect(article?.related.every((r) => r.relatedLabel === row!.labelCode && r.id !== row!.id)).toBe(true);
    expect(await articleDetail(999_999)).toBeNull();
  });

  it('serves an RSS feed per column and of all, and 404 for an unknown one', async () => {
    const res = await feed(new Request('http://localhost/rss/news/ZCJD.xml'), { params: Promise.resolve({ file: 'ZCJD.xml' }) });
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain('<rss version="2.0">');
    expect(xml).toContain('政策解读');
    expect((xml.match(/<item>/g) ?? []).length).toBe(30);
    expect((await feed(new Request('http://localhost/rss/news/all.xml'), { params: Promise.resolve({ file: 'all.xml' }) })).status).toBe(200);
    expect((await feed(new Request('http://localhost/rss/news/NOPE.xml'), { params: Promise.resolve({ file: 'NOPE.xml' }) })).status).toBe(404);
  });
});
