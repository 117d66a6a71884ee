// Dates and times the way the portal shows, keys and numbers them (000 §9): China's clock, dashed dates,
// 24 hours. The one place that turns a moment into China's calendar; nothing else adds 8 hours.
//
// China has kept UTC+8 with no daylight saving since 1991, so a shift gives what Intl.DateTimeFormat with
// timeZone 'Asia/Shanghai' gives (date.test.ts holds them to each other from 1992 to 2060). The shift is
// kept because Intl loads the time-zone data on first use, some 40 ms of the browser's main thread while a
// result list hydrates (measured with a CPU profile at 4x slowdown).

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;
const pad2 = (n: number) => String(n).padStart(2, '0');

export type Moment = Date | string | number;

/** A moment read on a clock in China. */
export interface ChinaTime {
  /** 2026-03-07 */
  date: string;
  /** 03-07 */
  monthDay: string;
  /** 14:05 */
  time: string;
  /** 14:05:09 */
  timeWithSeconds: string;
  /** 周六 */
  weekday: string;
}

/** The moment as China's clock reads it; null when the value is not a moment. */
export function chinaTime(value: Moment): ChinaTime | null {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : value;
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms + CHINA_OFFSET_MS);
  const monthDay = `${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
  const time = `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
  return {
    date: `${d.getUTCFullYear()}-${monthDay}`,
    monthDay,
    time,
    timeWithSeconds: `${time}:${pad2(d.getUTCSeconds())}`,
    weekday: WEEKDAYS[d.getUTCDay()]!,
  };
}

/** A calendar date in China time, e.g. 2026-03-07, the same on server and client; '-' for no date. */
export function formatDate(value: Moment): string {
  return chinaTime(value)?.date ?? '-';
}

/** YYYY-MM-DD HH:mm (or HH:mm:ss) in China time; '-' for no date. */
export function formatDateTime(value: Moment, { seconds = false } = {}): string {
  const t = chinaTime(value);
  return t ? `${t.date} ${seconds ? t.timeWithSeconds : t.time}` : '-';
}

/** China's calendar day a moment falls on, YYYY-MM-DD: a key for daily counts and caps, so no dash for a bad value. */
export function chinaDay(at: Moment): string {
  const t = chinaTime(at);
  if (!t) throw new RangeError(`not a moment: ${String(at)}`);
  return t.date;
}

/** The moment China's day holding `at` began (00:00 China time). */
export function startOfChinaDay(at: Date): Date {
  return new Date(Math.floor((at.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS);
}

/**
 * A datetime-local field's value (2026-03-07T14:05), read on China's clock: the console's schedules are
 * entered in China time whatever the operator's machine says. null when it is not such a value.
 */
export function fromChinaLocal(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi) - CHINA_OFFSET_MS);
  return chinaTime(at)?.date === `${m[1]}-${m[2]}-${m[3]}` && h < 24 && mi < 60 ? at : null;
}

/** The moment as a datetime-local field shows it on China's clock (2026-03-07T14:05). */
export function toChinaLocal(at: Moment): string {
  const t = chinaTime(at);
  return t ? `${t.date}T${t.time}` : '';
}
