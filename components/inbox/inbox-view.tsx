// The inbox (/inbox.html, 站内信) inside the user centre: messages by kind with unread badges (the same
// counts as the header's), read-all and delete; under 商机推送 the pushed opportunities and 我的订阅管理
// (001 §8 points there from the already-subscribed toast).
import type { ReactNode } from 'react';
import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { INBOX_KINDS, INBOX_PAGE_SIZE, type InboxKind, type InboxPage } from '@/lib/inbox/types';
import { MessageItem } from './message-item';
import { ReadAllButton } from './read-all-button';

export type InboxView = 'messages' | 'subscriptions';

export const inboxHref = (kind: InboxKind, extra: { page?: number; view?: InboxView } = {}) => {
  const q = new URLSearchParams({ kind });
  if (extra.view === 'subscriptions') q.set('view', 'subscriptions');
  if (extra.page && extra.page > 1) q.set('page', String(extra.page));
  return `/inbox.html?${q}`;
};

const badge = (n: number) => (n > 99 ? '99+' : String(n));

interface InboxViewProps {
  kind: InboxKind;
  view: InboxView;
  page: number;
  data: InboxPage;
  /** The 我的订阅管理 panel, rendered by the page (it needs the identity's subscriptions). */
  subscriptions: ReactNode;
}

export function InboxView({ kind, view, page, data, subscriptions }: InboxViewProps) {
  const label = INBOX_KINDS.find((k) => k.key === kind)!.label;
  const subTab = (key: InboxView, text: string) => (
    <Link
      href={inboxHref(kind, { view: key })}
      prefetch={false}
      aria-current={view === key ? 'page' : undefined}
      className={`-mb-px border-b-2 px-1 pb-2 ${view === key ? 'border-primary font-medium text-primary-active' : 'border-transparent text-ink-muted hover:text-primary-active'}`}
    >
      {text}
    </Link>
  );
  return (
    <section aria-labelledby="inbox-title" className="min-w-0 rounded-card border border-line bg-white shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-3">
        <h1 id="inbox-title" className="text-[16px] font-semibold text-ink">
          站内信
        </h1>
        {view === 'messages' && data.unread[kind] > 0 && <ReadAllButton kind={kind} />}
      </div>
      <nav aria-label="消息类型" className="border-b border-line px-3">
        <ul className="flex flex-wrap gap-x-1">
          {INBOX_KINDS.map((k) => (
            <li key={k.key}>
              <Link
                href={inboxHref(k.key)}
                prefetch={false}
                aria-current={k.key === kind ? 'page' : undefined}
                data-testid={`inbox-kind-${k.key}`}
                className={`-mb-px flex items-center gap-1.5 whitespace-nowrap border-b-2 px-3 py-2.5 ${k.key === kind ? 'border-primary font-medium text-primary-active' : 'border-transparent text-ink hover:text-primary-active'}`}
              >
                {k.label}
                {data.unread[k.key] > 0 && (
                  <span className="rounded-full bg-price px-1.5 text-meta leading-5 text-white" data-testid="inbox-kind-badge" aria-label={`${data.unread[k.key]} 条未读`}>
                    {badge(data.unread[k.key])}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {kind === 'bid_push' && (
        <div className="flex items-end gap-6 border-b border-line px-5 pt-3">
          {subTab('messages', '推送消息')}
          {subTab('subscriptions', '我的订阅管理')}
        </div>
      )}
      {kind === 'bid_push' && view === 'subscriptions' ? (
        subscriptions
      ) : data.list.length ? (
        <>
          <ul className="divide-y divide-line" data-testid="inbox-list">
            {data.list.map((m) => (
              <MessageItem key={m.id} message={m} />
            ))}
          </ul>
          <Pagination page={page} pageSize={INBOX_PAGE_SIZE} total={data.total} hrefFor={(p) => inboxHref(kind, { page: p })} className="px-5 py-4" />
        </>
      ) : (
        <EmptyState title={`暂无${label}`} hint={kind === 'bid_push' ? '订阅商机后，符合条件的新商机会推送到这里' : undefined} className="py-12" />
      )}
    </section>
  );
}
