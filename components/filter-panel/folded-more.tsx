'use client';

import { useState } from 'react';
import type { FilterItem } from '@/lib/filter-panel/types';
import { expandHref } from '@/lib/filter-panel/compact-hrefs';
import { FilterLink } from './filter-link';
import { MoreSummary } from './more-summary';
import { LIST } from './styles';

export interface FoldedMoreProps {
  /** Accessible name of the visible list; the folded one is named `${label}（更多）`. */
  label: string;
  togglePosition: string;
  /** The choices, compact: key, hit count (null: none shown) and, where it differs from the key, label. */
  choices: [key: string, count: number | null, label?: string][];
  /** Keys of the selected choices. */
  selected: string[];
  /** Each item's link: `template` with the item's key in place, unless the item brings its own. */
  template: string;
  hrefs: Record<string, string>;
}

/**
 * The 更多 group of a long row (all the cities of a search): the choices reach the page as data and
 * become links only when the group opens, so a page with hundreds of them stays small. Open from the
 * start (and rendered on the server) when one of them is selected.
 */
export function FoldedMore({ label, togglePosition, choices, selected, template, hrefs }: FoldedMoreProps) {
  const [open, setOpen] = useState(selected.length > 0);
  const items: FilterItem[] = choices.map(([key, count, text]) => ({
    key,
    label: text ?? key,
    count: count ?? undefined,
    selected: selected.includes(key),
  }));
  return (
    <details data-testid="filter-more" open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="group/more">
      <MoreSummary label={label} position={togglePosition} />
      {open && (
        <ul aria-label={`${label}（更多）`} className={`${LIST} mt-1.5`}>
          {items.map((item) => (
            <li key={item.key}>
              <FilterLink item={item} href={hrefs[item.key] ?? expandHref(template, item.key)} />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
