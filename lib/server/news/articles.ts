import 'server-only';
import { and, desc, eq, lte, ne, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { newsArticles, newsColumns } from '@/lib/server/db/schema';
import { formatDate, formatDateTime } from '@/lib/format/date';
import type { InformationListInput } from '@/lib/news/schemas';
import type { Article, ArticleDetail, ArticlePage, NewsColumn } from '@/lib/news/types';

// Software-frontier articles (002 §7 Articles): lists newest first (per column too), the hot list by
// views, the recommended columns, and one article with its related ones. Each list reads its index.

const cardColumns = {
  id: newsArticles.id,
  title: newsArticles.title,
  summary: newsArticles.summary,
  thumbnail: newsArticles.thumbnail,
  videoUrl: newsArticles.videoUrl,
  videoPoster: newsArticles.videoPoster,
  labelCode: newsArticles.labelCode,
  labelName: newsColumns.labelName,
  publishTime: newsArticles.publishTime,
  createTime: newsArticles.createTime,
};

interface CardRow {
  id: number;
  title: string;
  summary: string;
  thumbnail: string;
  videoUrl: string | null;
  videoPoster: string | null;
  labelCode: string;
  labelName: string;
  publishTime: Date;
  createTime: Date;
}

function toArticle(r: CardRow): Article {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    thumbnailList: [r.thumbnail],
    videoResponseDTO: r.videoUrl ? { videoUrl: r.videoUrl, posterUrl: r.videoPoster ?? r.thumbnail } : null,
    relatedLabel: r.labelCode,
    relatedLabelName: r.labelName,
    createTimeStr: formatDateTime(r.createTime),
    publishTimeStr: formatDate(r.publishTime),
    publishTime: r.publishTime.toISOString(),
  };
}

async function cards(where: SQL | undefined, order: SQL[], limit: number, offset = 0): Promise<Article[]> {
  const db = await getDb();
  const rows = await db
    .select(cardColumns)
    .from(newsArticles)
    .innerJoin(newsColumns, eq(newsColumns.labelCode, newsArticles.labelCode))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map(toArticle);
}

/**
 * What the public sees: published articles whose publish time has come. A scheduled article is a
 * published one with a time ahead, so it appears by itself when that time passes, with no job to run
 * or to miss (docs/features.md, Operator console "News").
 */
export const publicArticle = and(eq(newsArticles.status, 'published'), lte(newsArticles.publishTime, sql`now()`))!;

const newest = [desc(newsArticles.publishTime), desc(newsArticles.id)];

/** Information list: newest first, of one column (relatedLabel) and/or the featured ones (topFlag). */
export async function listArticles(input: InformationListInput): Promise<ArticlePage> {
  const where = and(
    publicArticle,
    input.relatedLabel ? eq(newsArticles.labelCode, input.relatedLabel) : undefined,
    input.topFlag === undefined ? undefined : eq(newsArticles.topFlag, input.topFlag),
  );
  const db = await getDb();
  const [list, [count]] = await Promise.all([
    cards(where, newest, input.pageSize, (input.pageStart - 1) * input.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(newsArticles).where(where),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}

/** The most read articles. */
export async function hotArticles(count: number): Promise<{ list: Article[] }> {
  return { list: await cards(publicArticle, [desc(newsArticles.views), desc(newsArticles.id)], count) };
}

/** The latest articles, for other pages' headlines (the home page). */
export const latestArticles = (count: number) => cards(publicArticle, newest, count);

export async function listColumns(count?: number): Promise<{ list: NewsColumn[] }> {
  const db = await getDb();
  const query = db
    .select({ labelCode: newsColumns.labelCode, labelName: newsColumns.labelName, labelDesc: newsColumns.labelDesc, imageUrl: newsColumns.imageUrl })
    .from(newsColumns)
    .orderBy(newsColumns.sort);
  return { list: await (count ? query.limit(count) : query) };
}

export async function findColumn(labelCode: string): Promise<NewsColumn | null> {
  return (await listColumns()).list.find((c) => c.labelCode === labelCode) ?? null;
}

/** One public article with the newest five of its column; null when there is none (or not yet, or no longer). */
export async function articleDetail(id: number): Promise<ArticleDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...cardColumns, body: newsArticles.body, bodyHtml: newsArticles.bodyHtml, author: newsArticles.author, views: newsArticles.views })
    .from(newsArticles)
    .innerJoin(newsColumns, eq(newsColumns.labelCode, newsArticles.labelCode))
    .where(and(eq(newsArticles.id, id), publicArticle));
  if (!row) return null;
  const related = await cards(and(publicArticle, eq(newsArticles.labelCode, row.labelCode), ne(newsArticles.id, id)), newest, 5);
  return { ...toArticle(row), body: row.body, bodyHtml: row.bodyHtml, author: row.author, views: row.views, related };
}
