// Page-number rules of the list pagination (002 §9: 7 page numbers shown).

/** A page number, or a gap shown as an ellipsis. */
export type PageSlot = number | 'gap';

export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(Math.max(total, 0) / pageSize)) : 1;
}

/**
 * `size` page numbers at most, first and last always among them, the rest a run around `page`,
 * gaps where pages are left out; the count stays the same as the page moves so the bar does not jump.
 * e.g. page 10 of 20 -> 1 … 8 9 10 11 12 … 20.
 */
export function pageWindow(page: number, count: number, size = 7): PageSlot[] {
  const last = Math.max(1, Math.floor(count));
  const run = Math.max(1, size - 2); // numbers between first and last
  if (last <= size) return Array.from({ length: last }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  // The run sits as centred on the current page as the ends allow.
  const start = Math.min(Math.max(2, current - Math.floor((run - 1) / 2)), last - run);
  const middle = Array.from({ length: run }, (_, i) => start + i);
  return [
    1,
    ...(start > 2 ? (['gap'] as const) : []),
    ...middle,
    ...(start + run < last ? (['gap'] as const) : []),
    last,
  ];
}
