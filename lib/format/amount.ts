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

/** A calendar date in China time, e.g. 2026-03-07, the same on server and client. */
export function formatDate(value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** Counts above a cap read "999+" (000 §4). */
export function formatCount(n: number, cap = 999): string {
  return n >= cap ? `${cap}+` : String(n);
}
