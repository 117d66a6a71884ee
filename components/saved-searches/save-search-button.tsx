'use client';

import { useState } from 'react';
import { Toaster, toast } from 'sonner';
import { saveSearch, SAVED_SEARCHES_HREF } from '@/lib/saved-searches/api';
import type { SavedSearchList } from '@/lib/saved-searches/types';

// 订阅此搜索 beside a list's result count (docs/features.md, Saved searches and feeds): saves the page's
// keyword and filters as they are in its address, read at the click (the server reads them with the
// page's own parser). A visitor goes to log in and comes back here; the toast links to the user centre.

const TOASTER_ID = 'saved-search';

function BellIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
      <path d="M6 8a6 6 0 1112 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 003.4 0" />
    </svg>
  );
}

export function SaveSearchButton({ list }: { list: SavedSearchList }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const saved = await saveSearch(list, window.location.search.slice(1));
      toast.success(
        <span data-testid="saved-search-toast">
          已订阅此搜索“{saved.name}”，有新结果时通知您。
          <a href={SAVED_SEARCHES_HREF} className="ml-1 text-primary-active underline">
            管理订阅搜索
          </a>
        </span>,
        { toasterId: TOASTER_ID, duration: 8000 },
      );
    } catch (err) {
      toast.error(err instanceof Error ? err.message : '操作失败，请稍后重试', { toasterId: TOASTER_ID });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        data-testid="save-search"
        disabled={busy}
        onClick={() => void run()}
        className="inline-flex h-7 shrink-0 items-center gap-1 rounded border border-primary bg-white px-2.5 text-meta text-primary-active transition hover:bg-primary-soft disabled:cursor-wait disabled:opacity-60"
      >
        <BellIcon className="size-3.5" />
        {busy ? '保存中…' : '订阅此搜索'}
      </button>
      <Toaster id={TOASTER_ID} position="top-center" richColors />
    </>
  );
}
