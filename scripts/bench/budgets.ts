// The budgets of docs/benchmarks.md, evaluated on a run's figures. A budget whose figures the run did not produce
// (a stage left out with --only, a server that failed) is "not measured", never met.
import {
  failures,
  findScenario,
  LIGHTHOUSE_CATEGORIES,
  type BenchResults,
  type DatasetId,
  type LighthouseResult,
  type QueryResult,
  type RunFigures,
} from './results';
import { LIMITS } from './limits';
import { SEARCH_CASES } from './queries';
import { ratio } from './stats';

/** What a verdict rests on: how many answers (or runs, or pages) were measured, and the least it needs. */
export interface BudgetSample {
  n: number;
  min: number;
  /** What is counted, as the report reads it: "questions", "requests of each query", "runs", "pages". */
  unit: string;
}

export interface BudgetCheck {
  id: string;
  title: string;
  /** The limit and the minimum sample it is judged on. */
  target: string;
  actual: string;
  /** null: not measured in this run. False too when measured on fewer than the minimum sample. */
  met: boolean | null;
  /** Absent when not measured. */
  sample?: BudgetSample;
  /**
   * How far the result is from its limit, as a share of the limit (0.19: 19 % below a ceiling or above
   * a floor); negative when over it. Absent for budgets with no room (0 errors, a score of 100).
   */
  margin?: number;
}

/**
 * The least a budget is judged on (docs/benchmarks.md, "Minimum samples"): a measurement with fewer
 * fails its budget, whatever its figure. A nearest-rank p95 over fewer than 20 answers is their
 * maximum and a p99 over fewer than 100 too; 1,000 answers put 10 of them above the p99.
 */
export const MIN_SAMPLES = {
  /** Requests of each listed query at concurrency 1. */
  perQueryRequests: 20,
  /** Listed requests pooled per dataset, for the growth ratio. */
  pooledRequests: 300,
  /** Answers of a concurrency-32 run (the page's mix; the never-asked stream's full-run 1,000). */
  c32Answers: 1000,
  /** Never-asked questions at concurrency 1, and those both sizes asked for the growth ratio. */
  neverQuestions: LIMITS.never.minQuestions,
  /** /search.html pages whose size is compared: every listed one (a page left out may be the largest). */
  htmlPages: SEARCH_CASES.length,
  /** Lighthouse runs per page (their median is the score; one run moved between 84 and 98). */
  lighthouseRuns: 3,
} as const;

/** The home page, held to /search.html's HTML budget too. */
const HOME_ROUTE = '/index.html';

export const LIGHTHOUSE_PAGES = [
  '/search.html',
  '/jfCase.html',
  '/business-detail.html',
  '/softwareConsult.html',
  '/service_details.html',
  // The opportunity lists and a tender's detail.
  '/business.html',
  '/demandHall.html',
  '/politicsTenderDetails.html',
  // The pages of the alternative navigation.
  '/enterprise.html',
  '/jfService.html',
  '/jfMap.html',
  // The solutions list and a solution's detail.
  '/scheme.html',
  '/solution-detail.html',
  // The home page at its canonical URL (`/`; /index.html is the same page, and Lighthouse's SEO audit
  // fails a page whose canonical is the site's root unless the page is the root), government
  // tendering, the news and an article.
  '/',
  '/tendering.html',
  '/industryView.html',
  '/consultDetails.html',
  // The market analytics pages: the market, a purchasing unit, a supplier's 中标分析, a comparison.
  '/analytics.html',
  '/search-purchaserdetail.html',
  '/search-supplierdetail.html',
  '/supplierCompare.html',
] as const;

/**
 * Pages kept out of search engines by design, whose SEO score a `noindex` caps (Lighthouse's
 * is-crawlable audit): the comparison's endless combinations of suppliers (docs/analytics.md "Compare").
 */
const NOT_INDEXED: readonly string[] = ['/supplierCompare.html'];

const ms = (v: number) => (Number.isFinite(v) ? `${v < 10 ? v.toFixed(1) : Math.round(v)} ms` : '—');
const count = (n: number) => n.toLocaleString('en-US');

/** Room left under a ceiling (or over a floor), as a share of it; negative past it. */
const under = (value: number, ceiling: number) => (ceiling - value) / ceiling;
const over = (value: number, floor: number) => (value - floor) / floor;

/** A margin as the report prints it: one decimal under 10 %, e.g. "19 % margin", "1.9 % margin", "20 % over". */
export function fmtMargin(margin: number | undefined): string {
  if (margin === undefined || !Number.isFinite(margin)) return '—';
  const pct = Math.abs(margin) * 100;
  return `${pct < 10 ? pct.toFixed(1) : Math.round(pct)} % ${margin < 0 ? 'over' : 'margin'}`;
}

