'use client';

// One inbox message. Opening it marks it read first (the header's badge counts down on the next
// page), then follows its link; without JavaScript the link still works, the message stays unread.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { formatDate } from '@/lib/format/amount';
import { markMessageRead } from '@/lib/inbox/api';
import type { InboxMessage } from '@/lib/inbox/types';

export function MessageItem({ message }: { message: InboxMessage }) {
  const router = useRouter();
  const [read, setRead] = useState(message.read);

  async function open(event: React.MouseEvent<HTMLAnchorElement>) {
    if (read) return;
    event.preventDefault();
    setRead(true);
    await markMessageRead(message.id).catch(() => setRead(false));
    if (message.link) window.location.assign(message.link);
    else router.refresh();
  }

  return (
    <li data-testid="inbox-message" data-read={read ? '1' : '0'}>
      <a href={message.link ?? '#'} onClick={open} className="group flex gap-3 px-5 py-4 hover:bg-page focus-visible:bg-page">
        <span aria-hidden="true" className={`mt-2 size-2 shrink-0 rounded-full ${read ? 'bg-transparent' : 'bg-price'}`} />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span className={`min-w-0 break-words text-[15px] group-hover:text-primary-active ${read ? 'text-ink-muted' : 'font-medium text-ink'}`}>
              {!read && <span className="sr-only">未读：</span>}
              {message.title}
            </span>
            <time dateTime={message.createdAt} className="shrink-0 text-meta text-ink-faint">
              {formatDate(message.createdAt)}
            </time>
          </span>
          {message.body && <span className="mt-1 block break-words text-meta text-ink-muted">{message.body}</span>}
          {message.link && <span className="mt-1 inline-block text-meta text-primary-active">查看详情 ›</span>}
        </span>
      </a>
    </li>
  );
}
