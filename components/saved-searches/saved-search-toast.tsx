'use client';

import { useEffect, useRef } from 'react';
import { Toaster, toast } from 'sonner';
import { SAVED_SEARCHES_HREF } from '@/lib/saved-searches/api';

// The toast of 订阅此搜索, a chunk of its own (sonner): save-search-button.tsx mounts it with the first
// outcome, so a list page does not load the toaster before anyone saves a search.

const TOASTER_ID = 'saved-search';

/** What a press of the button came to; `id` tells two presses with the same outcome apart. */
export type SaveOutcome = { id: number } & ({ saved: true; name: string } | { saved: false; message: string });

export function SavedSearchToast({ outcome }: { outcome: SaveOutcome }) {
  const shown = useRef(0);
  // The Toaster below subscribes in its own effect, which runs before this one: the toast is never lost.
  useEffect(() => {
    if (shown.current === outcome.id) return;
    shown.current = outcome.id;
    if (outcome.saved) {
      toast.success(
        <span data-testid="saved-search-toast">
          已订阅此搜索“{outcome.name}”，有新结果时通知您。
          <a href={SAVED_SEARCHES_HREF} className="ml-1 text-primary-active underline">
            管理订阅搜索
          </a>
        </span>,
        { toasterId: TOASTER_ID, duration: 8000 },
      );
    } else {
      toast.error(outcome.message, { toasterId: TOASTER_ID });
    }
  }, [outcome]);
  return <Toaster id={TOASTER_ID} position="top-center" richColors />;
}
