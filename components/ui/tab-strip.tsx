'use client';

// The tab strip of 002 §2: labels with an indicator under the active one, each tab a link (the active
// one is chosen by the URL). The server draws a static underline; TabIndicator then takes over and
// slides between tabs. Both are absolutely placed, so nothing shifts.
import Link from 'next/link';
import { TabIndicator } from './tab-indicator';

export interface TabStripTab {
  key: string;
  label: string;
  href: string;
  /** Already formatted, e.g. '999+' (000 §4). */
  badge?: string;
}

export interface TabStripProps {
  tabs: TabStripTab[];
  activeKey: string;
  /** Accessible name of the strip, e.g. '搜索类型'. */
  label: string;
  /** Label font size in px (002 §9: 20). */
  size?: number;
  className?: string;
}

export function TabStrip({ tabs, activeKey, label, size = 20, className = '' }: TabStripProps) {
  return (
    <nav aria-label={label} data-testid="tab-strip" className={`group/tabs relative border-b border-line ${className}`}>
      <ul className="flex flex-wrap gap-x-8">
        {tabs.map((tab) => {
          const active = tab.key === activeKey;
          return (
            <li key={tab.key}>
              <Link
                href={tab.href}
                scroll={false}
                // Next 16 keys a prefetched rewritten .html page without its query: a prefetch of
                // another tab would be served as this one.
                prefetch={false}
                aria-current={active ? 'page' : undefined}
                data-testid="tab"
                data-key={tab.key}
                style={{ fontSize: size }}
                // Same weight active or not: a bolder active label would widen it and move its neighbours.
                className={`relative -mb-px flex items-center gap-1.5 py-2.5 leading-tight hover:text-primary-active ${
                  active
                    ? "text-primary-active after:absolute after:inset-x-0 after:bottom-0 after:h-0.5 after:rounded-full after:bg-primary after:content-[''] group-data-[sliding]/tabs:after:hidden"
                    : 'text-ink'
                }`}
              >
                {tab.label}
                {tab.badge !== undefined && (
                  <span
                    className={`rounded-full px-1.5 text-meta ${active ? 'bg-primary-soft text-primary-active' : 'bg-info-soft text-ink-muted'}`}
                  >
                    {tab.badge}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      <TabIndicator activeKey={activeKey} />
    </nav>
  );
}
