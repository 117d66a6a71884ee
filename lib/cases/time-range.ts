// Publish-time filter of the case library (000 §9): the last 1, 3, 6 or 12 months counted back from
// today in China time, or a custom range of calendar days ('range:a~b', the filter panel's date range).
// Days are 'YYYY-MM-DD' in China time.
import { parseDateRange } from '@/lib/filter-panel/date-range';
import { chinaDay } from '@/lib/format/date';
import { TIME_RANGES } from './filters';

export type TimeFilter = { kind: 'months'; months: number } | { kind: 'range'; start: string; end: string };

export interface DateBounds {
  start?: string;
  end?: string;
}

/** The day `months` calendar months before `day`, clamped to the month's end (03-31 minus 1 is 02-28). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Reads a URL value: a preset ('3') or a custom range; anything else is no filter. */
export function parseTimeKey(value: string | undefined): TimeFilter | null {
  if (!value) return null;
  const preset = TIME_RANGES.find((r) => r.key === value);
  if (preset) return { kind: 'months', months: preset.months };
  const range = parseDateRange(value);
  return range && { kind: 'range', ...range };
}

/** The start and end days a filter asks the list call for; a preset runs up to now (no end). */
export function timeBounds(filter: TimeFilter | null, now: Date): DateBounds {
  if (!filter) return {};
  if (filter.kind === 'range') return { start: filter.start, end: filter.end };
  return { start: monthsBefore(chinaDay(now), filter.months) };
}
