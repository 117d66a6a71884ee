import Link from 'next/link';
import { articleHref, columnHref } from '@/lib/news/links';
import type { Article, NewsColumn } from '@/lib/news/types';

/** The side lists of the news pages (002 §2): the hot articles and the recommended columns. */
export function NewsSide({ hot, columns }: { hot: Article[]; columns: NewsColumn[] }) {
  return (
    <aside aria-label="热门与推荐" className="min-w-0 space-y-4">
      <section aria-labelledby="hot-articles" className="rounded-card border border-line bg-white p-5 shadow-card">
        <h2 id="hot-articles" className="font-semibold">热门文章</h2>
        <ol className="mt-3 space-y-2.5" data-testid="hot-list">
          {hot.map((a, i) => (
            <li key={a.id} className="flex gap-2.5 text-meta">
              <span className={`mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded text-xs font-semibold ${i < 3 ? 'bg-price text-white' : 'bg-info-soft text-ink-muted'}`}>{i + 1}</span>
              <Link href={articleHref(a.id)} prefetch={false} className="line-clamp-2 leading-snug hover:text-primary-active">
                {a.title}
              </Link>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="recommended-columns" className="rounded-card border border-line bg-white p-5 shadow-card">
        <h2 id="recommended-columns" className="font-semibold">推荐栏目</h2>
        <ul className="mt-3 space-y-3" data-testid="column-list">
          {columns.map((c) => (
            <li key={c.labelCode}>
              <Link href={columnHref(c.labelCode, c.labelName)} prefetch={false} className="group block">
                <span className="font-medium group-hover:text-primary-active">{c.labelName}</span>
                <span className="mt-0.5 block text-xs leading-relaxed text-ink-muted">{c.labelDesc}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
