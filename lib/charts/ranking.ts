import type { Ranking, RankingInput } from './types';

// A ranking's figure (lib/charts/types.ts `Ranking`): its rows as given (largest first) and the same
// figures as the table its CSV download reads. Pure: no drawing to make.

export function ranking(input: RankingInput): Ranking {
  return {
    title: input.title,
    unit: input.unit,
    digits: input.rows.some((r) => !Number.isInteger(r.value)) ? 2 : 0,
    rows: input.rows,
    table: { columns: [input.categoryLabel, input.valueLabel], rows: input.rows.map((r) => [r.label, r.value]) },
  };
}

/** A bar's length as a share of the largest value (a whole bar for the first), never below a sliver. */
export function barShare(value: number, largest: number): number {
  if (largest <= 0 || value <= 0) return 0;
  return Math.max(0.02, Math.min(1, value / largest));
}
