import { useState } from 'react';
import { choiceHref, type Choice, type LinkSet } from '@/lib/filter-panel/model';
import { FilterLink } from './filter-link';
import { MoreSummary } from './more-summary';
import { LIST } from './styles';

export interface FoldedMoreProps {
  /** Accessible name of the visible list; the folded one is named `${label}（更多）`. */
  label: string;
  togglePosition: string;
  choices: Choice[];
  selected: string[];
  links: LinkSet;
  initiallyOpen: boolean;
}

/**
 * The 更多 group of a long row (all the cities of a search): its links are made only when the group
 * opens, so a page with hundreds of them stays small. Open from the start (and rendered on the server)
 * when one of them is selected.
 */
export function FoldedMore({ label, togglePosition, choices, selected, links, initiallyOpen }: FoldedMoreProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details data-testid="filter-more" open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="group/more">
      <MoreSummary label={label} position={togglePosition} />
      {open && (
        <ul aria-label={`${label}（更多）`} className={`${LIST} mt-1.5`}>
          {choices.map((choice) => (
            <li key={choice[0]}>
              <FilterLink choice={choice} selected={selected.includes(choice[0])} href={choiceHref(links, choice[0])} />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
