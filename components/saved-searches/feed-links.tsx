'use client';

import { useState } from 'react';
import type { FeedLinks } from '@/lib/saved-searches/types';

// A private feed's addresses with 复制, and revoke / regenerate (docs/features.md, Saved searches and feeds).

export function FeedLinksRow({ feed, onAction, busy }: { feed: FeedLinks; onAction: (action: 'regenerate' | 'revoke') => void; busy: boolean }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!feed) return;
    await navigator.clipboard?.writeText(feed.rss).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  const button = 'shrink-0 rounded border border-line-strong px-2 py-0.5 text-meta text-ink-muted hover:border-primary hover:text-primary-active disabled:opacity-60';
  return (
    <div className="mt-2 flex min-w-0 flex-wrap items-center gap-2 text-meta" data-testid="feed-links">
      <span className="shrink-0 text-ink-muted">订阅源：</span>
      {feed ? (
        <>
          <input
            readOnly
            aria-label="RSS 订阅地址"
            data-testid="feed-url"
            value={feed.rss}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 basis-48 rounded border border-line bg-page px-2 py-0.5 font-mono text-[12px] text-ink"
          />
          <button type="button" className={button} onClick={() => void copy()}>
            {copied ? '已复制' : '复制'}
          </button>
          <a href={feed.atom} className="shrink-0 text-primary-active hover:underline" rel="nofollow">
            Atom
          </a>
          <button type="button" className={button} disabled={busy} data-testid="feed-revoke" onClick={() => onAction('revoke')}>
            撤销
          </button>
          <button type="button" className={button} disabled={busy} data-testid="feed-regenerate" onClick={() => onAction('regenerate')}>
            重新生成
          </button>
        </>
      ) : (
        <>
          <span className="text-ink-faint">已撤销</span>
          <button type="button" className={button} disabled={busy} data-testid="feed-regenerate" onClick={() => onAction('regenerate')}>
            生成新地址
          </button>
        </>
      )}
    </div>
  );
}
