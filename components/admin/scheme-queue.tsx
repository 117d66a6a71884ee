import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { formatDateTime } from '@/lib/format/date';
import type { SchemeStatus } from '@/lib/schemes/types';
import { cell, ConsoleTable } from './console-table';

export interface SchemeQueueLine {
  id: number;
  caseName: string;
  compName: string;
  submittedAt: Date;
  reviewedAt: Date | null;
  /** How long it has waited, as the queue says it (3 天 / 5 小时 / 12 分钟). */
  age: string;
  holder: string | null;
}

const TABS: { status: SchemeStatus; label: string }[] = [
  { status: 'submitted', label: '待审核' },
  { status: 'approved', label: '已通过' },
  { status: 'rejected', label: '已驳回' },
];

/** The review queue of preferred schemes: waiting ones oldest first, with their age and their reviewer. */
export function SchemeQueue({ status, lines }: { status: SchemeStatus; lines: SchemeQueueLine[] }) {
  return (
    <section className="site-container py-6" aria-labelledby="queue-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '优选方案审核' }]} />
      <h1 id="queue-title" className="mt-3 text-xl font-semibold text-ink">优选方案审核</h1>
      <nav aria-label="审核状态" className="mt-3 flex gap-2">
        {TABS.map((tab) => (
          <Link
            key={tab.status}
            href={`/admin/schemes?status=${tab.status}`}
            aria-current={tab.status === status ? 'page' : undefined}
            className={`rounded-card px-3 py-1 text-meta ${tab.status === status ? 'bg-primary-active text-white' : 'border border-line-strong text-ink-muted hover:text-primary-active'}`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {lines.length === 0 ? (
        <p className="mt-6 text-ink-faint">{status === 'submitted' ? '没有待审核的方案' : '暂无记录'}</p>
      ) : (
        <ConsoleTable head={['编号', '方案名称', '企业', '提交时间', status === 'submitted' ? '已等待' : '审核时间', '审核员']} minWidth="min-w-[44rem]" testId="scheme-queue">
          {lines.map((line) => (
            <tr key={line.id} data-scheme={line.id}>
              <td className={`${cell} tabular-nums`}>{line.id}</td>
              <td className={cell}>
                <Link href={`/admin/schemes/${line.id}`} className="text-primary-active hover:underline">
                  {line.caseName}
                </Link>
              </td>
              <td className={cell}>{line.compName}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums text-ink-muted`}>{formatDateTime(line.submittedAt)}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>
                {status === 'submitted' ? line.age : line.reviewedAt ? formatDateTime(line.reviewedAt) : '—'}
              </td>
              <td className={cell}>{line.holder ?? '—'}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
