'use client';

import { useEffect, useState } from 'react';

/**
 * True while the page scrolls and for `settleMs` after: floating buttons fold away then, so on a
 * phone they never sit on the amounts and buttons the reader is scrolling to (docs/features.md, On a phone).
 */
export function useScrolling(settleMs = 700): boolean {
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrolling(true);
      clearTimeout(timer);
      timer = setTimeout(() => setScrolling(false), settleMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [settleMs]);
  return scrolling;
}
