import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { formatDateTime } from '@/lib/format/date';
import { CHAT_REPORT_STATUS_LABELS, CHAT_REPORT_STATUSES, type ChatReportStatus } from '@/lib/support/types';
import { cell, ConsoleTable } from './console-table';
import { QueueTabs } from './queue-tabs';

export interface ReportQueueLine {
  id: number;
  reason: string;
  createdAt: Date;
  reporter: string;
  reported: string;
  age: string;
}

/** The reported conversations: open ones oldest first with their age, closed ones by status. */
export function ReportQueue({ status, lines }: { status: ChatReportStatus; lines: ReportQueueLine[] }) {
  return (
    <section className="site-container py-6" aria-labelledby="reports-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '聊天举报' }]} />
      <h1 id="reports-title" className="mt-3 text-xl font-semibold text-ink">聊天举报</h1>
      <QueueTabs label="处理状态" tabs={CHAT_REPORT_STATUSES.map((s) => ({ href: `/admin/reports?status=${s}`, label: CHAT_REPORT_STATUS_LABELS[s], current: s === status }))} />
      {lines.length === 0 ? (
        <p className="mt-6 text-ink-faint">暂无举报</p>
      ) : (
        <ConsoleTable head={['编号', '举报原因', '举报人', '被举报人', '举报时间', '已等待']} minWidth="min-w-[36rem]" testId="report-queue">
          {lines.map((line) => (
            <tr key={line.id}>
              <td className={`${cell} tabular-nums`}>{line.id}</td>
              <td className={`${cell} max-w-[24rem]`}>
                <Link href={`/admin/reports/${line.id}`} className="line-clamp-2 text-primary-active hover:underline">
                  {line.reason}
                </Link>
              </td>
              <td className={`${cell} tabular-nums`}>{line.reporter}</td>
              <td className={`${cell} tabular-nums`}>{line.reported}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums text-ink-muted`}>{formatDateTime(line.createdAt)}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>{status === 'open' ? line.age : '—'}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
