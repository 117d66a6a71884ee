'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { deleteSavedSearch, renameSavedSearch, setFeedToken } from '@/lib/saved-searches/api';
import { SAVED_SEARCH_NAME_MAX } from '@/lib/saved-searches/naming';
import { savedSearchNameSchema } from '@/lib/saved-searches/schemas';
import { SAVED_SEARCHES_MAX, type FeedSource, type SavedSearchView, type SubscriptionFeedView } from '@/lib/saved-searches/types';
import { MailModeSelect } from '@/components/mail/mail-mode-select';
import { FeedLinksRow } from './feed-links';

// The user centre's 我的订阅搜索 (docs/features.md, Saved searches and feeds): each saved search with its
// name (editable), what it searches, a link to run it, its private feed, and delete; then the feeds of
// the user's opportunity subscriptions. Every change refreshes the server-rendered list.

function useAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      router.refresh();
    } catch (err) {
      setError(err instanceof Error ? err.message : '操作失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

const feedAction = (source: FeedSource, id: number) => (action: 'regenerate' | 'revoke') => setFeedToken({ source, id, action });

/** Whether the portal sends mail, and whether the user has an address that takes it (null: mail is off). */
type MailState = { hasAddress: boolean } | null;

function SavedSearchItem({ item, mail }: { item: SavedSearchView; mail: MailState }) {
  const { busy, error, run } = useAction();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(item.name);
  const [confirming, setConfirming] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = () => {
    const parsed = savedSearchNameSchema.safeParse(name);
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? '名称不正确');
    setInvalid(null);
    void run(async () => {
      await renameSavedSearch(item.id, parsed.data);
      setEditing(false);
    });
  };
  const small = 'shrink-0 rounded border border-line-strong px-2 py-0.5 text-meta text-ink-muted hover:border-primary hover:text-primary-active disabled:opacity-60';
  return (
    <li data-testid="saved-search" className="min-w-0 border-b border-line px-5 py-4 last:border-b-0">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        {editing ? (
          <form
            className="flex min-w-0 flex-1 flex-wrap items-center gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <input
              aria-label="订阅名称"
              data-testid="saved-search-name-input"
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
              className="min-w-0 flex-1 basis-40 rounded border border-line-strong px-2 py-1 text-base focus:border-primary focus:outline-none"
            />
            <button type="submit" disabled={busy} data-testid="saved-search-name-save" className="shrink-0 rounded bg-primary-active px-3 py-1 text-meta text-white hover:bg-primary disabled:opacity-60">
              保存
            </button>
            <button type="button" className={small} onClick={() => (setEditing(false), setName(item.name), setInvalid(null))}>
              取消
            </button>
          </form>
        ) : (
          <>
            <h2 data-testid="saved-search-name" className="min-w-0 break-all font-medium text-ink">
              {item.name}
            </h2>
            <button type="button" data-testid="saved-search-rename" className="shrink-0 text-meta text-primary-active hover:underline" onClick={() => setEditing(true)}>
              改名
            </button>
          </>
        )}
      </div>
      {invalid && <p role="alert" className="mt-1 text-meta text-price">{invalid}</p>}
      <p className="mt-1 break-all text-meta text-ink-muted" data-testid="saved-search-summary">
        {item.summary}
        {!item.pushed && <span className="ml-2 text-ink-faint">（保存以便再次搜索，暂不推送新结果）</span>}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3 text-meta">
        <a href={item.href} data-testid="saved-search-run" className="text-primary-active hover:underline">
          查看搜索结果 ›
        </a>
        {confirming ? (
          <>
            <span className="text-ink-muted">确定删除该订阅搜索？</span>
            <button type="button" disabled={busy} data-testid="saved-search-delete-confirm" className="text-price hover:underline" onClick={() => void run(() => deleteSavedSearch(item.id))}>
              删除
            </button>
            <button type="button" className="text-ink-muted hover:underline" onClick={() => setConfirming(false)}>
              取消
            </button>
          </>
        ) : (
          <button type="button" data-testid="saved-search-delete" className="text-ink-muted hover:text-price hover:underline" onClick={() => setConfirming(true)}>
            删除
          </button>
        )}
      </div>
      {mail && item.pushed && (
        <div className="mt-2">
          <MailModeSelect target={{ savedSearchId: item.id }} mode={item.mailMode} hasAddress={mail.hasAddress} />
        </div>
      )}
      <FeedLinksRow feed={item.feed} busy={busy} onAction={(action) => void run(() => feedAction('search', item.id)(action))} />
      {error && <p role="alert" className="mt-1 text-meta text-price">{error}</p>}
    </li>
  );
}

function SubscriptionFeedItem({ item }: { item: SubscriptionFeedView }) {
  const { busy, error, run } = useAction();
  return (
    <li data-testid="subscription-feed" className="min-w-0 border-b border-line px-5 py-3 last:border-b-0">
      <p className="font-medium text-ink">{item.name}</p>
      <FeedLinksRow feed={item.feed} busy={busy} onAction={(action) => void run(() => feedAction('subscription', item.id)(action))} />
      {error && <p role="alert" className="mt-1 text-meta text-price">{error}</p>}
    </li>
  );
}

export function SavedSearchList({ searches, subscriptions, mail }: { searches: SavedSearchView[]; subscriptions: SubscriptionFeedView[]; mail: MailState }) {
  return (
    <div data-testid="saved-search-list">
      <p className="px-5 pt-3 text-meta text-ink-muted">
        在软件商机、需求大厅、中标与供应商搜索和产品及方案页点击“订阅此搜索”即可保存（最多{SAVED_SEARCHES_MAX}个，已保存{searches.length}个）。新发布的商机、需求、中标信息、新收录的供应商与方案符合条件时推送到站内信，也可按每个订阅选择邮件提醒；订阅源地址可在 RSS 阅读器中订阅，请勿分享。
      </p>
      {searches.length === 0 ? (
        <p className="px-5 py-10 text-center text-ink-muted">还没有订阅搜索</p>
      ) : (
        <ul>
          {searches.map((s) => (
            <SavedSearchItem key={`${s.id}:${s.name}`} item={s} mail={mail} />
          ))}
        </ul>
      )}
      {subscriptions.length > 0 && (
        <>
          <h2 className="border-t border-line px-5 pb-1 pt-4 font-medium text-ink">商机订阅的订阅源</h2>
          <ul>
            {subscriptions.map((s) => (
              <SubscriptionFeedItem key={s.id} item={s} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
