// Money display rules of 000 §9 (dates: ./date.ts).

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
