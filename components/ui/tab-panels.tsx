'use client';

// The tab strip of 002 §2 for tabs that switch panels on the page (TabStrip is the one whose tabs are
// links): labels with a sliding indicator, the active tab chosen by click, or by hover when configured,
// 20 px labels by default. Every panel is rendered on the server; without JavaScript the first shows
// and each panel's own links lead on.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface TabPanel {
  key: string;
  label: string;
  content: ReactNode;
}

export interface TabPanelsProps {
  tabs: TabPanel[];
  /** Accessible name of the strip. */
  label: string;
  /** 'hover' also activates a tab when the pointer rests on it (002 §2); a click always does. */
  trigger?: 'click' | 'hover';
  /** Label font size in px (002 §9: 20). */
  size?: number;
  /** Right-hand content of the strip (a "more" link). */
  extra?: ReactNode;
  className?: string;
}

export function TabPanels({ tabs, label, trigger = 'click', size = 20, extra, className = '' }: TabPanelsProps) {
  const [active, setActive] = useState(tabs[0]?.key ?? '');
  const id = useId();
  const strip = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLSpanElement>(null);

  // The indicator follows the active tab, and stays under it when the strip resizes.
  useEffect(() => {
    const el = bar.current;
    const box = strip.current;
    if (!el || !box) return;
    const place = () => {
      const tab = box.querySelector<HTMLElement>(`[data-key="${CSS.escape(active)}"]`);
      if (!tab) return;
      el.style.width = `${tab.offsetWidth}px`;
      el.style.transform = `translateX(${tab.offsetLeft}px)`;
    };
    place();
    const frame = requestAnimationFrame(() => (el.dataset.ready = ''));
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(box);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [active]);

  const onKey = (e: React.KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    setActive(next.key);
    strip.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(next.key)}"]`)?.focus();
  };

  return (
    <div className={className} data-testid="tab-panels" data-trigger={trigger}>
      <div className="flex items-end justify-between gap-4 border-b border-line">
        <div ref={strip} role="tablist" aria-label={label} className="scroll-row relative flex gap-x-5 sm:gap-x-8">
          {tabs.map((tab, i) => {
            const selected = tab.key === active;
            return (
              <button
                key={tab.key}
                type="button"
                role="tab"
                id={`${id}-tab-${tab.key}`}
                aria-controls={`${id}-panel-${tab.key}`}
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                data-key={tab.key}
                data-testid="tab"
                style={{ fontSize: size }}
                onClick={() => setActive(tab.key)}
                onMouseEnter={trigger === 'hover' ? () => setActive(tab.key) : undefined}
                onKeyDown={(e) => onKey(e, i)}
                className={`shrink-0 whitespace-nowrap py-2.5 leading-tight ${selected ? 'text-primary-active' : 'text-ink hover:text-primary-active'}`}
              >
                {tab.label}
              </button>
            );
          })}
          <span
            ref={bar}
            aria-hidden="true"
            data-testid="tab-indicator"
            className="pointer-events-none absolute bottom-0 left-0 h-0.5 w-0 rounded-full bg-primary data-[ready]:transition-[transform,width] data-[ready]:duration-300 motion-reduce:transition-none"
          />
        </div>
        {extra}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          data-testid={`tab-panel-${tab.key}`}
          hidden={tab.key !== active}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
