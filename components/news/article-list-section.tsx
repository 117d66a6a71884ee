import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { NEWS_PAGE_SIZE } from '@/lib/news/options';
import type { ArticlePage } from '@/lib/news/types';
import { ArticleItem } from './article-item';

/** A titled list of articles with its pages (7 page numbers, 002 §9). */
export function ArticleListSection({ title, result, page, hrefFor, titleLevel = 'h2' }: { title: string; result: ArticlePage; page: number; hrefFor: (page: number) => string; titleLevel?: 'h1' | 'h2' }) {
  const Title = titleLevel;
  return (
    <section aria-labelledby="article-list" className="rounded-card border border-line bg-white px-5 pb-4 pt-4 shadow-card">
      <div className="flex items-baseline justify-between border-b border-line pb-3">
        <Title id="article-list" className="text-lg font-semibold">
          {title}
        </Title>
        <span className="text-meta text-ink-faint">共 {result.total} 篇</span>
      </div>
      {result.list.length ? (
        <ul>
          {result.list.map((a) => (
            <ArticleItem key={a.id} article={a} />
          ))}
        </ul>
      ) : (
        <EmptyState hint="该栏目暂无文章" />
      )}
      <Pagination className="pt-3" page={page} pageSize={NEWS_PAGE_SIZE} total={result.total} hrefFor={hrefFor} />
    </section>
  );
}
