import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ArticleView } from '@/components/news/article-view';
import { JsonLd } from '@/components/seo/json-ld';
import { newsArticleJsonLd } from '@/lib/news/json-ld';
import { articleHref } from '@/lib/news/links';
import { articleIdOf } from '@/lib/news/schemas';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { articleDetail } from '@/lib/server/news/articles';
import { newsSide } from '@/lib/server/news/pages';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The metadata and the page read the article once per request.
const articleOf = cache(async (id: number | null) => (id ? articleDetail(id) : null));

async function load(searchParams: Props['searchParams']) {
  const article = await articleOf(articleIdOf((await searchParams).informatinId));
  if (!article) notFound();
  return article;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const article = await load(searchParams);
  return {
    title: `${article.title} - ${article.relatedLabelName} - 软件前沿`,
    description: article.summary,
    alternates: { canonical: articleHref(article.id) },
    openGraph: { type: 'article', title: article.title, description: article.summary, images: article.thumbnailList, publishedTime: article.publishTime },
  };
}

// 资讯详情 (/consultDetails.html?informatinId=, opened by 002 §2's lists).
export default async function ConsultDetailsPage({ searchParams }: Props) {
  const article = await load(searchParams);
  const [side, origin] = await Promise.all([newsSide(), mainSiteOrigin()]);
  return (
    <>
      <JsonLd data={newsArticleJsonLd(article, origin)} />
      <ArticleView article={article} hot={side.hot} columns={side.columns} />
    </>
  );
}
