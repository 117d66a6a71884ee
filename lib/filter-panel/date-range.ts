// The custom time range of a filter field, carried as 'range:YYYY-MM-DD~YYYY-MM-DD' (002 §2).
import { CUSTOM_KEY_PREFIX } from './custom-keys';

const PREFIX = CUSTOM_KEY_PREFIX['date-range'];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DateRange {
  start: string;
  end: string;
}

/** A real calendar date written YYYY-MM-DD (rejects 2025-02-30). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The key of a range, or null unless both ends are dates and start <= end. */
export function dateRangeKey(start: string, end: string): string | null {
  const [s, e] = [start.trim(), end.trim()];
  // ISO dates order as strings.
  return isIsoDate(s) && isIsoDate(e) && s <= e ? `${PREFIX}${s}~${e}` : null;
}

export function parseDateRange(key: string): DateRange | null {
  if (!key.startsWith(PREFIX)) return null;
  const [start = '', end = '', ...rest] = key.slice(PREFIX.length).split('~');
  return rest.length === 0 && dateRangeKey(start, end) ? { start, end } : null;
}

export function dateRangeLabel({ start, end }: DateRange): string {
  return `${start} 至 ${end}`;
}
