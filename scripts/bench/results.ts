// The shape of a benchmark run, as written to bench/results/<run>.json and read by the budgets and the
// Markdown report. Plain data only, so a report can be rendered again from an old JSON file.
import { summarize, type LatencySummary } from './stats';

/** One request the load generator sends. */
export interface Target {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
  /** The answer is the API envelope {code,msg,data}: a code other than 0 is an error. */
  envelope: boolean;
}

/** One measured autocannon run (one query at concurrency 1, or a rotating mix at 32). */
export interface RunFigures {
  concurrency: number;
  /** Seconds the run really lasted. */
  durationSec: number;
  /** Responses received (any status). */
  requests: number;
  /** Responses per second. */
  rps: number;
  latency: LatencySummary;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  /** Responses with a status outside 2xx. */
  non2xx: number;
  /** 2xx responses whose envelope code was not 0 (API only). */
  appErrors: number;
  /**
   * Requests still waiting for their answer when the run's time was up (autocannon drops them). Not
   * errors, but a run where most requests are here measured only the fastest answers.
   */
  unanswered: number;
  /** Answers the server marked as served from its page cache (x-page-cache: hit). */
  cacheHits: number;
  /** Mean response size in bytes (headers and body, as autocannon counts them). */
  bytesPerRequest: number;
  /** Raw latencies in ms; kept in memory to pool runs, left out of the JSON file. */
  samples?: number[];
}

/** The first request of an address on a freshly started server, before any measured run. */
export interface ColdFigures {
  ms: number;
  status: number;
  /** Body bytes, uncompressed. */
  bytes: number;
  /** The x-page-cache header of the answer (hit or miss), when the server sent one. */
  pageCache?: string;
  /** searchByType: the envelope code and totalCount of the answer. */
  code?: number;
  totalCount?: number;
}

export interface QueryResult {
  id: string;
  label: string;
  /** Method and address, e.g. "POST /api/searchByType" or "GET /search.html?…". */
  request: string;
  body?: string;
  host?: string;
  cold: ColdFigures;
  c1: RunFigures;
}

export type DatasetId = 'pg-10m' | 'pg-1m' | 'pg-100k' | 'pg-10k' | 'pglite-100k';

export interface ScenarioResult {
  id: string;
  title: string;
  dataset: DatasetId;
  /** Per-address runs at concurrency 1 (empty when the scenario only has mixes). */
  queries: QueryResult[];
  /** All concurrency-1 runs of the scenario pooled: every latency, total requests over total time. */
  c1?: RunFigures;
  /** One rotating mix of the scenario's addresses at concurrency 32. */
  c32?: RunFigures;
  /** A never-asked stream: its slowest question at concurrency 1 (label: the question as JSON) and its request. */
  slowestQuestion?: { label: string; target: Target; ms: number };
}

export interface DatasetResult {
  id: DatasetId;
  driver: 'postgres' | 'pglite';
  /** Database name or PGlite folder (never a password). */
  where: string;
  target: { bids: number; suppliers: number; cases: number };
  actual: { bids: number; suppliers: number; cases: number };
  action: 'reused' | 'seeded';
  seconds: number;
}

export interface ExplainStatement {
  ms: number;
  sql: string;
  params: unknown[];
  plan?: string;
  error?: string;
}

export interface ExplainResult {
  scenario: string;
  queryId: string;
  label: string;
  request: string;
  /** Why this request: the slowest p95 of the scenario, or a question not asked before in the run. */
  why: string;
  requestMs: number;
  statements: ExplainStatement[];
}

export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export const LIGHTHOUSE_CATEGORIES: LighthouseCategory[] = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One run's unthrottled observations: when the first content was presented, how long the document took. */
export interface LighthouseObserved {
  fcpMs: number | null;
  serverMs: number | null;
  /** Lighthouse's own reading of the machine's speed at the time (higher is faster). */
  benchmarkIndex?: number | null;
}

export interface LighthouseResult {
  page: string;
  url: string;
  runs: number;
  /** Median score per category, 0-100; null when Lighthouse gave none. */
  scores: Record<LighthouseCategory, number | null>;
  /** Every run's scores, to show how much they moved. */
  allScores: Record<LighthouseCategory, number | null>[];
  /** Every run's unthrottled observations, in the order of allScores (absent in older result files). */
  observed?: LighthouseObserved[];
  metrics: Record<string, string>;
  failing: { id: string; title: string; category: string; score: number | null; displayValue?: string }[];
  error?: string;
}

export interface RouteBytes {
  route: string;
  url: string;
  scripts: { src: string; raw: number; gzip: number }[];
  jsRaw: number;
  jsGzip: number;
  htmlRaw: number;
  htmlGzip: number;
}

export interface MachineInfo {
  cpu: string;
  cores: number;
  ramGb: number;
  os: string;
  kernel: string;
  node: string;
  postgres: string;
  chromium: string;
  lighthouse: string;
}

