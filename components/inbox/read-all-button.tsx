'use client';

// 全部已读: every unread message of this kind read at once; the page (and the header's count) is rendered again.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { InboxKind } from '@/lib/inbox/types';
import { readAllMessages } from '@/lib/user-center/api';

export function ReadAllButton({ kind }: { kind: InboxKind }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      data-testid="inbox-read-all"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await readAllMessages(kind).catch(() => undefined);
        setBusy(false);
        router.refresh();
      }}
      className="h-8 rounded-card border border-line-strong px-3 text-meta text-ink-muted hover:border-primary hover:text-primary-active disabled:opacity-60"
    >
      全部标为已读
    </button>
  );
}
