import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { formatDateTime } from '@/lib/format/date';
import { CONSOLE_PAGE_SIZE, SHOWN_STATES, STATE_LABELS, type ArticleFilter, type ConsoleArticleLine, type ShownState } from '@/lib/news/editor';
import type { NewsColumn } from '@/lib/news/types';

export const STATE_TONES: Record<ShownState, string> = {
  draft: 'bg-info-soft text-info',
  scheduled: 'bg-primary-soft text-primary-active',
  published: 'bg-success-soft text-success',
  unpublished: 'bg-price-soft text-price',
};

const field = 'h-9 rounded-card border border-line-strong bg-white px-2 text-meta';

function pageHref(filter: ArticleFilter, page: number): string {
  const q = new URLSearchParams();
  if (filter.state) q.set('state', filter.state);
  if (filter.labelCode) q.set('column', filter.labelCode);
  if (filter.q) q.set('q', filter.q);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `/admin/news?${s}` : '/admin/news';
}

/** The editors' list of articles (docs/features.md, Operator console "News"): newest change first, filtered by the address. */
export function NewsList({ filter, columns, lines, total }: { filter: ArticleFilter; columns: NewsColumn[]; lines: ConsoleArticleLine[]; total: number }) {
  const pages = Math.max(1, Math.ceil(total / CONSOLE_PAGE_SIZE));
  return (
    <section className="site-container py-6" aria-labelledby="news-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '资讯管理' }]} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 id="news-title" className="text-xl font-semibold text-ink">资讯管理</h1>
        <Link href="/admin/news/new" className="inline-flex h-9 items-center rounded-card bg-primary-active px-4 text-meta font-medium text-white hover:bg-primary">
          写文章
        </Link>
      </div>
      <form method="get" action="/admin/news" role="search" className="mt-4 flex flex-wrap items-end gap-2 rounded-card bg-white p-3 shadow-card">
        <label className="grid gap-1 text-meta text-ink-muted">
          状态
          <select name="state" defaultValue={filter.state ?? ''} className={field}>
            <option value="">全部</option>
            {SHOWN_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-meta text-ink-muted">
          栏目
          <select name="column" defaultValue={filter.labelCode ?? ''} className={field}>
            <option value="">全部</option>
            {columns.map((c) => (
              <option key={c.labelCode} value={c.labelCode}>
                {c.labelName}
              </option>
            ))}
          </select>
        </label>
        <label className="grid min-w-0 flex-1 basis-40 gap-1 text-meta text-ink-muted">
          标题
          <input type="search" name="q" defaultValue={filter.q ?? ''} maxLength={40} placeholder="搜索标题" className={field} />
        </label>
        <button type="submit" className="h-9 rounded-card border border-primary px-4 text-meta text-primary-active hover:bg-primary-soft">
          筛选
        </button>
      </form>
      <p className="mt-3 text-meta text-ink-muted">共 {total} 篇</p>
      {lines.length === 0 ? (
        <p className="mt-6 text-ink-faint">没有符合条件的文章</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-card bg-white shadow-card" data-testid="news-list">
          {lines.map((line) => (
            <li key={line.id} data-article={line.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <Link href={`/admin/news/${line.id}`} className="break-words text-ink hover:text-primary-active">
                  {line.title}
                </Link>
                <p className="mt-0.5 text-meta text-ink-faint">
                  {line.labelName} · 编号 {line.id}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-meta text-ink-muted sm:shrink-0">
                <span data-testid="article-state" className={`rounded px-1.5 py-0.5 ${STATE_TONES[line.state]}`}>
                  {STATE_LABELS[line.state]}
                </span>
                {(line.state === 'published' || line.state === 'scheduled') && <span className="tabular-nums">发布 {formatDateTime(line.publishTime)}</span>}
                <span className="tabular-nums">更新 {formatDateTime(line.updateTime)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="分页" className="mt-4 flex items-center gap-3 text-meta">
          {filter.page > 1 && <Link href={pageHref(filter, filter.page - 1)} className="text-primary-active hover:underline">上一页</Link>}
          <span className="text-ink-muted tabular-nums">
            {filter.page} / {pages}
          </span>
          {filter.page < pages && <Link href={pageHref(filter, filter.page + 1)} className="text-primary-active hover:underline">下一页</Link>}
        </nav>
      )}
    </section>
  );
}
