'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { SavedSearchList } from '@/lib/saved-searches/types';
import type { SaveOutcome } from './saved-search-toast';

// 订阅此搜索 beside a list's result count (docs/features.md, Saved searches and feeds): saves the page's
// keyword and filters as they are in its address, read at the click (the server reads them with the
// page's own parser). A visitor goes to log in and comes back here; the toast links to the user centre.
// The toaster and the request layer (ky and the call's contract) are chunks of their own, fetched when
// a pointer comes near the button or it takes focus (docs/benchmarks.md, What a page loads first).
const SavedSearchToast = dynamic(() => import('./saved-search-toast').then((m) => m.SavedSearchToast));
const savedSearchesApi = () => import('@/lib/saved-searches/api');
// A preload that fails is forgotten: the click loads the chunks again and says what failed.
const preload = () => {
  import('./saved-search-toast').catch(() => undefined);
  savedSearchesApi().catch(() => undefined);
};

function BellIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
      <path d="M6 8a6 6 0 1112 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 003.4 0" />
    </svg>
  );
}

export function SaveSearchButton({ list }: { list: SavedSearchList }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const run = async () => {
    setBusy(true);
    const id = (outcome?.id ?? 0) + 1;
    try {
      const { saveSearch } = await savedSearchesApi();
      const saved = await saveSearch(list, window.location.search.slice(1));
      setOutcome({ id, saved: true, name: saved.name });
    } catch (err) {
      setOutcome({ id, saved: false, message: err instanceof Error ? err.message : '操作失败，请稍后重试' });
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
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => void run()}
        className="inline-flex h-7 shrink-0 items-center gap-1 rounded border border-primary bg-white px-2.5 text-meta text-primary-active transition hover:bg-primary-soft disabled:cursor-wait disabled:opacity-60"
      >
        <BellIcon className="size-3.5" />
        {busy ? '保存中…' : '订阅此搜索'}
      </button>
      {outcome && <SavedSearchToast outcome={outcome} />}
    </>
  );
}
