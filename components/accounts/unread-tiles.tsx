// The unread counts of 001 §7, one tile per kind.
import type { UnreadCounts } from '@/lib/session/types';

const KINDS: { key: keyof UnreadCounts; label: string }[] = [
  { key: 'sysnum', label: '系统消息' },
  { key: 'ordernum', label: '订单消息' },
  { key: 'lmnum', label: '留言' },
  { key: 'bid_push', label: '商机推送' },
  { key: 'receiverUnread', label: '私信' },
];

export function UnreadTiles({ unread }: { unread: UnreadCounts }) {
  return (
    <ul className="grid grid-cols-5 gap-px bg-line">
      {KINDS.map(({ key, label }) => (
        <li key={key} className="bg-white">
          <a href="/inbox.html" className="block px-1 py-3 text-center hover:bg-primary-soft/40 sm:py-4">
            <span className={`block text-[20px] font-semibold tabular-nums sm:text-[24px] ${unread[key] > 0 ? 'text-price' : 'text-ink-faint'}`}>
              {unread[key]}
            </span>
            <span className="text-meta text-ink-muted">{label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
