import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleListSection } from '@/components/news/article-list-section';
import { NewsSide } from '@/components/news/news-side';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { articleHref, columnFeedHref, columnHref, INDUSTRY_VIEW_PATH } from '@/lib/news/links';
import { NEWS_PAGE_SIZE } from '@/lib/news/options';
import { labelCodeOf, pageNumberOf } from '@/lib/news/schemas';
import { itemListJsonLd } from '@/lib/opportunities/details';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { findColumn, listArticles } from '@/lib/server/news/articles';
import { newsSide } from '@/lib/server/news/pages';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The column of the URL: its code decides; the name in the URL is only what the link said. */
async function columnOf(searchParams: Props['searchParams']) {
  const params = await searchParams;
  const code = labelCodeOf(params.labelCode);
  const column = code ? await findColumn(code) : null;
  if (!column) notFound();
  return { column, page: pageNumberOf(params.page) };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { column, page } = await columnOf(searchParams);
  return {
    title: `${column.labelName} - 软件前沿${page > 1 ? ` - 第${page}页` : ''}`,
    description: `云采汇软件前沿「${column.labelName}」栏目：${column.labelDesc}。`,
    alternates: { canonical: columnHref(column.labelCode, column.labelName, page), types: { 'application/rss+xml': columnFeedHref(column.labelCode) } },
  };
}

// 文章列表 (002 §2 Article list): breadcrumb back, the column, its articles with pages.
export default async function ArticleListPage({ searchParams }: Props) {
  const { column, page } = await columnOf(searchParams);
  const [result, side, origin] = await Promise.all([
    listArticles({ relatedLabel: column.labelCode, topFlag: undefined, pageStart: page, pageSize: NEWS_PAGE_SIZE }),
    newsSide(),
    mainSiteOrigin(),
  ]);
  return (
    <div className="site-container pb-10 pt-4">
      <JsonLd data={itemListJsonLd(result.list.map((a) => ({ url: articleHref(a.id), name: a.title })), origin)} />
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '行业观点', href: INDUSTRY_VIEW_PATH }, { label: column.labelName }]} />
      <p className="mt-3 text-meta text-ink-muted">{column.labelDesc}</p>
      <div className="mt-3 grid gap-5 lg:grid-cols-[minmax(0,1fr)_300px]">
        <ArticleListSection title={column.labelName} titleLevel="h1" result={result} page={page} hrefFor={(p) => columnHref(column.labelCode, column.labelName, p)} />
        <NewsSide hot={side.hot} columns={side.columns} />
      </div>
    </div>
  );
}
