// One fixed choice of a filter row: a real link to the page with that choice applied.
import Link from 'next/link';
import type { FilterItem } from '@/lib/filter-panel/types';
import { ITEM, ITEM_IDLE, ITEM_SELECTED } from './styles';

export function FilterLink({ item, href, className = '' }: { item: FilterItem; href: string; className?: string }) {
  return (
    <Link
      href={href}
      // Filters re-render the list below: keep the reader where they are, and don't prefetch dozens of links.
      scroll={false}
      prefetch={false}
      data-testid="filter-item"
      data-key={item.key}
      aria-current={item.selected ? 'true' : undefined}
      className={`${ITEM} ${item.selected ? ITEM_SELECTED : ITEM_IDLE} ${className}`}
    >
      {item.label}
      {item.count !== undefined && <span className="choice-count">({item.count})</span>}
    </Link>
  );
}
