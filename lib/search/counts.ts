// How a search shows counts it did not count one by one (docs/search.md). Totals are exact
// below COUNT_CAP; above it, and for label counts of a question with many matches, they are estimates
// and read 约 (about).

/** Totals are exact below this; tab badges read 999+ from here (000 §4). */
export const COUNT_CAP = 1000;

/** Whether a total is an estimate: the answer says so, and the total is at or above the cap. */
export function isEstimatedTotal(total: number, approximate: boolean): boolean {
  return approximate && total >= COUNT_CAP;
}

/** An estimated count, rounded as a person would say it: 约 860, 约 1.2 万. */
export function estimateText(n: number): string {
  if (n >= 10_000) return `约${(n / 10_000).toFixed(1).replace(/\.0$/, '')}万`;
  if (n >= 1_000) return `约${Math.round(n / 100) * 100}`;
  return `约${n}`;
}
