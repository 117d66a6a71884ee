// Class strings shared by the panel's server and client parts, so every control looks the same.

/** One row: the label floats in its column, the items take the rest (wrapping on phones). */
// filter-row, filter-label: app/globals.css (a panel has up to eight rows).
export const ROW = 'filter-row';
export const ROW_LABEL = 'filter-label';
export const ROW_BODY = 'ml-[80px] sm:ml-[102px]';
/** Pop-ups of custom items span the row under the label column, never past the panel's edge. */
export const POPUP = 'absolute inset-x-0 top-full z-20 -mt-1 rounded-card border border-line bg-white p-4 shadow-pop sm:left-[102px]';

// choice, choice-on: app/globals.css (a page holds dozens of choices).
export const ITEM = 'choice';
export const ITEM_SELECTED = 'choice-on';

export const INPUT =
  'h-8 w-32 rounded border border-line-strong bg-white px-2 text-ink placeholder:text-ink-faint hover:border-primary focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0';
export const CONFIRM =
  'h-8 rounded bg-primary-active px-4 text-white hover:bg-primary disabled:cursor-not-allowed disabled:bg-line-strong disabled:text-ink-muted';

/** A wrapping row of choices. */
export const LIST = 'flex flex-wrap items-center gap-x-1 gap-y-1.5';

/** A <summary> without the browser's disclosure triangle (we draw a chevron). */
export const SUMMARY = 'summary-plain';
