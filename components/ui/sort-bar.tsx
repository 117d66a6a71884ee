// A list's sort bar (000 §4, 001 §2): 综合 plus sortable keys; each is a link to the sort a click
// gives (nextSort), the active key with its direction arrow.
import Link from 'next/link';
import { nextSort, type SortOrder, type SortState } from '@/lib/ui/sort';

export interface SortOption {
  /** '' is comprehensive (综合): no sort field. */
  key: string;
  label: string;
  /** The direction of the first click on this key; default 'desc'. */
  firstOrder?: SortOrder;
}

export interface SortBarProps {
  options: SortOption[];
  current: SortState;
  hrefFor: (sort: SortState) => string;
  className?: string;
}

export function SortBar({ options, current, hrefFor, className = '' }: SortBarProps) {
  return (
    <nav aria-label="排序" data-testid="sort-bar" className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        {options.map((option) => {
          const active = option.key === current.key;
          return (
            <li key={option.key}>
              <Link
                href={hrefFor(nextSort(current, option.key, option.firstOrder))}
                scroll={false}
                prefetch={false}
                data-testid="sort-option"
                data-key={option.key}
                aria-current={active ? 'true' : undefined}
                className={`inline-flex items-center gap-0.5 rounded px-3 py-1 hover:text-primary-active ${
                  active ? 'bg-primary-soft font-medium text-primary-active' : 'text-ink'
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