/** "1 run", "300 questions": the unit's first word in the singular for one. */
const amount = (n: number, unit: string) => `${count(n)} ${n === 1 ? unit.replace(/^(\w+?)s\b/, '$1') : unit}`;

const tooFew = (sample: BudgetSample | undefined) => sample !== undefined && sample.n < sample.min;

/**
 * A measured budget: met when its figure passes AND its sample is at least the minimum; a sample too
 * small says so in its own words, so "not met" never reads as a slow figure when it is a thin one.
 */
function judged(
  base: { id: string; title: string; target: string },
  figure: { actual: string; pass: boolean; margin?: number },
  sample: BudgetSample,
): BudgetCheck {
  const few = tooFew(sample);
  return {
    ...base,
    target: `${base.target}; sample ≥ ${count(sample.min)} ${sample.unit}`,
    actual: few ? `${figure.actual}; too few to judge: ${amount(sample.n, sample.unit)}, fewer than the minimum ${count(sample.min)}` : figure.actual,
    met: figure.pass && !few,
    sample,
    ...(figure.margin !== undefined && Number.isFinite(figure.margin) ? { margin: figure.margin } : {}),
  };
}

function notMeasured(base: { id: string; title: string; target: string }, sample: Omit<BudgetSample, 'n'>, why = 'not measured'): BudgetCheck {
  return { ...base, target: `${base.target}; sample ≥ ${count(sample.min)} ${sample.unit}`, actual: why, met: null };
}

/** The query with the highest p95 and how many are within `limit`; null when there are no queries. */
function worstP95(queries: QueryResult[], limit: number) {
  const measured = queries.filter((q) => q.c1.latency.n > 0);
  if (!measured.length || measured.length < queries.length) return null;
  const worst = measured.reduce((a, b) => (b.c1.latency.p95 > a.c1.latency.p95 ? b : a));
  // A query whose requests failed has no honest latency: it cannot be within budget.
  const within = measured.filter((q) => q.c1.latency.p95 <= limit && failures(q.c1) === 0).length;
  const fewest = Math.min(...measured.map((q) => q.c1.latency.n));
  return { worst, within, count: queries.length, fewest };
}

function perQueryBudget(id: string, title: string, queries: QueryResult[] | null, limit: number): BudgetCheck {
  const base = { id, title, target: `p95 ≤ ${limit} ms for every query` };
  const sample = { min: MIN_SAMPLES.perQueryRequests, unit: 'requests of each query' };
  const w = queries && queries.length ? worstP95(queries, limit) : null;
  if (!w) return notMeasured(base, sample);
  return judged(
    base,
    {
      actual: `slowest ${w.worst.id} p95 ${ms(w.worst.c1.latency.p95)} of ${limit}; ${w.within}/${w.count} queries within`,
      pass: w.within === w.count,
      margin: under(w.worst.c1.latency.p95, limit),
    },
    { ...sample, n: w.fewest },
  );
}

function searchQueries(results: BenchResults, dataset: 'pg-1m' | 'pg-100k' | 'pglite-100k'): QueryResult[] | null {
  const t = findScenario(results, 'api-tenders', dataset);
  const s = findScenario(results, 'api-suppliers', dataset);
  return t && s ? [...t.queries, ...s.queries] : null;
}

