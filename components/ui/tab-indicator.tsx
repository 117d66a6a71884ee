'use client';

// The sliding indicator of TabStrip: placed under the active tab of its strip, moved at once to a
// clicked tab (before the new page arrives), and kept in place on resize. Styles are set directly on
// the element: measuring is layout work, not render state.
import { useEffect, useRef } from 'react';

export function TabIndicator({ activeKey }: { activeKey: string }) {
  const bar = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const el = bar.current;
    const strip = el?.parentElement;
    if (!el || !strip) return;
    const place = (tab: Element | null) => {
      if (!tab) return;
      const from = strip.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      el.style.width = `${box.width}px`;
      el.style.transform = `translateX(${box.left - from.left}px)`;
    };
    const active = () => strip.querySelector('a[aria-current="page"]');
    place(active());
    strip.dataset.sliding = '';
    // Animate only later moves, not the first placement.
    const frame = requestAnimationFrame(() => (el.dataset.ready = ''));

    const onClick = (e: MouseEvent) => {
      // A click opening another window leaves this page's tab where it is.
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      place(e.target instanceof Element ? e.target.closest('a') : null);
    };
    strip.addEventListener('click', onClick);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => place(active()));
    observer?.observe(strip);
    return () => {
      cancelAnimationFrame(frame);
      strip.removeEventListener('click', onClick);
      observer?.disconnect();
    };
  }, [activeKey]);

  return (
    <span
      ref={bar}
      aria-hidden="true"
      data-testid="tab-indicator"
      className="pointer-events-none absolute bottom-0 left-0 hidden h-0.5 w-0 rounded-full bg-primary group-data-[sliding]/tabs:block data-[ready]:transition-[transform,width] data-[ready]:duration-300 motion-reduce:transition-none"
    />
  );
}
