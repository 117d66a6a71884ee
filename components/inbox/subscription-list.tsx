// 我的订阅管理: the identity's saved subscriptions in words, each with its edit button. An identity
// that is not an enterprise owner cannot subscribe (001 §6) and is told so.
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Tag } from '@/components/ui/tag';
import { formatDate } from '@/lib/format/date';

export interface SubscriptionItem {
  channel: number;
  title: string;
  inUse: boolean;
  updatedAt: string;
  summary: { label: string; value: string }[];
  /** The edit control of this channel. */
  action: ReactNode;
}

export function SubscriptionList({ items, owner }: { items: SubscriptionItem[]; owner: boolean }) {
  if (!owner) return <EmptyState title="您不是该企业负责人，无法使用该功能！" hint="请切换到您负责的企业身份后再管理商机订阅" className="py-12" />;
  if (!items.length) return <EmptyState title="还没有订阅商机" hint="在软件商机、需求大厅页点击“订阅商机”，新商机会推送到站内信" className="py-12" />;
  return (
    <ul className="divide-y divide-line" data-testid="subscription-list">
      {items.map((s) => (
        <li key={s.channel} className="px-5 py-4" data-channel={s.channel}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="flex items-center gap-2 text-[15px] font-medium text-ink">
              {s.title}
              <Tag tone={s.inUse ? 'success' : 'info'}>{s.inUse ? '推送中' : '已停用'}</Tag>
            </h3>
            {s.action}
          </div>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-meta sm:grid-cols-2">
            {s.summary.map((row) => (
              <div key={row.label} className="flex gap-2">
                <dt className="shrink-0 text-ink-faint">{row.label}</dt>
                <dd className="min-w-0 break-words text-ink-muted">{row.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-meta text-ink-faint">更新于 {formatDate(s.updatedAt)}</p>
        </li>
      ))}
    </ul>
  );
}
