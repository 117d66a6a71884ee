import { describe, expect, it } from 'vitest';
import { run, sampleResults } from './fixture';
import type { DatasetId, ScenarioResult } from './results';
import { renderScaleReport, type RehearsalResults } from './scale-report';

const stream = (id: string, dataset: DatasetId, ms: number, withC32 = false): ScenarioResult => ({
  id,
  title: id,
  dataset,
  queries: [],
  c1: run(Array.from({ length: 100 }, () => ms)),
  c32: withC32 ? run(Array.from({ length: 500 }, () => ms * 4), { concurrency: 32, rps: 250 }) : undefined,
});

function rehearsal(): RehearsalResults {
  const base = sampleResults();
  const dataset = (id: DatasetId, bids: number, bytes: number) => ({
    id,
    driver: 'postgres' as const,
    where: `PostgreSQL ${id}`,
    target: { bids, suppliers: bids / 10, cases: bids / 20 },
    actual: { bids, suppliers: bids / 10, cases: bids / 20 },
    action: id === 'pg-10m' ? ('seeded' as const) : ('reused' as const),
    seconds: id === 'pg-10m' ? 5400 : 3,
    bytes,
  });
  return {
    ...base,
    durationSec: 10,
    seed: 42,
    totalSeconds: 6000,
    datasets: [dataset('pg-100k', 100_000, 0.5 * 1024 ** 3), dataset('pg-1m', 1_000_000, 4.3 * 1024 ** 3), dataset('pg-10m', 10_000_000, 43 * 1024 ** 3)],
    scenarios: [stream('api-distinct', 'pg-100k', 10, true), stream('api-distinct', 'pg-1m', 20, true), stream('api-distinct', 'pg-10m', 60, true), stream('market-distinct', 'pg-1m', 80)],
    notes: ['A note.'],
  };
}

describe('renderScaleReport', () => {
  const md = renderScaleReport(rehearsal());

  it('puts each stream at 100k, 1M and 10M side by side with the growth between them', () => {
    expect(md).toContain('| searchByType · distinct queries (never repeated) | 10 / 10 | 20 / 20 | 60 / 60 | 2.00× | 3.00× | 10.0/s | 10.0/s | 10.0/s |');
    // Concurrency 32 in its own table, with its rate.
    expect(md.split('## Concurrency 32')[1]).toContain('| 40 / 40 | 80 / 80 | 240 / 240 | 2.00× | 3.00× | 250.0/s | 250.0/s | 250.0/s |');
  });

  it('shows a stream measured on some datasets only with dashes, and leaves out streams not run', () => {
    expect(md).toContain('| — | 80 / 80 | — | — | — | — | 10.0/s | — |');
    expect(md).not.toContain('searchSuggest');
  });

  it('says what each dataset holds, weighs and cost to make', () => {
    expect(md).toContain('| PostgreSQL 10M | 10,000,000 / 1,000,000 / 500,000 | 43.0 GB | seeded in this run | 5400 |');
    expect(md).toContain('`npm run bench -- --scale 10m`');
    expect(md).toContain('- A note.');
  });
});