export function evaluateBudgets(results: BenchResults): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  checks.push(
    perQueryBudget('api-p95-1m', 'searchByType · PostgreSQL 1,000,000 · concurrency 1 (labels included)', searchQueries(results, 'pg-1m'), LIMITS.apiP95Ms),
  );

  const pooled = (d: DatasetId) => results.scales.find((x) => x.dataset === d)?.listed;
  const p1m = pooled('pg-1m');
  const p100k = pooled('pg-100k');
  const growth = ratio(p1m?.p95 ?? Number.NaN, p100k?.p95 ?? Number.NaN);
  const growthBase = {
    id: 'api-growth',
    title: 'searchByType p95 growth, 1,000,000 vs 100,000 (all listed requests pooled)',
    target: `p95(1M) ≤ ${LIMITS.growthFactor} × p95(100k)`,
  };
  const pooledSample = { min: MIN_SAMPLES.pooledRequests, unit: 'requests at each size' };
  checks.push(
    Number.isFinite(growth)
      ? judged(
          growthBase,
          { actual: `${ms(p1m!.p95)} / ${ms(p100k!.p95)} = ${growth.toFixed(2)}× of ${LIMITS.growthFactor}×`, pass: growth <= LIMITS.growthFactor, margin: under(growth, LIMITS.growthFactor) },
          { ...pooledSample, n: Math.min(p1m!.n, p100k!.n) },
        )
      : notMeasured(growthBase, pooledSample),
  );

  const html = findScenario(results, 'search-html', 'pg-1m');
  const c32 = html?.c32;
  const c32Sample = { min: MIN_SAMPLES.c32Answers, unit: 'answers' };
  const rpsBase = { id: 'html-rps', title: '/search.html · concurrency 32 · throughput', target: `≥ ${LIMITS.htmlRps} requests/s` };
  checks.push(
    c32
      ? judged(rpsBase, { actual: `${c32.rps.toFixed(1)} requests/s of ${LIMITS.htmlRps}`, pass: c32.rps >= LIMITS.htmlRps, margin: over(c32.rps, LIMITS.htmlRps) }, { ...c32Sample, n: c32.requests })
      : notMeasured(rpsBase, c32Sample),
  );
  const p99Base = { id: 'html-p99', title: '/search.html · concurrency 32 · p99', target: `≤ ${LIMITS.htmlP99Ms} ms` };
  checks.push(
    c32 && c32.latency.n
      ? judged(
          p99Base,
          { actual: `${ms(c32.latency.p99)} of ${LIMITS.htmlP99Ms}`, pass: c32.latency.p99 <= LIMITS.htmlP99Ms, margin: under(c32.latency.p99, LIMITS.htmlP99Ms) },
          { ...c32Sample, n: c32.latency.n },
        )
      : notMeasured(p99Base, c32Sample),
  );
  const errorsBase = { id: 'html-errors', title: '/search.html · concurrency 32 · errors', target: '0 (connection errors, timeouts, non-2xx)' };
  checks.push(
    c32
      ? judged(
          errorsBase,
          {
            actual: `${failures(c32)} (${c32.errors} connection/timeout, ${c32.non2xx} non-2xx) of ${c32.requests} responses`,
            pass: failures(c32) === 0 && c32.requests > 0,
          },
          { ...c32Sample, n: c32.requests },
        )
      : notMeasured(errorsBase, c32Sample),
  );
  const sizes = html?.queries.map((q) => ({ id: q.id, bytes: q.cold.bytes })) ?? [];
  const biggest = sizes.length ? sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a)) : null;
  // A page that failed has no size to compare: the budget cannot be met over it.
  const failed = html?.queries.filter((q) => q.cold.status !== 200).map((q) => q.id) ?? [];
  const sizeBase = {
    id: 'html-size',
    title: '/search.html · HTML size (uncompressed, largest page of the list)',
    target: `< ${count(LIMITS.htmlMaxBytes)} bytes`,
  };
  const pagesSample = { min: MIN_SAMPLES.htmlPages, unit: 'pages' };
  checks.push(
    biggest
      ? judged(
          sizeBase,
          {
            actual: `${count(biggest.bytes)} of ${count(LIMITS.htmlMaxBytes)} bytes (${biggest.id})${failed.length ? `; no page from ${failed.join(', ')}` : ''}`,
            pass: biggest.bytes < LIMITS.htmlMaxBytes && failed.length === 0,
            margin: under(biggest.bytes, LIMITS.htmlMaxBytes),
          },
          { ...pagesSample, n: sizes.length - failed.length },
        )
      : notMeasured(sizeBase, pagesSample),
  );

  checks.push(
    perQueryBudget('pglite-p95', 'searchByType · PGlite 100,000 · concurrency 1', searchQueries(results, 'pglite-100k'), LIMITS.pgliteP95Ms),
  );
  checks.push(...neverAskedBudgets(results));
  checks.push(...solutionBudgets(results));

  checks.push(homeHtmlSize(results));
  checks.push(...lighthouseBudgets(results.lighthouse, 'lh', ''));
  // The same budgets with Chromium as a visitor has it (lighthouse-run.ts: stock settings).
  checks.push(...lighthouseBudgets(results.lighthouseStock ?? [], 'lh-stock', ' · stock settings'));
  return checks;
}

