import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ImportProgress } from '@/components/admin/import-progress';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { recordId } from '@/lib/api/record-id';
import { importStatus } from '@/lib/server/imports/console';
import { pageOperator } from '@/lib/server/operators/gate';

export const metadata: Metadata = { title: '导入详情', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

const idOf = recordId('导入任务编号');

// One import (docs/imports.md, The console): its progress while it runs, then its report and refusals.
export default async function ImportPage({ params }: Props) {
  if (!(await pageOperator('editor'))) notFound();
  const id = idOf.safeParse((await params).id);
  const job = id.success ? await importStatus(id.data).catch(() => null) : null;
  if (!job) notFound();
  return (
    <section className="site-container py-6" aria-labelledby="import-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '数据导入', href: '/admin/imports' }, { label: job.fileName }]} />
      <h1 id="import-title" className="mt-3 break-words text-xl font-semibold text-ink">导入详情：{job.fileName}</h1>
      <ImportProgress initial={job} />
    </section>
  );
}
