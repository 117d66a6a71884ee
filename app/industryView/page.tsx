import type { Metadata } from 'next';
import { ArticleListSection } from '@/components/news/article-list-section';
import { FeaturedArticles } from '@/components/news/featured-articles';
import { NewsSide } from '@/components/news/news-side';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { articleHref, industryViewHref } from '@/lib/news/links';
import { pageNumberOf } from '@/lib/news/schemas';
import { itemListJsonLd } from '@/lib/opportunities/details';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { industryView } from '@/lib/server/news/pages';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = pageNumberOf((await searchParams).page);
  return {
    title: `行业观点 - 软件前沿：数字化转型资讯、政策解读与行业动态${page > 1 ? ` - 第${page}页` : ''}`,
    description: '云采汇软件前沿：数字政府与软件产业政策解读、政企数字化采购动态、技术前沿、交付案例拆解与采购指南。',
    alternates: { canonical: industryViewHref(page), types: { 'application/rss+xml': '/rss/news/all.xml' } },
  };
}

// 软件前沿 (002 §2 Industry view): five featured, the latest with pages, hot and columns.
export default async function IndustryViewPage({ searchParams }: Props) {
  const page = pageNumberOf((await searchParams).page);
  const [view, origin] = await Promise.all([industryView(page), mainSiteOrigin()]);
  return (
    <div className="site-container pb-10 pt-4">
      <JsonLd data={itemListJsonLd(view.latest.list.map((a) => ({ url: articleHref(a.id), name: a.title })), origin)} />
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '行业观点' }]} />
      <h1 className="mt-3 text-xl font-semibold">行业观点 <span className="ml-1 text-meta font-normal text-ink-faint">软件前沿资讯</span></h1>
      <div className="mt-3">
        <FeaturedArticles articles={view.featured} />
      </div>
      <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_300px]">
        <ArticleListSection title="最新文章" result={view.latest} page={page} hrefFor={industryViewHref} />
        <NewsSide hot={view.hot} columns={view.columns} />
      </div>
    </div>
  );
}
