// Sort toggles of the list sort bars (000 §4, 001 §4): pure, so each link carries its next sort.

export type SortOrder = 'asc' | 'desc';

export interface SortState {
  /** '' is the comprehensive (综合) order: no sort field. */
  key: string;
  order: SortOrder;
}

export const COMPREHENSIVE: SortState = { key: '', order: 'desc' };

/** The first click on a key applies `firstOrder`; each further click on it toggles; '' clears the sort. */
export function nextSort(current: SortState, key: string, firstOrder: SortOrder = 'desc'): SortState {
  if (key === '') return COMPREHENSIVE;
  if (current.key !== key) return { key, order: firstOrder };
  return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
}
