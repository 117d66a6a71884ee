// Money and date display rules of 000 §9.

/** 10,000 or more in 万 with one decimal, else in 元 (000 §9). */
export function formatAmount(yuan: number): string {
  if (!Number.isFinite(yuan)) return '-';
  if (Math.abs(yuan) >= 10_000) return `${(yuan / 10_000).toFixed(1)}万`;
  return `${Number.isInteger(yuan) ? yuan : yuan.toFixed(2)}元`;
}

/** Registered capital is stored in 万 and shown in 万 with one decimal. */
export function formatCapital(wan: number): string {
  return Number.isFinite(wan) ? `${wan.toFixed(1)}万` : '-';
}

// China time is UTC+8 with no daylight saving since 1991, so a shift does what Intl.DateTimeFormat with
// timeZone 'Asia/Shanghai' does; the Intl way loads the time-zone data on first use, some 40 ms of the
// browser's main thread while a result list hydrates (measured with a CPU profile at 4x slowdown).
const CHINA_OFFSET_MS = 8 * 3_600_000;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** A calendar date in China time, e.g. 2026-03-07, the same on server and client. */
export function formatDate(value: Date | string): string {
  const d = new Date((typeof value === 'string' ? Date.parse(value) : value.getTime()) + CHINA_OFFSET_MS);
  if (Number.isNaN(d.getTime())) return '-';
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** A moment as YYYY-MM-DD HH:mm in China's time (UTC+8), the way the portal shows times. */
export function formatDateTime(value: Date | string): string {
  const d = new Date((typeof value === 'string' ? Date.parse(value) : value.getTime()) + CHINA_OFFSET_MS);
  if (Number.isNaN(d.getTime())) return '-';
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
}
