// The bench's limits (docs/benchmarks.md), apart from the budgets that judge them (budgets.ts): the
// e2e suite holds pages to the same HTML budget and must not load the bench's query generator, which
// reaches the seed and the database schema.
import type { LighthouseCategory } from './results';

export const LIMITS = {
  apiP95Ms: 50,
  growthFactor: 2,
  htmlRps: 150,
  htmlP99Ms: 300,
  htmlMaxBytes: 100_000,
  pgliteP95Ms: 100,
  /** Questions never asked before (docs/benchmarks.md). */
  never: { apiP95Ms: 50, growthFactor: 1.5, c32P99Ms: 1000, c32Rps: 100, htmlP95Ms: 100, pgliteP95Ms: 100, minQuestions: 300, suggestP95Ms: 30 },
  lighthouse: { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 } satisfies Record<LighthouseCategory, number>,
} as const;
