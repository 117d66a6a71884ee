import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsEditor } from '@/components/admin/news-editor';
import { listColumns } from '@/lib/server/news/articles';
import { pageOperator } from '@/lib/server/operators/gate';

export const metadata: Metadata = { title: '写文章', robots: { index: false, follow: false } };

// A new article in the editor (docs/features.md, Operator console "News"); anyone but an editor: 404.
export default async function NewArticlePage() {
  if (!(await pageOperator('editor'))) notFound();
  const columns = await listColumns();
  return <NewsEditor columns={columns.list} article={null} />;
}
