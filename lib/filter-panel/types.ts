// The reusable filter panel of 002 §2 (used by the search page, the case library and later the
// solutions list). Fields and items are plain data so a server page can build them from a service's
// answer (labels with counts, industries, cities) and render the panel without client JavaScript.

export type CustomKind = 'date-range' | 'price-range' | 'city-index';

export interface FilterItem {
  key: string;
  label: string;
  /** Hits for this value under the current keyword and the other selected filters (text: an estimate). */
  count?: number | string;
  children?: FilterItem[];
  /** An item that opens an input instead of selecting a fixed value. */
  custom?: CustomKind;
  /** price-range: the unit its bounds are typed and shown in (default 元; the solutions list uses 万). */
  unit?: string;
  /** Present but folded under 更多 (first N shown, the rest hidden). */
  hide?: boolean;
  /** A parent that only holds its children (the solutions' 更多, 001 §4): it is never a condition of its
   *  own, its children's row has no 全部, and removing the chosen child removes it too. */
  group?: boolean;
  selected?: boolean;
}

export interface FilterField {
  fieldName: string;
  label: string;
  /** Key of the item meaning "no restriction" (e.g. 'all'); selecting it clears the others. */
  default?: string;
  items: FilterItem[];
  multiple?: boolean;
  collapsible?: boolean;
}

/** Selected keys per field; a field that is absent or empty means its default. Custom values are
 *  carried as keys too, e.g. 'range:2025-01-01~2025-06-30' or 'price:100~500'. */
export type FilterState = Record<string, string[]>;