/** The home page at the HTML budget of /search.html (JavaScript and HTML per route). */
function homeHtmlSize(results: BenchResults): BudgetCheck {
  const home = results.routes.find((r) => r.route === HOME_ROUTE);
  const base = { id: 'html-size-home', title: `${HOME_ROUTE} · HTML size (uncompressed)`, target: `< ${count(LIMITS.htmlMaxBytes)} bytes` };
  const sample = { min: 1, unit: 'page' };
  if (!home) return notMeasured(base, sample);
  return judged(
    base,
    { actual: `${count(home.htmlRaw)} of ${count(LIMITS.htmlMaxBytes)} bytes`, pass: home.htmlRaw < LIMITS.htmlMaxBytes, margin: under(home.htmlRaw, LIMITS.htmlMaxBytes) },
    { ...sample, n: 1 },
  );
}

function lighthouseBudgets(runs: LighthouseResult[], idPrefix: string, titleSuffix: string): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const sample = { min: MIN_SAMPLES.lighthouseRuns, unit: 'runs' };
  for (const page of LIGHTHOUSE_PAGES) {
    const lh = runs.find((l) => l.page === page);
    for (const cat of LIGHTHOUSE_CATEGORIES) {
      if (cat === 'seo' && NOT_INDEXED.includes(page)) continue;
      const limit = LIMITS.lighthouse[cat];
      const score = lh?.scores[cat] ?? null;
      const base = { id: `${idPrefix}-${page}-${cat}`, title: `Lighthouse ${page} · ${cat}${titleSuffix}`, target: limit === 100 ? '= 100' : `≥ ${limit}` };
      if (score === null) {
        checks.push(notMeasured(base, sample, lh?.error ? `not measured (${lh.error.slice(0, 60)})` : 'not measured'));
        continue;
      }
      // A score that must be 100 has no room to report.
      const margin = limit === 100 ? undefined : over(score, limit);
      checks.push(judged(base, { actual: limit === 100 ? String(score) : `${score} of ${limit}`, pass: score >= limit, margin }, { ...sample, n: lh!.runs }));
    }
  }
  return checks;
}

/** serviceList and /scheme.html at the budgets of searchByType and /search.html. */
function solutionBudgets(results: BenchResults): BudgetCheck[] {
  const { never } = LIMITS;
  return [
    perQueryBudget('api-solutions-p95-1m', 'serviceList · PostgreSQL 1,000,000 · concurrency 1', findScenario(results, 'api-solutions', 'pg-1m')?.queries ?? null, LIMITS.apiP95Ms),
    neverAskedP95('never-solutions-1m', 'serviceList · never asked · PostgreSQL 1,000,000 · concurrency 1', findScenario(results, 'api-solutions-distinct', 'pg-1m')?.c1, never.apiP95Ms),
    neverAskedP95('never-scheme-html-1m', '/scheme.html · never asked · PostgreSQL 1,000,000 · concurrency 1', findScenario(results, 'solution-list-distinct', 'pg-1m')?.c1, never.htmlP95Ms),
  ];
}

const questionsSample = { min: MIN_SAMPLES.neverQuestions, unit: 'questions' };

/** A never-asked stream at concurrency 1: p95 within `limit` over at least minQuestions questions. */
function neverAskedP95(id: string, title: string, run: RunFigures | undefined, limit: number): BudgetCheck {
  const base = { id, title, target: `p95 ≤ ${limit} ms, 0 errors` };
  if (!run || !run.latency.n) return notMeasured(base, questionsSample);
  return judged(
    base,
    {
      actual: `p95 ${ms(run.latency.p95)} of ${limit} over ${run.latency.n} questions, ${failures(run)} errors`,
      pass: run.latency.p95 <= limit && failures(run) === 0,
      margin: under(run.latency.p95, limit),
    },
    { ...questionsSample, n: run.latency.n },
  );
}

/** A never-asked stream at concurrency 32: no errors, every request answered, its p99 and its rate. */
function neverAskedC32(id: string, title: string, c32: RunFigures | undefined): BudgetCheck {
  const { never } = LIMITS;
  const base = { id, title, target: `0 errors, every request answered, p99 ≤ ${never.c32P99Ms} ms, ≥ ${never.c32Rps} answers/s` };
  const sample = { min: MIN_SAMPLES.c32Answers, unit: 'answers' };
  if (!c32) return notMeasured(base, sample);
  return judged(
    base,
    {
      actual: `${failures(c32)} errors, ${c32.unanswered} unanswered, p99 ${ms(c32.latency.p99)} of ${never.c32P99Ms}, ${c32.rps.toFixed(1)} answers/s of ${never.c32Rps}`,
      pass: failures(c32) === 0 && c32.unanswered === 0 && c32.latency.n > 0 && c32.latency.p99 <= never.c32P99Ms && c32.rps >= never.c32Rps,
      // The nearer of its two limits.
      margin: Math.min(under(c32.latency.p99, never.c32P99Ms), over(c32.rps, never.c32Rps)),
    },
    { ...sample, n: c32.latency.n },
  );
}

