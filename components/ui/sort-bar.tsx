// A list's sort bar (000 §4, 001 §2): 综合 plus sortable keys; each is a link to the sort a click
// gives (nextSort), the active key with its direction arrow.
import { nextSort, type SortOrder, type SortState } from '@/lib/ui/sort';
import { SortBarView } from './sort-bar-view';

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

/** Builds each option's link where the list is rendered; SortBarView receives only the links. */
export function SortBar({ options, current, hrefFor, className = '' }: SortBarProps) {
  const links = options.map((option) => hrefFor(nextSort(current, option.key, option.firstOrder)));
  return <SortBarView options={options.map(({ key, label }) => ({ key, label }))} links={links} current={current} className={className} />;
}
