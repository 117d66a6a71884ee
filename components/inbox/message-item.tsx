'use client';

// One inbox message. Opening it marks it read first (the header's badge counts down on the next
// page), then follows its link; without JavaScript the link still works, the message stays unread.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { formatDate } from '@/lib/format/date';
import { markMessageRead } from '@/lib/inbox/api';
import type { InboxMessage } from '@/lib/inbox/types';
import { deleteMessage } from '@/lib/user-center/api';

export function MessageItem({ message }: { message: InboxMessage }) {
  const router = useRouter();
  const [read, setRead] = useState(message.read);
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    if (!window.confirm('确定删除这条消息吗？')) return;
    setDeleting(true);
    await deleteMessage(message.id).catch(() => undefined);
    router.refresh();
  }

  async function open(event: React.MouseEvent<HTMLAnchorElement>) {
    if (read) return;
    event.preventDefault();
    setRead(true);
    await markMessageRead(message.id).catch(() => setRead(false));
    if (message.link) window.location.assign(message.link);
    else router.refresh();
  }

  return (
    <li data-testid="inbox-message" data-read={read ? '1' : '0'} className="flex items-start hover:bg-page">
      <a href={message.link ?? '#'} onClick={open} className="group flex min-w-0 flex-1 gap-3 py-4 pl-5 pr-2 focus-visible:bg-page">
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
      <button
        type="button"
        onClick={remove}
        disabled={deleting}
        data-testid="inbox-delete"
        aria-label={`删除消息：${message.title}`}
        className="mr-3 mt-3.5 shrink-0 rounded px-2 py-1 text-meta text-ink-faint hover:text-price disabled:opacity-60"
      >
        删除
      </button>
    </li>
  );
}
