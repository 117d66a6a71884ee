// A row of choices with the hidden ones folded under 更多 (000 §9, 001 §2); a <details> so it opens
// without JavaScript. The toggle sits top-right of the nearest positioned box (`togglePosition`).
import type { ReactNode } from 'react';
import { choiceHref, isChoice, unfoldRuns, type Choice, type Entry, type EntryList } from '@/lib/filter-panel/model';
import { FilterLink } from './filter-link';
import { FoldedMore } from './folded-more';
import { MoreSummary } from './more-summary';
import { LIST } from './styles';

export interface FoldedListProps {
  list: EntryList;
  /** Accessible name of the list, e.g. the field label. */
  label: string;
  togglePosition: string;
  /** How an entry other than a plain choice is drawn (custom items). */
  renderCustom?: (entry: Exclude<Entry, Choice>) => ReactNode;
}

export function FoldedList({ list, label, togglePosition, renderCustom }: FoldedListProps) {
  const { shown, folded, runs, selected, links } = list;
  const render = (part: Entry[]) =>
    part.map((entry) =>
      isChoice(entry) ? (
        <li key={entry[0]}>
          <FilterLink choice={entry} selected={selected.includes(entry[0])} href={choiceHref(links, entry[0])} />
        </li>
      ) : (
        <li key={entry.key}>{renderCustom?.(entry)}</li>
      ),
    );
  // Many plain choices come as runs (lib/filter-panel/model.ts) and become links only when 更多 opens.
  const lazyChoices = runs ? unfoldRuns(runs) : null;
  const foldedSelected = (lazyChoices ?? folded).some((entry) => (isChoice(entry) ? selected.includes(entry[0]) : entry.selected));
  return (
    <>
      <ul aria-label={label} className={`${LIST} ${folded.length > 0 || runs ? 'pr-16' : ''}`}>
        {render(shown)}
      </ul>
      {lazyChoices ? (
        <FoldedMore label={label} togglePosition={togglePosition} choices={lazyChoices} selected={selected} links={links} initiallyOpen={foldedSelected} />
      ) : (
        folded.length > 0 && (
          // Open from the start when a folded choice is selected, so the selection is visible.
          <details data-testid="filter-more" open={foldedSelected} className="group/more">
            <MoreSummary label={label} position={togglePosition} />
            <ul aria-label={`${label}（更多）`} className={`${LIST} mt-1.5`}>
              {render(folded)}
            </ul>
          </details>
        )
      )}
    </>
  );
}
