import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ImportUpload } from '@/components/admin/import-upload';
import { cell, ConsoleTable } from '@/components/admin/console-table';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { formatDateTime } from '@/lib/format/date';
import { IMPORT_STATE_LABELS } from '@/lib/imports/console';
import { listImports } from '@/lib/server/imports/console';
import { pageOperator } from '@/lib/server/operators/gate';

export const metadata: Metadata = { title: '数据导入', robots: { index: false, follow: false } };

// Procurement data in (docs/imports.md, The console): editors upload an OCDS or template file and follow
// its job; the newest imports first, the command's too. Anyone else: 404.
export default async function ImportsPage() {
  if (!(await pageOperator('editor'))) notFound();
  const jobs = await listImports();
  return (
    <section className="site-container py-6" aria-labelledby="imports-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '数据导入' }]} />
      <h1 id="imports-title" className="mt-3 text-xl font-semibold text-ink">数据导入</h1>
      <p className="mt-1 text-meta text-ink-muted">
        导入中标结果、招标公告和采购意向：同一记录再次导入只更新有变化的内容；新的招标公告与采购意向会推送给匹配的订阅用户。中断的导入会自动从已提交处继续。
      </p>
      <ImportUpload />
      <h2 className="mt-6 text-[16px] font-semibold text-ink">导入记录</h2>
      {jobs.length === 0 ? (
        <p className="mt-2 text-meta text-ink-faint">还没有导入记录</p>
      ) : (
        <ConsoleTable head={['文件', '操作人', '状态', '读取', '新增', '更新', '未变', '拒绝', '开始', '结束']} minWidth="min-w-[60rem]" testId="import-list" className="mt-2">
          {jobs.map((j) => (
            <tr key={j.id} data-import={j.id}>
              <td className={`${cell} break-all`}>
                <Link href={`/admin/imports/${j.id}`} className="text-primary-active hover:underline">
                  {j.fileName}
                  {j.dryRun && '（试运行）'}
                </Link>
              </td>
              <td className={`${cell} whitespace-nowrap`}>{j.operator ?? '命令行'}</td>
              <td className={`${cell} whitespace-nowrap`}>{IMPORT_STATE_LABELS[j.state]}</td>
              {[j.read, j.created, j.updated, j.unchanged, j.refused].map((n, i) => (
                <td key={i} className={`${cell} tabular-nums`}>{n}</td>
              ))}
              <td className={`${cell} whitespace-nowrap tabular-nums text-ink-muted`}>{j.startedAt ? formatDateTime(j.startedAt) : '—'}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums text-ink-muted`}>{j.finishedAt ? formatDateTime(j.finishedAt) : '—'}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
