// The scale rehearsal's report (`npm run bench -- --scale 10m`, bench/results/scale-10m.md): each stream's
// latency and rate at 100k, 1M and 10M bids side by side, and what the datasets cost to make and keep.
// Pure, so its format is tested without a 40 GB database.
import { DATASET_TITLES, fmtMs, fmtRate, fmtRatio, mdTable, SCENARIO_TITLES } from './report';
import { failures, findScenario, type BenchResults, type DatasetId, type DatasetResult, type RunFigures } from './results';
import { ratio } from './stats';

/** Smallest first: the growth columns divide each by the one before. */
export const REHEARSAL_DATASETS = ['pg-100k', 'pg-1m', 'pg-10m'] as const satisfies readonly DatasetId[];

/** The streams the rehearsal runs on every dataset: searches asked again and never asked, record pages, market views. */
export const REHEARSAL_STREAMS = ['api-tenders', 'api-distinct', 'api-broad', 'search-html-distinct', 'api-suggest-distinct', 'record-detail-distinct', 'market-distinct'] as const;

export interface RehearsalDataset extends DatasetResult {
  /** pg_database_size once seeded. */
  bytes: number;
}

export interface RehearsalResults extends Pick<BenchResults, 'runId' | 'date' | 'commit' | 'dirty' | 'machine' | 'scenarios' | 'notes' | 'totalSeconds'> {
  durationSec: number;
  seed: number;
  datasets: RehearsalDataset[];
}

const gb = (bytes: number) => (bytes / 1024 ** 3).toFixed(1);
const rate = (r: RunFigures | undefined) => (r ? `${fmtRate(r.rps)}/s` : '—');
const errs = (r: RunFigures | undefined) => (r ? failures(r) : 0);

function latencyTable(results: RehearsalResults, which: 'c1' | 'c32'): string {
  const head = ['stream', ...REHEARSAL_DATASETS.map((d) => `${DATASET_TITLES[d]} p50 / p95 ms`), 'p95 1M/100k', 'p95 10M/1M', ...REHEARSAL_DATASETS.map((d) => `${DATASET_TITLES[d]} rate`)];
  const rows = REHEARSAL_STREAMS.flatMap((id) => {
    const runs = REHEARSAL_DATASETS.map((d) => findScenario(results, id, d)?.[which]);
    if (runs.every((r) => !r)) return [];
    const p95 = runs.map((r) => r?.latency.p95 ?? Number.NaN);
    const failed = runs.reduce((n, r) => n + errs(r), 0);
    return [
      [
        `${SCENARIO_TITLES[id] ?? id}${failed ? ` (${failed} failed)` : ''}`,
        ...runs.map((r) => (r ? `${fmtMs(r.latency.p50)} / ${fmtMs(r.latency.p95)}` : '—')),
        fmtRatio(ratio(p95[1]!, p95[0]!)),
        fmtRatio(ratio(p95[2]!, p95[1]!)),
        ...runs.map(rate),
      ],
    ];
  });
  return mdTable(head, rows);
}

export function renderScaleReport(results: RehearsalResults): string {
  const m = results.machine;
  const datasets = mdTable(
    ['dataset', 'bids / suppliers / cases', 'on disk', 'prepared', 'seconds'],
    results.datasets.map((d) => [
      DATASET_TITLES[d.id],
      `${d.actual.bids.toLocaleString('en')} / ${d.actual.suppliers.toLocaleString('en')} / ${d.actual.cases.toLocaleString('en')}`,
      `${gb(d.bytes)} GB`,
      d.action === 'seeded' ? 'seeded in this run' : 'reused',
      Math.round(d.seconds),
    ]),
  );
  return [
    `# Scale rehearsal: 100k, 1M and 10M bids`,
    '',
    `Run ${results.runId} (${results.date}) · commit ${results.commit}${results.dirty ? ' (with uncommitted changes)' : ''} · \`npm run bench -- --scale 10m\``,
    '',
    `${m.cpu} · ${m.cores} cores · ${m.ramGb} GB · ${m.os} · Node ${m.node} · ${m.postgres}. Each measurement lasts ${results.durationSec} s; never-asked streams from seed ${results.seed}; ${(results.totalSeconds / 60).toFixed(1)} minutes in all.`,
    '',
    '## Datasets',
    '',
    datasets,
    '',
    '## Concurrency 1 (one client; the never-asked streams ask every question once)',
    '',
    latencyTable(results, 'c1'),
    '',
    '## Concurrency 32',
    '',
    latencyTable(results, 'c32'),
    '',
    '## Notes',
    '',
    ...results.notes.map((n) => `- ${n}`),
    '',
  ].join('\n');
}
