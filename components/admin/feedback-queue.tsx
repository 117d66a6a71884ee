import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { formatDateTime } from '@/lib/format/date';
import { FEEDBACK_STATUS_LABELS, FEEDBACK_STATUSES, type FeedbackStatus } from '@/lib/support/types';
import { cell, ConsoleTable } from './console-table';
import { QueueTabs } from './queue-tabs';

export interface FeedbackQueueLine {
  id: number;
  kind: number;
  content: string;
  status: FeedbackStatus;
  createdAt: Date;
  sender: string | null;
  /** How long it has waited (3 天 / 5 小时 / 12 分钟). */
  age: string;
}

export type FeedbackFilter = { status: FeedbackStatus | 'open'; kind: 1 | 2 | null };

export const KIND_LABELS: Record<number, string> = { 1: '建议', 2: '投诉' };

const hrefOf = (f: FeedbackFilter) => `/admin/feedback?status=${f.status}${f.kind ? `&kind=${f.kind}` : ''}`;

/** The queue of suggestions and complaints: open ones oldest first with their age; filters by status and kind. */
export function FeedbackQueue({ filter, lines }: { filter: FeedbackFilter; lines: FeedbackQueueLine[] }) {
  const statuses: (FeedbackStatus | 'open')[] = ['open', ...FEEDBACK_STATUSES];
  return (
    <section className="site-container py-6" aria-labelledby="feedback-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '意见反馈与投诉' }]} />
      <h1 id="feedback-title" className="mt-3 text-xl font-semibold text-ink">意见反馈与投诉</h1>
      <QueueTabs
        label="处理状态"
        tabs={statuses.map((status) => ({ href: hrefOf({ ...filter, status }), label: status === 'open' ? '未完成' : FEEDBACK_STATUS_LABELS[status], current: status === filter.status }))}
      />
      <QueueTabs
        label="反馈类型"
        tabs={([null, 1, 2] as const).map((kind) => ({ href: hrefOf({ ...filter, kind }), label: kind ? KIND_LABELS[kind]! : '全部类型', current: kind === filter.kind }))}
      />
      {lines.length === 0 ? (
        <p className="mt-6 text-ink-faint">暂无反馈</p>
      ) : (
        <ConsoleTable head={['编号', '类型', '内容', '提交人', '状态', '提交时间', '已等待']} minWidth="min-w-[40rem]" testId="feedback-queue">
          {lines.map((line) => (
            <tr key={line.id} data-feedback={line.id}>
              <td className={`${cell} tabular-nums`}>{line.id}</td>
              <td className={`${cell} whitespace-nowrap`}>{KIND_LABELS[line.kind] ?? line.kind}</td>
              <td className={`${cell} max-w-[28rem]`}>
                <Link href={`/admin/feedback/${line.id}`} className="line-clamp-2 text-primary-active hover:underline">
                  {line.content}
                </Link>
              </td>
              <td className={`${cell} tabular-nums`}>{line.sender ?? '访客'}</td>
              <td className={`${cell} whitespace-nowrap`}>{FEEDBACK_STATUS_LABELS[line.status]}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums text-ink-muted`}>{formatDateTime(line.createdAt)}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>{line.age}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
