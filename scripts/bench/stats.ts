// Latency statistics of one measured run. autocannon's own histogram reports p97.5 and p99 but no p95,
// and the budgets are written in p95, so every run keeps its raw per-request latencies and this module
// derives the figures from them.

export interface LatencySummary {
  /** Requests that answered (any status); the percentiles are over these. */
  n: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * Nearest-rank percentile (the smallest value with at least p% of the samples at or below it): no
 * interpolation, so a reported p95 is always a latency some request really had. NaN for no samples.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  if (p <= 0) return sorted[0]!;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

export function summarize(latencies: readonly number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const sum = sorted.reduce((s, v) => s + v, 0);
  return {
    n: sorted.length,
    mean: sorted.length ? sum / sorted.length : Number.NaN,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
  };
}

/** a / b, or NaN when either side is missing or b is zero (a ratio that cannot be formed is not 0). */
export function ratio(a: number, b: number): number {
  return Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? a / b : Number.NaN;
}
