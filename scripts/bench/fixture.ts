// A small, hand-made run for the unit tests of the budgets and the report (no server, no database).
import { SEARCH_CASES } from './queries';
import type { BenchResults, DatasetId, QueryResult, RunFigures, ScenarioResult } from './results';
import { computeScales } from './results';
import { summarize } from './stats';

export function run(samples: number[], extra: Partial<RunFigures> = {}): RunFigures {
  return {
    concurrency: 1,
    durationSec: 10,
    requests: samples.length,
    rps: samples.length / 10,
    latency: summarize(samples),
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    appErrors: 0,
    cacheHits: 0,
    unanswered: 0,
    bytesPerRequest: 2048,
    samples,
    ...extra,
  };
}

export function query(id: string, samples: number[], coldBytes = 20_000): QueryResult {
  return { id, label: `q ${id}`, request: 'POST /api/searchByType', cold: { ms: 120, status: 200, bytes: coldBytes, code: 0, totalCount: 42 }, c1: run(samples) };
}

function scenario(id: string, dataset: DatasetId, queries: QueryResult[], c32?: RunFigures): ScenarioResult {
  return { id, title: id, dataset, queries, c1: run(queries.flatMap((q) => q.c1.samples ?? [])), c32 };
}

/** `samples` again and again, `times` over: a run as long as a budget's minimum sample asks. */
export const repeated = (samples: number[], times: number) => Array.from({ length: times }, () => samples).flat();

/** Search is fast at 100k and twice as slow at 1M; the page misses its throughput budget. */
export function sampleResults(): BenchResults {
  const fast = Array.from({ length: 100 }, (_, i) => 1 + i / 10); // p95 10.5
  const slow = Array.from({ length: 100 }, (_, i) => 2 + i / 5); // p95 21
  const scenarios: ScenarioResult[] = [
    scenario('ceiling-static', 'pg-1m', [query('A1', fast)], run(fast, { concurrency: 32, rps: 1000 })),
    scenario('api-tenders', 'pg-1m', [query('T01', slow), query('T02', Array.from({ length: 100 }, () => 60))]),
    scenario('api-suppliers', 'pg-1m', [query('S01', slow)]),
    scenario('api-tenders', 'pg-100k', [query('T01', fast), query('T02', fast)]),
    scenario('api-suppliers', 'pg-100k', [query('S01', fast)]),
    // Every listed page (the size budget's minimum), the largest T01; 1,000 answers at concurrency 32.
    scenario(
      'search-html',
      'pg-1m',
      SEARCH_CASES.map((c) => query(c.id, slow, c.id === 'T01' ? 120_000 : c.id === 'S01' ? 80_000 : 20_000)),
      run(repeated(slow, 10), { concurrency: 32, rps: 120, latency: { ...summarize(repeated(slow, 10)), p99: 250 } }),
    ),
    scenario('api-tenders', 'pglite-100k', [query('T01', fast)]),
    scenario('api-suppliers', 'pglite-100k', [query('S01', fast)]),
  ];
  return {
    runId: '2026-01-01T00-00-00',
    server: 'node server/server.mjs (what npm start runs)',
    date: '2026-01-01T00:00:00.000Z',
    commit: 'abc123',
    dirty: false,
    machine: { cpu: 'Test CPU', cores: 2, ramGb: 8, os: 'Debian', kernel: '6.1', node: 'v20.0.0', postgres: 'PostgreSQL 15.0', chromium: 'Chromium 1', lighthouse: '12.8.2' },
    options: { quick: false, durationSec: 10, stages: ['load'], seed: 1, lighthouseRuns: 3, skipBuild: false },
    datasets: [],
    scenarios,
    explains: [
      { scenario: 'api-tenders', queryId: 'T02', label: 'q | T02', request: 'POST /api/searchByType', why: 'Slowest', requestMs: 61, statements: [{ ms: 55, sql: 'select 1', params: [1], plan: 'Result  (cost=0.00..0.01 rows=1 width=4)' }] },
    ],
    lighthouse: [
      {
        page: '/search.html',
        url: 'http://localhost/search.html',
        runs: 3,
        scores: { performance: 91, accessibility: 97, 'best-practices': 96, seo: 100 },
        allScores: [
          { performance: 91, accessibility: 97, 'best-practices': 96, seo: 100 },
          { performance: 84, accessibility: 97, 'best-practices': 96, seo: 100 },
        ],
        observed: [
          { fcpMs: 301, serverMs: 70, benchmarkIndex: 1540 },
          { fcpMs: 1275, serverMs: null },
        ],
        metrics: { 'largest-contentful-paint': '2.9 s' },
        failing: [{ id: 'largest-contentful-paint', title: 'Largest Contentful Paint', category: 'performance', score: 0.7, displayValue: '2.9 s' }],
      },
    ],
    routes: [{ route: '/search.html', url: '/search.html?x', scripts: [{ src: '/a.js', raw: 2048, gzip: 1024 }], jsRaw: 2048, jsGzip: 1024, htmlRaw: 4096, htmlGzip: 1024 }],
    scales: computeScales(scenarios),
    stageSeconds: { load: 100 },
    totalSeconds: 120,
    notes: ['A note.'],
  };
}
