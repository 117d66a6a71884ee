// How an activity's times read: China time, dashed dates, 24-hour clock (lib/format/date.ts).
import { chinaTime, formatDateTime } from '@/lib/format/date';

/** "2026-12-01（周二）14:00-16:00", or both ends dated when it spans days. */
export function activityTimeRange(startIso: string, endIso: string): string {
  const s = chinaTime(startIso);
  const e = chinaTime(endIso);
  if (!s || !e) return '-';
  return s.date === e.date ? `${s.date}（${s.weekday}）${s.time}-${e.time}` : `${s.date} ${s.time} 至 ${e.date} ${e.time}`;
}

/** "2026-12-01 13:00" */
export const activityDateTime = (iso: string): string => formatDateTime(iso);
