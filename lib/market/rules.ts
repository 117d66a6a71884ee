// Pure figures of the market views (docs/analytics.md "Figures").

/** Change from `before` to `now` as a fraction (0.25: +25%); null when there is nothing to compare with. */
export function changeOf(now: number, before: number): number | null {
  if (before === 0) return null;
  return (now - before) / before;
}

/**
 * Concentration of the suppliers' awarded value, from the database's sums over the winners: the top
 * five's share (0-1) and the Herfindahl-Hirschman index, the sum of the squared percentage shares
 * (0-10,000), which is 10,000 times the sum of squared values over the squared total.
 */
export function concentration(sums: { total: number; top5: number; sumOfSquares: number }): { top5Share: number; hhi: number } {
  if (sums.total <= 0) return { top5Share: 0, hhi: 0 };
  return { top5Share: sums.top5 / sums.total, hhi: Math.round((sums.sumOfSquares / sums.total ** 2) * 10_000) };
}

/** How the HHI reads, in the usual bands (below 1,500 unconcentrated, up to 2,500 moderate). */
export function hhiReading(hhi: number): string {
  if (hhi < 1500) return '竞争充分';
  if (hhi <= 2500) return '中度集中';
  return '高度集中';
}

/** 元 as 万元 with two decimals, for figures and charts. */
export const toWan = (yuan: number) => Math.round(yuan / 100) / 100;

/** A signed percentage (+12.3%, -4.0%), or 无可比 without a previous figure. */
export function changeText(change: number | null): string {
  if (change === null) return '无可比数据';
  const pct = (change * 100).toFixed(1);
  return `${change >= 0 ? '+' : ''}${pct}%`;
}
