// One fixed choice of a filter row: a real link to the page with that choice applied.
import Link from 'next/link';
import type { Choice } from '@/lib/filter-panel/model';
import { ITEM, ITEM_SELECTED } from './styles';

export function FilterLink({ choice, selected, href, className }: { choice: Choice; selected: boolean; href: string; className?: string }) {
  const [key, count, label = key] = choice;
  return (
    <Link
      href={href}
      // Filters re-render the list below: keep the reader where they are, and don't prefetch dozens of links.
      scroll={false}
      prefetch={false}
      // data-key names a choice for tests and scripts (no test id: a page holds dozens of choices).
      data-key={key}
      aria-current={selected ? 'true' : undefined}
      className={[ITEM, selected && ITEM_SELECTED, className].filter(Boolean).join(' ')}
    >
      {label}
      {count !== null && <span>{`(${count})`}</span>}
    </Link>
  );
}
