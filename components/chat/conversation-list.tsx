// The conversation list: the other side, the last message and its time, the unread count.
import type { ChatConversation } from '@/lib/chat/types';
import { chinaTime } from '@/lib/format/date';

/** Today's messages by their time, older ones by their day, on China's clock (000 §9). */
function when(iso: string | null): string {
  const t = iso ? chinaTime(iso) : null;
  if (!t) return '';
  return t.date === chinaTime(Date.now())?.date ? t.time : t.monthDay;
}

export function ConversationList({ items, activeId, onSelect }: { items: ChatConversation[]; activeId: number | null; onSelect: (id: number) => void }) {
  if (!items.length) return <p className="px-4 py-10 text-center text-meta text-ink-faint">暂无会话。在方案、企业页面的侧边栏点击「在线咨询」即可发起。</p>;
  return (
    <ul aria-label="会话列表" className="divide-y divide-line">
      {items.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            onClick={() => onSelect(c.id)}
            data-testid="conversation"
            aria-current={c.id === activeId ? 'true' : undefined}
            className={`flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-page ${c.id === activeId ? 'bg-primary-soft/60' : ''}`}
          >
            <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft font-semibold text-primary-active">
              {c.peerName.slice(0, 1)}
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-2">
                <span className="truncate font-medium text-ink">{c.peerName}</span>
                <span className="shrink-0 text-[11px] text-ink-faint">{when(c.lastMessageAt)}</span>
              </span>
              <span className="flex items-center justify-between gap-2">
                <span className="truncate text-meta text-ink-muted">{c.asBuyer ? (c.lastPreview ?? '开始咨询吧') : `${c.title} · ${c.lastPreview ?? ''}`}</span>
                {c.unread > 0 && (
                  <span data-testid="unread-badge" className="min-w-5 shrink-0 rounded-full bg-price px-1.5 text-center text-[11px] leading-5 text-white">
                    {c.unread > 99 ? '99+' : c.unread}
                  </span>
                )}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
