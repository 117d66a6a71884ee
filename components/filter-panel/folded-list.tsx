// A row of choices with the hidden ones folded under 更多 (000 §9, 001 §2); a <details> so it opens
// without JavaScript. The toggle sits top-right of the nearest positioned box (`togglePosition`).
import type { ReactNode } from 'react';
import type { FilterItem } from '@/lib/filter-panel/types';
import { ChevronDownIcon } from '@/components/ui/icons';
import { SUMMARY } from './styles';

const LIST = 'flex flex-wrap items-center gap-x-1 gap-y-1.5';

export interface FoldedListProps {
  items: FilterItem[];
  /** Accessible name of the list, e.g. the field label. */
  label: string;
  togglePosition: string;
  render: (item: FilterItem) => ReactNode;
}

export function FoldedList({ items, label, togglePosition, render }: FoldedListProps) {
  const shown = items.filter((item) => !item.hide);
  const folded = items.filter((item) => item.hide);
  const list = (part: FilterItem[]) => part.map((item) => <li key={item.key}>{render(item)}</li>);
  return (
    <>
      <ul aria-label={label} className={`${LIST} ${folded.length > 0 ? 'pr-16' : ''}`}>
        {list(shown)}
      </ul>
      {folded.length > 0 && (
        // Open from the start when a folded choice is selected, so the selection is visible.
        <details data-testid="filter-more" open={folded.some((item) => item.selected)} className="group/more">
          <summary
            className={`${SUMMARY} absolute ${togglePosition} inline-flex items-center gap-0.5 rounded px-1 leading-6 text-ink-muted hover:text-primary-active`}
          >
            <span className="group-open/more:hidden">更多</span>
            <span className="hidden group-open/more:inline">收起</span>
            <span className="sr-only">{label}</span>
            <ChevronDownIcon className="size-3.5 transition-transform group-open/more:rotate-180" />
          </summary>
          <ul aria-label={`${label}（更多）`} className={`${LIST} mt-1.5`}>
            {list(folded)}
          </ul>
        </details>
      )}
    </>
  );
}
