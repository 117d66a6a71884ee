// What a row's parts need to build their links: the field (with selection marks), the page's state and
// its URL builder. Server-only by use: hrefFor is a server function and never reaches a client part.
import { selectItem } from '@/lib/filter-panel/state';
import type { FilterField, FilterState } from '@/lib/filter-panel/types';

export type HrefFor = (next: FilterState) => string;

export interface FieldScope {
  field: FilterField;
  state: FilterState;
  hrefFor: HrefFor;
  /** Extra hidden inputs for the GET forms of custom inputs (002 §2). */
  hiddenInputs?: Record<string, string>;
}

export function itemHref({ field, state, hrefFor }: FieldScope, key: string): string {
  return hrefFor(selectItem(state, field, key));
}
