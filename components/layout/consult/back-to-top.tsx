'use client';

import { useSyncExternalStore } from 'react';
import { ArrowUpIcon } from '@/components/ui/icons';

const THRESHOLD = 400;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Back to top (001 §2 side bar): hidden until the page is scrolled; smooth unless motion is reduced. */
export function BackToTop({ className }: { className: string }) {
  const scrolled = useSyncExternalStore(
    subscribe,
    () => window.scrollY > THRESHOLD,
    () => false,
  );
  return (
    <button
      type="button"
      data-testid="back-to-top"
      aria-label="回到顶部"
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
      className={`${className} transition-opacity ${scrolled ? 'visible opacity-100' : 'invisible opacity-0'}`}
    >
      <ArrowUpIcon className="size-5" />
      <span className="hidden md:block">顶部</span>
    </button>
  );
}
