'use client';

import Link from 'next/link';
import type { SortState } from '@/lib/ui/sort';

export interface SortBarViewProps {
  options: { key: string; label: string }[];
  /** The link of each option, in the same order. */
  links: string[];
  current: SortState;
  className: string;
}

export function SortBarView({ options, links, current, className }: SortBarViewProps) {
  return (
    <nav aria-label="排序" data-testid="sort-bar" className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        {options.map((option, i) => {
          const active = option.key === current.key;
          return (
            <li key={option.key}>
              <Link
                href={links[i] ?? ''}
                scroll={false}
                prefetch={false}
                data-testid="sort-option"
                data-key={option.key}
                aria-current={active ? 'true' : undefined}
                className={`inline-flex items-center gap-0.5 rounded px-3 py-1 hover:text-primary-active ${
                  active ? 'bg-primary-soft font-medium text-primary-active' : ''
                }`}
              >
                {option.label}
                {active && option.key !== '' && (
                  <>
                    <span aria-hidden="true">{current.order === 'asc' ? '↑' : '↓'}</span>
                    <span className="sr-only">{current.order === 'asc' ? '（升序）' : '（降序）'}</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
