// The user centre's 我的咨询 (002 §2 Consult dialog): consult tickets with their progress.
import { EmptyState } from '@/components/ui/empty-state';
import { Tag } from '@/components/ui/tag';
import { formatDate } from '@/lib/format/date';
import type { TicketView } from '@/lib/consult/types';

const STATUS: Record<string, { label: string; tone: 'primary' | 'success' | 'info' }> = {
  new: { label: '待回电', tone: 'primary' },
  contacted: { label: '顾问已联系', tone: 'success' },
  closed: { label: '已完成', tone: 'info' },
};

export function MyTickets({ tickets }: { tickets: TicketView[] }) {
  if (!tickets.length) return <EmptyState title="还没有咨询记录" hint="在“软件咨询”提交需求，顾问会在 1 个工作日内回电" className="py-8" />;
  return (
    <ul className="divide-y divide-line" data-testid="my-tickets">
      {tickets.map((t) => {
        const status = STATUS[t.status] ?? STATUS.new!;
        return (
          <li key={t.ticketNo} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="min-w-0">
              <p className="font-medium text-ink">{t.subject}</p>
              <p className="mt-1 text-meta text-ink-faint">
                工单号 {t.ticketNo} · {formatDate(t.createdAt)}
              </p>
            </div>
            <Tag tone={status.tone}>{status.label}</Tag>
          </li>
        );
      })}
    </ul>
  );
}
