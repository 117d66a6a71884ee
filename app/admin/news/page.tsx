import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsList } from '@/components/admin/news-list';
import { SHOWN_STATES } from '@/lib/news/editor';
import { labelCodeOf, pageNumberOf } from '@/lib/news/schemas';
import { listColumns } from '@/lib/server/news/articles';
import { consoleArticles } from '@/lib/server/news/editor';
import { pageOperator } from '@/lib/server/operators/gate';

export const metadata: Metadata = { title: '资讯管理', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

// The editors' list of articles (docs/features.md, Operator console "News"); anyone else: 404.
export default async function NewsListPage({ searchParams }: Props) {
  if (!(await pageOperator('editor'))) notFound();
  const params = await searchParams;
  const filter = {
    state: SHOWN_STATES.find((s) => s === first(params.state)),
    labelCode: labelCodeOf(params.column) ?? undefined,
    q: first(params.q)?.trim().slice(0, 40) || undefined,
    page: pageNumberOf(params.page),
  };
  const [{ lines, total }, columns] = await Promise.all([consoleArticles(filter), listColumns()]);
  return <NewsList filter={filter} columns={columns.list} lines={lines} total={total} />;
}
