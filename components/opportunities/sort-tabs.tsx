import Link from 'next/link';
import { SORT_TABS, type SortTab } from '@/lib/opportunities/list-params';
import type { SortOrder } from '@/lib/ui/sort';

// The supplier demand sort bar (001 §4): five tabs as links. The active sortable tab shows its
// direction, and its link is the other direction (a second click turns it round).

export interface SortTabsProps {
  current: SortTab;
  order: SortOrder;
  hrefFor: (value: SortTab) => string;
}

export function SortTabs({ current, order, hrefFor }: SortTabsProps) {
  return (
    <nav aria-label="排序" data-testid="sort-tabs">
      <ul className="flex flex-wrap items-center gap-1">
        {SORT_TABS.map((tab) => {
          const active = tab.value === current;
          return (
            <li key={tab.value}>
              <Link
                href={hrefFor(tab.value)}
                scroll={false}
                prefetch={false}
                data-testid="sort-tab"
                data-value={tab.value}
                data-order={active && tab.sortable ? order : undefined}
                aria-current={active ? 'true' : undefined}
                className={`inline-flex items-center gap-0.5 rounded px-3 py-1 hover:text-primary-active ${
                  active ? 'bg-primary-soft font-medium text-primary-active' : 'text-ink-muted'
                }`}
              >
                {tab.label}
                {tab.sortable && (
                  <span aria-hidden="true" className={`flex flex-col text-[8px] leading-[7px] ${active ? '' : 'text-ink-faint/60'}`}>
                    <span className={active && order === 'asc' ? 'text-primary-active' : 'text-line-strong'}>▲</span>
                    <span className={active && order === 'desc' ? 'text-primary-active' : 'text-line-strong'}>▼</span>
                  </span>
                )}
                {active && tab.sortable && <span className="sr-only">{order === 'asc' ? '（升序）' : '（降序）'}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