/** How search cost grows with data: the listed queries and the distinct stream, concurrency 1, per dataset. */
export interface ScaleFigures {
  dataset: DatasetId;
  bids: number;
  /** Every concurrency-1 request of the listed queries (tenders and suppliers) pooled. */
  listed?: LatencySummary;
  worst?: { id: string; p95: number };
  distinct?: LatencySummary;
  /**
   * The distinct stream over the questions the 1M run asked (its first ones): the 1M run asks the
   * fewest, and a smaller dataset's further questions are harder ones (dealStream), which would raise
   * the p95 the growth budget divides by. Growth is the same questions at two sizes.
   */
  distinctShared?: LatencySummary;
}

export interface BenchResults {
  runId: string;
  /** The command that served the build. */
  server: string;
  date: string;
  commit: string;
  /** Files changed and not committed when the run started (the build measured them). */
  dirty: boolean;
  machine: MachineInfo;
  options: { quick: boolean; durationSec: number; stages: string[]; seed: number; lighthouseRuns: number; skipBuild: boolean };
  datasets: DatasetResult[];
  scenarios: ScenarioResult[];
  explains: ExplainResult[];
  lighthouse: LighthouseResult[];
  /** The same pages with Chromium's stock settings (lighthouse-run.ts); absent in older result files. */
  lighthouseStock?: LighthouseResult[];
  routes: RouteBytes[];
  scales: ScaleFigures[];
  /** Seconds each stage took, in order. */
  stageSeconds: Record<string, number>;
  totalSeconds: number;
  notes: string[];
}

/** Several concurrency-1 runs as one: latencies pooled, rate = all responses over all time. */
export function poolRuns(runs: RunFigures[]): RunFigures | undefined {
  if (!runs.length) return undefined;
  const samples = runs.flatMap((r) => r.samples ?? []);
  const sum = (f: (r: RunFigures) => number) => runs.reduce((s, r) => s + f(r), 0);
  const durationSec = sum((r) => r.durationSec);
  const requests = sum((r) => r.requests);
  return {
    concurrency: runs[0]!.concurrency,
    durationSec,
    requests,
    rps: durationSec > 0 ? requests / durationSec : Number.NaN,
    latency: summarize(samples),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    appErrors: sum((r) => r.appErrors),
    cacheHits: sum((r) => r.cacheHits),
    unanswered: sum((r) => r.unanswered),
    bytesPerRequest: requests ? sum((r) => r.bytesPerRequest * r.requests) / requests : Number.NaN,
    samples,
  };
}

/** Every failed request of a run: connection errors, timeouts counted there, non-2xx and envelope errors. */
export function failures(r: RunFigures): number {
  return r.errors + r.non2xx + r.appErrors;
}

export function findScenario(results: Pick<BenchResults, 'scenarios'>, id: string, dataset: DatasetId): ScenarioResult | undefined {
  return results.scenarios.find((s) => s.id === id && s.dataset === dataset);
}

/** The JSON written to disk: raw samples dropped (they are megabytes and the summaries keep the figures). */
export function withoutSamples(results: BenchResults): BenchResults {
  const strip = (r?: RunFigures) => (r ? { ...r, samples: undefined } : undefined);
  return {
    ...results,
    scenarios: results.scenarios.map((s) => ({
      ...s,
      c1: strip(s.c1),
      c32: strip(s.c32),
      queries: s.queries.map((q) => ({ ...q, c1: strip(q.c1)! })),
    })),
  };
}

export const DATASET_BIDS: Record<DatasetId, number> = { 'pg-10m': 10_000_000, 'pg-10k': 10_000, 'pg-100k': 100_000, 'pg-1m': 1_000_000, 'pglite-100k': 100_000 };

/** The scale table, from the runs' raw samples (so it must be computed before samples are dropped). */
export function computeScales(scenarios: ScenarioResult[]): ScaleFigures[] {
  const order: DatasetId[] = ['pg-10k', 'pg-100k', 'pg-1m', 'pglite-100k'];
  const out: ScaleFigures[] = [];
  const distinctOf = (dataset: DatasetId) => scenarios.find((s) => s.dataset === dataset && s.id === 'api-distinct');
  const sharedCount = distinctOf('pg-1m')?.c1?.samples?.length;
  for (const dataset of order) {
    const listed = scenarios.filter((s) => s.dataset === dataset && (s.id === 'api-tenders' || s.id === 'api-suppliers'));
    const distinct = distinctOf(dataset);
    if (!listed.length && !distinct) continue;
    const distinctSamples = distinct?.c1?.samples;
    const queries = listed.flatMap((s) => s.queries).filter((q) => q.c1.latency.n > 0);
    const worst = queries.length ? queries.reduce((a, b) => (b.c1.latency.p95 > a.c1.latency.p95 ? b : a)) : undefined;
    out.push({
      dataset,
      bids: DATASET_BIDS[dataset],
      listed: queries.length ? summarize(queries.flatMap((q) => q.c1.samples ?? [])) : undefined,
      worst: worst && { id: worst.id, p95: worst.c1.latency.p95 },
      distinct: distinct?.c1?.latency,
      distinctShared: sharedCount && distinctSamples?.length ? summarize(distinctSamples.slice(0, sharedCount)) : undefined,
    });
  }
  return out;
}
