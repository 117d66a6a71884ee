// A row of choices with the hidden ones folded under 更多 (000 §9, 001 §2); a <details> so it opens
// without JavaScript. The toggle sits top-right of the nearest positioned box (`togglePosition`).
import type { ReactNode } from 'react';
import { compactHrefs } from '@/lib/filter-panel/compact-hrefs';
import type { FilterItem } from '@/lib/filter-panel/types';
import { FoldedMore, type FoldedMoreProps } from './folded-more';
import { MoreSummary } from './more-summary';
import { LIST } from './styles';

type Choice = FoldedMoreProps['choices'][number];

/** From this many folded plain choices on, they travel as data and become links when opened. */
const LAZY_FROM = 10;

export interface FoldedListProps {
  items: FilterItem[];
  /** Accessible name of the list, e.g. the field label. */
  label: string;
  togglePosition: string;
  render: (item: FilterItem) => ReactNode;
  /** The link of a plain choice; lets a long folded group be sent as data (FoldedMore). */
  hrefOf?: (key: string) => string;
}

export function FoldedList({ items, label, togglePosition, render, hrefOf }: FoldedListProps) {
  const shown = items.filter((item) => !item.hide);
  const folded = items.filter((item) => item.hide);
  const list = (part: FilterItem[]) => part.map((item) => <li key={item.key}>{render(item)}</li>);
  const lazy = hrefOf && folded.length >= LAZY_FROM && folded.every((item) => !item.custom);
  return (
    <>
      <ul aria-label={label} className={`${LIST} ${folded.length > 0 ? 'pr-16' : ''}`}>
        {list(shown)}
      </ul>
      {lazy ? (
        <FoldedMore
          label={label}
          togglePosition={togglePosition}
          choices={folded.map((item): Choice => (item.label === item.key ? [item.key, item.count ?? null] : [item.key, item.count ?? null, item.label]))}
          selected={folded.filter((item) => item.selected).map((item) => item.key)}
          {...compactHrefs(
            folded.map((item) => item.key),
            hrefOf,
            new Set(folded.filter((item) => item.selected).map((item) => item.key)),
          )}
        />
      ) : (
        folded.length > 0 && (
          // Open from the start when a folded choice is selected, so the selection is visible.
          <details data-testid="filter-more" open={folded.some((item) => item.selected)} className="group/more">
            <MoreSummary label={label} position={togglePosition} />
            <ul aria-label={`${label}（更多）`} className={`${LIST} mt-1.5`}>
              {list(folded)}
            </ul>
          </details>
        )
      )}
    </>
  );
}
