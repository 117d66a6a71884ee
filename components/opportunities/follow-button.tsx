'use client';

import { useState } from 'react';
import { preloadFollow, useFollowToggle } from '@/lib/opportunities/follow-api';

export interface FollowButtonProps {
  orderId: string;
  followed: boolean;
  /** The logged-in user (sent as jfId); null for a visitor, whom the call answers login 0. */
  jfId: number | null;
  className?: string;
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" className="icon" style={filled ? { fill: 'currentColor' } : undefined}>
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </svg>
  );
}

/** 关注 / 已关注 (001 §4 Follow): toggles at once and settles on the server's answer. */
export function FollowButton({ orderId, followed: initial, jfId, className = '' }: FollowButtonProps) {
  const [followed, setFollowed] = useState(initial);
  const [failed, setFailed] = useState(false);
  const follow = useFollowToggle(orderId, jfId, setFollowed);
  return (
    <button
      type="button"
      data-testid="follow-button"
      data-followed={followed ? '1' : '0'}
      aria-pressed={followed}
      disabled={follow.isPending}
      title={failed ? '操作失败，请稍后重试' : undefined}
      onPointerEnter={preloadFollow}
      onFocus={preloadFollow}
      onClick={(e) => {
        // The card's link covers the card: a click on the button is not a click on the card.
        e.preventDefault();
        e.stopPropagation();
        setFailed(false);
        void follow.toggle(followed).then((ok) => setFailed(!ok));
      }}
      className={`relative z-10 inline-flex h-7 shrink-0 items-center gap-1 rounded border px-2.5 text-meta transition disabled:cursor-wait ${
        followed ? 'border-primary/40 bg-primary-soft text-primary-active' : 'border-line-strong bg-white text-ink-muted hover:border-primary hover:text-primary-active'
      } ${className}`}
    >
      <StarIcon filled={followed} />
      {followed ? '已关注' : '关注'}
    </button>
  );
}
