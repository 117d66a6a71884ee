'use client';

import Link from 'next/link';
import type { PageSlot } from '@/lib/ui/pagination';

export interface PaginationViewProps {
  current: number;
  /** The count as the page words it. */
  total: string;
  slots: PageSlot[];
  /** The link of every page the view shows (neighbours and the window). */
  links: Record<number, string>;
  className: string;
}

// page-link, page-current, page-off: app/globals.css.
export function PaginationView({ current, total, slots, links, className }: PaginationViewProps) {
  const step = (label: string, target: number) => {
    const href = links[target];
    return href === undefined ? (
      <span aria-disabled="true" className="page-off">
        {label}
      </span>
    ) : (
      <Link href={href} prefetch={false} rel={target < current ? 'prev' : 'next'} className="page-link">
        {label}
      </Link>
    );
  };

  return (
    <nav aria-label="分页" data-testid="pagination" className={`flex flex-wrap items-center justify-center gap-x-3 gap-y-2 ${className}`}>
      <span className="text-ink-muted">{`共 ${total} 条`}</span>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>{step('上一页', current - 1)}</li>
        {slots.map((slot, i) =>
          slot === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-faint">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                href={links[slot] ?? ''}
                prefetch={false}
                aria-current={slot === current ? 'page' : undefined}
                aria-label={`第 ${slot} 页`}
                className={slot === current ? 'page-current' : 'page-link'}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
        <li>{step('下一页', current + 1)}</li>
      </ul>
    </nav>
  );
}
