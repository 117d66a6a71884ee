import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsEditor } from '@/components/admin/news-editor';
import { articleIdOf } from '@/lib/news/schemas';
import { listColumns } from '@/lib/server/news/articles';
import { consoleArticle } from '@/lib/server/news/editor';
import { pageOperator } from '@/lib/server/operators/gate';

export const metadata: Metadata = { title: '编辑文章', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

// One article in the editor, in whatever state (docs/features.md, Operator console "News"); anyone but an editor: 404.
export default async function EditArticlePage({ params }: Props) {
  if (!(await pageOperator('editor'))) notFound();
  const id = articleIdOf((await params).id);
  const [article, columns] = await Promise.all([id ? consoleArticle(id) : null, listColumns()]);
  if (!article) notFound();
  return <NewsEditor columns={columns.list} article={{ ...article, publishTime: article.publishTime.toISOString() }} />;
}
