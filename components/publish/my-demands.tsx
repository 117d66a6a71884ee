// The user centre's 我发布的需求 (001 §3 Quick publish form): the requirements this user published, newest first, each
// with its state while the platform works on it.
import { EmptyState } from '@/components/ui/empty-state';
import { Tag } from '@/components/ui/tag';
import { formatDate } from '@/lib/format/date';
import type { PublishedDemandView } from '@/lib/publish/types';

const STATUS: Record<string, { label: string; tone: 'primary' | 'success' | 'info' }> = {
  pending: { label: '待顾问确认', tone: 'primary' },
  open: { label: '匹配服务商中', tone: 'success' },
  closed: { label: '已结束', tone: 'info' },
};

export function MyDemands({ demands }: { demands: PublishedDemandView[] }) {
  if (!demands.length) return <EmptyState title="还没有发布过需求" hint="点击页面上方的“发布需求”，平台顾问会为您匹配服务商" className="py-8" />;
  return (
    <ul className="divide-y divide-line" data-testid="my-demands">
      {demands.map((d) => {
        const status = STATUS[d.status] ?? STATUS.pending!;
        return (
          <li key={d.orderNo} className="py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 font-medium text-ink">{d.orderName}</p>
              <Tag tone={status.tone}>{status.label}</Tag>
            </div>
            <p className="mt-1 line-clamp-2 break-words text-meta text-ink-muted">{d.memo}</p>
            <p className="mt-1 text-meta text-ink-faint">
              需求编号 {d.orderNo} · {formatDate(d.createdAt)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