function neverAskedBudgets(results: BenchResults): BudgetCheck[] {
  const { never } = LIMITS;
  const api = findScenario(results, 'api-distinct', 'pg-1m');
  const checks = [
    neverAskedP95('never-api-1m', 'searchByType · never asked · PostgreSQL 1,000,000 · concurrency 1 (labels included)', api?.c1, never.apiP95Ms),
    // The broad stream (keywords cut from the records, every sort, pages 1-50) is held to the same budget.
    neverAskedP95('never-broad-1m', 'searchByType · broad never asked · PostgreSQL 1,000,000 · concurrency 1', findScenario(results, 'api-broad', 'pg-1m')?.c1, never.apiP95Ms),
  ];
  // The same questions at both sizes: those the 1M run asked (ScaleFigures.distinctShared).
  const shared = (d: DatasetId) => results.scales.find((x) => x.dataset === d)?.distinctShared;
  const p95 = (d: DatasetId) => shared(d)?.p95 ?? Number.NaN;
  const growth = ratio(p95('pg-1m'), p95('pg-100k'));
  const growthBase = {
    id: 'never-growth',
    title: 'searchByType · never asked · p95 growth, 1,000,000 vs 100,000 (the same questions)',
    target: `p95(1M) ≤ ${never.growthFactor} × p95(100k)`,
  };
  checks.push(
    Number.isFinite(growth)
      ? judged(
          growthBase,
          {
            actual: `${ms(p95('pg-1m'))} / ${ms(p95('pg-100k'))} = ${growth.toFixed(2)}× of ${never.growthFactor}× over the first ${shared('pg-100k')?.n} questions`,
            pass: growth <= never.growthFactor,
            margin: under(growth, never.growthFactor),
          },
          { ...questionsSample, n: Math.min(shared('pg-1m')?.n ?? 0, shared('pg-100k')?.n ?? 0) },
        )
      : notMeasured(growthBase, questionsSample),
  );
  checks.push(neverAskedC32('never-c32', 'searchByType · never asked · PostgreSQL 1,000,000 · concurrency 32', api?.c32));
  // The broad stream at concurrency 32 is held to the same rate and tail.
  checks.push(neverAskedC32('never-broad-c32', 'searchByType · broad never asked · PostgreSQL 1,000,000 · concurrency 32', findScenario(results, 'api-broad', 'pg-1m')?.c32));
  checks.push(
    neverAskedP95('never-html-1m', '/search.html · never asked · PostgreSQL 1,000,000 · concurrency 1', findScenario(results, 'search-html-distinct', 'pg-1m')?.c1, never.htmlP95Ms),
    // The broad stream as pages is held to the page budget.
    neverAskedP95('never-broad-html-1m', '/search.html · broad never asked · PostgreSQL 1,000,000 · concurrency 1', findScenario(results, 'search-html-broad', 'pg-1m')?.c1, never.htmlP95Ms),
  );
  // A crawler walking the sitemaps' record pages (a bid's or a supplier's, each visited once).
  checks.push(
    neverAskedP95('never-detail-1m', 'bid and supplier details · never visited · PostgreSQL 1,000,000 · concurrency 1', findScenario(results, 'record-detail-distinct', 'pg-1m')?.c1, never.htmlP95Ms),
  );
  // Market analytics (docs/analytics.md): filter combinations, purchasing units and comparisons, each asked once.
  checks.push(
    neverAskedP95('never-market-1m', 'market analytics pages · never asked · PostgreSQL 1,000,000 · concurrency 1', findScenario(results, 'market-distinct', 'pg-1m')?.c1, never.htmlP95Ms),
  );
  // The search box's suggestions as one types (docs/search.md "Forgiving search").
  checks.push(
    neverAskedP95('never-suggest-1m', 'searchSuggest · never typed · PostgreSQL 1,000,000 · concurrency 1', findScenario(results, 'api-suggest-distinct', 'pg-1m')?.c1, never.suggestP95Ms),
  );
  checks.push(
    neverAskedP95('never-pglite', 'searchByType · never asked · PGlite 100,000 · concurrency 1', findScenario(results, 'api-distinct', 'pglite-100k')?.c1, never.pgliteP95Ms),
  );
  return checks;
}

export function budgetMark(check: Pick<BudgetCheck, 'met' | 'sample'>): string {
  if (check.met === null) return '— not measured';
  if (check.met) return '✅ met';
  return tooFew(check.sample) ? '❌ too few to judge' : '❌ not met';
}
