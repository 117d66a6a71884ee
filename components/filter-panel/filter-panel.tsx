// The reusable filter panel of 002 §2. The page's URL builder (hrefFor) runs here on the server and
// the panel travels as data (lib/filter-panel/model.ts) to FilterPanelView, which renders every choice
// as a real link and every disclosure as a <details>: it works without JavaScript.
import { panelModel, type HrefFor } from '@/lib/filter-panel/model';
import type { FilterField, FilterState } from '@/lib/filter-panel/types';
import { FilterPanelView } from './filter-panel-view';

export interface FilterPanelProps {
  fields: FilterField[];
  state: FilterState;
  /** The page's URL for a filter state (it should reset the page number). */
  hrefFor: HrefFor;
  title?: string;
  /** Whether the panel starts expanded (000 §4: expanded or collapsed); default true. */
  defaultExpanded?: boolean;
  /** Extra hidden inputs for the custom inputs' GET forms; the page's state as hrefFor writes it is
   *  already carried, these are added (and win on equal names). */
  hiddenInputs?: Record<string, string>;
}

export function FilterPanel({ defaultExpanded, ...input }: FilterPanelProps) {
  return <FilterPanelView model={panelModel({ ...input, expanded: defaultExpanded })} />;
}
