// The budgets of issues 5 and 14, evaluated on a run's figures. A budget whose figures the run did not produce
// (a stage left out with --only, a server that failed) is "not measured", never met.
import {
  failures,
  findScenario,
  LIGHTHOUSE_CATEGORIES,
  type BenchResults,
  type DatasetId,
  type LighthouseCategory,
  type LighthouseResult,
  type QueryResult,
  type RunFigures,
} from './results';
import { ratio } from './stats';

export interface BudgetCheck {
  id: string;
  title: string;
  target: string;
  actual: string;
  /** null: not measured in this run. */
  met: boolean | null;
}

export const LIMITS = {
  apiP95Ms: 50,
  growthFactor: 2,
  htmlRps: 150,
  htmlP99Ms: 300,
  htmlMaxBytes: 100_000,
  pgliteP95Ms: 100,
  /** Questions never asked before (issue 14). */
  never: { apiP95Ms: 50, growthFactor: 1.5, c32P99Ms: 1000, c32Rps: 100, htmlP95Ms: 100, pgliteP95Ms: 100, minQuestions: 300 },
  lighthouse: { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 } satisfies Record<LighthouseCategory, number>,
} as const;

/** The home page, held to /search.html's HTML budget too. */
const HOME_ROUTE = '/index.html';

export const LIGHTHOUSE_PAGES = [
  '/search.html',
  '/jfCase.html',
  '/business-detail.html',
  '/softwareConsult.html',
  '/service_details.html',
  // Issue 17's opportunity lists and a tender's detail.
  '/business.html',
  '/demandHall.html',
  '/politicsTenderDetails.html',
  // Issue 18's pages of the alternative navigation.
  '/enterprise.html',
  '/jfService.html',
  '/jfMap.html',
  // Issue 18's solutions list and a solution's detail.
  '/scheme.html',
  '/solution-detail.html',
  // Issue 20's home page and government tendering; issue 21's news and an article.
  '/index.html',
  '/tendering.html',
  '/industryView.html',
  '/consultDetails.html',
] as const;

const ms = (v: number) => (Number.isFinite(v) ? `${v < 10 ? v.toFixed(1) : Math.round(v)} ms` : '—');

/** The query with the highest p95 and how many are within `limit`; null when there are no queries. */
function worstP95(queries: QueryResult[], limit: number) {
  const measured = queries.filter((q) => q.c1.latency.n > 0);
  if (!measured.length || measured.length < queries.length) return null;
  const worst = measured.reduce((a, b) => (b.c1.latency.p95 > a.c1.latency.p95 ? b : a));
  // A query whose requests failed has no honest latency: it cannot be within budget.
  const within = measured.filter((q) => q.c1.latency.p95 <= limit && failures(q.c1) === 0).length;
  return { worst, within, count: queries.length };
}

function perQueryBudget(id: string, title: string, queries: QueryResult[] | null, limit: number): BudgetCheck {
  const target = `p95 ≤ ${limit} ms for every query`;
  const w = queries && queries.length ? worstP95(queries, limit) : null;
  if (!w) return { id, title, target, actual: 'not measured', met: null };
  return {
    id,
    title,
    target,
    actual: `slowest ${w.worst.id} p95 ${ms(w.worst.c1.latency.p95)}; ${w.within}/${w.count} queries within`,
    met: w.within === w.count,
  };
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

  const pooled = (d: DatasetId) => results.scales.find((x) => x.dataset === d)?.listed?.p95 ?? Number.NaN;
  const p1m = pooled('pg-1m');
  const p100k = pooled('pg-100k');
  const growth = ratio(p1m, p100k);
  checks.push({
    id: 'api-growth',
    title: 'searchByType p95 growth, 1,000,000 vs 100,000 (all listed requests pooled)',
    target: `p95(1M) ≤ ${LIMITS.growthFactor} × p95(100k)`,
    actual: Number.isFinite(growth) ? `${ms(p1m)} / ${ms(p100k)} = ${growth.toFixed(2)}×` : 'not measured',
    met: Number.isFinite(growth) ? growth <= LIMITS.growthFactor : null,
  });

  const html = findScenario(results, 'search-html', 'pg-1m');
  const c32 = html?.c32;
  checks.push({
    id: 'html-rps',
    title: '/search.html · concurrency 32 · throughput',
    target: `≥ ${LIMITS.htmlRps} requests/s`,
    actual: c32 ? `${c32.rps.toFixed(1)} requests/s` : 'not measured',
    met: c32 ? c32.rps >= LIMITS.htmlRps : null,
  });
  checks.push({
    id: 'html-p99',
    title: '/search.html · concurrency 32 · p99',
    target: `≤ ${LIMITS.htmlP99Ms} ms`,
    actual: c32 && c32.latency.n ? ms(c32.latency.p99) : 'not measured',
    met: c32 && c32.latency.n ? c32.latency.p99 <= LIMITS.htmlP99Ms : null,
  });
  checks.push({
    id: 'html-errors',
    title: '/search.html · concurrency 32 · errors',
    target: '0 (connection errors, timeouts, non-2xx)',
    actual: c32 ? `${failures(c32)} (${c32.errors} connection/timeout, ${c32.non2xx} non-2xx) of ${c32.requests} responses` : 'not measured',
    met: c32 ? failures(c32) === 0 && c32.requests > 0 : null,
  });
  const sizes = html?.queries.map((q) => ({ id: q.id, bytes: q.cold.bytes })) ?? [];
  const biggest = sizes.length ? sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a)) : null;
  // A page that failed has no size to compare: the budget cannot be met over it.
  const failed = html?.queries.filter((q) => q.cold.status !== 200).map((q) => q.id) ?? [];
  checks.push({
    id: 'html-size',
    title: '/search.html · HTML size (uncompressed, largest page of the list)',
    target: `< ${LIMITS.htmlMaxBytes.toLocaleString('en-US')} bytes`,
    actual: biggest
      ? `${biggest.bytes.toLocaleString('en-US')} bytes (${biggest.id})${failed.length ? `; no page from ${failed.join(', ')}` : ''}`
      : 'not measured',
    met: biggest ? biggest.bytes < LIMITS.htmlMaxBytes && failed.length === 0 : null,
  });

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
  return {
    id: 'html-size-home',
    title: `${HOME_ROUTE} · HTML size (uncompressed)`,
    target: `< ${LIMITS.htmlMaxBytes.toLocaleString('en-US')} bytes`,
    actual: home ? `${home.htmlRaw.toLocaleString('en-US')} bytes` : 'not measured',
    met: home ? home.htmlRaw < LIMITS.htmlMaxBytes : null,
  };
}

function lighthouseBudgets(runs: LighthouseResult[], idPrefix: string, titleSuffix: string): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const lh = runs.find((l) => l.page === page);
    for (const cat of LIGHTHOUSE_CATEGORIES) {
      const limit = LIMITS.lighthouse[cat];
      const score = lh?.scores[cat] ?? null;
      checks.push({
        id: `${idPrefix}-${page}-${cat}`,
        title: `Lighthouse ${page} · ${cat}${titleSuffix}`,
        target: limit === 100 ? '= 100' : `≥ ${limit}`,
        actual: score === null ? (lh?.error ? `not measured (${lh.error.slice(0, 60)})` : 'not measured') : String(score),
        met: score === null ? null : score >= limit,
      });
    }
  }
  return checks;
}

/** Issue 18: serviceList and /scheme.html at the budgets of searchByType and /search.html. */
function solutionBudgets(results: BenchResults): BudgetCheck[] {
  const { never } = LIMITS;
  return [
    perQueryBudget('api-solutions-p95-1m', 'serviceList · PostgreSQL 1,000,000 · concurrency 1', findScenario(results, 'api-solutions', 'pg-1m')?.queries ?? null, LIMITS.apiP95Ms),
    neverAskedP95('never-solutions-1m', 'serviceList · never asked · PostgreSQL 1,000,000 · concurrency 1', findScenario(results, 'api-solutions-distinct', 'pg-1m')?.c1, never.apiP95Ms),
    neverAskedP95('never-scheme-html-1m', '/scheme.html · never asked · PostgreSQL 1,000,000 · concurrency 1', findScenario(results, 'solution-list-distinct', 'pg-1m')?.c1, never.htmlP95Ms),
  ];
}

/** A never-asked stream at concurrency 1: p95 within `limit` over at least minQuestions questions. */
function neverAskedP95(id: string, title: string, run: RunFigures | undefined, limit: number): BudgetCheck {
  const { minQuestions } = LIMITS.never;
  const target = `p95 ≤ ${limit} ms over ≥ ${minQuestions} questions, 0 errors`;
  if (!run || !run.latency.n) return { id, title, target, actual: 'not measured', met: null };
  return {
    id,
    title,
    target,
    actual: `p95 ${ms(run.latency.p95)} over ${run.latency.n} questions, ${failures(run)} errors`,
    met: run.latency.p95 <= limit && run.latency.n >= minQuestions && failures(run) === 0,
  };
}

function neverAskedBudgets(results: BenchResults): BudgetCheck[] {
  const { never } = LIMITS;
  const api = findScenario(results, 'api-distinct', 'pg-1m');
  const checks = [
    neverAskedP95('never-api-1m', 'searchByType · never asked · PostgreSQL 1,000,000 · concurrency 1 (labels included)', api?.c1, never.apiP95Ms),
  ];
  // The same questions at both sizes: those the 1M run asked (ScaleFigures.distinctShared).
  const shared = (d: DatasetId) => results.scales.find((x) => x.dataset === d)?.distinctShared;
  const p95 = (d: DatasetId) => shared(d)?.p95 ?? Number.NaN;
  const growth = ratio(p95('pg-1m'), p95('pg-100k'));
  checks.push({
    id: 'never-growth',
    title: 'searchByType · never asked · p95 growth, 1,000,000 vs 100,000 (the same questions)',
    target: `p95(1M) ≤ ${never.growthFactor} × p95(100k)`,
    actual: Number.isFinite(growth)
      ? `${ms(p95('pg-1m'))} / ${ms(p95('pg-100k'))} = ${growth.toFixed(2)}× over the first ${shared('pg-100k')?.n} questions`
      : 'not measured',
    met: Number.isFinite(growth) ? growth <= never.growthFactor : null,
  });
  const c32 = api?.c32;
  checks.push({
    id: 'never-c32',
    title: 'searchByType · never asked · PostgreSQL 1,000,000 · concurrency 32',
    target: `0 errors, every request answered, p99 ≤ ${never.c32P99Ms} ms, ≥ ${never.c32Rps} answers/s`,
    actual: c32
      ? `${failures(c32)} errors, ${c32.unanswered} unanswered, p99 ${ms(c32.latency.p99)}, ${c32.rps.toFixed(1)} answers/s`
      : 'not measured',
    met: c32
      ? failures(c32) === 0 && c32.unanswered === 0 && c32.latency.n > 0 && c32.latency.p99 <= never.c32P99Ms && c32.rps >= never.c32Rps
      : null,
  });
  checks.push(
    neverAskedP95('never-html-1m', '/search.html · never asked · PostgreSQL 1,000,000 · concurrency 1', findScenario(results, 'search-html-distinct', 'pg-1m')?.c1, never.htmlP95Ms),
  );
  // A crawler walking the sitemaps' record pages (a bid's or a supplier's, each visited once).
  checks.push(
    neverAskedP95('never-detail-1m', 'bid and supplier details · never visited · PostgreSQL 1,000,000 · concurrency 1', findScenario(results, 'record-detail-distinct', 'pg-1m')?.c1, never.htmlP95Ms),
  );
  checks.push(
    neverAskedP95('never-pglite', 'searchByType · never asked · PGlite 100,000 · concurrency 1', findScenario(results, 'api-distinct', 'pglite-100k')?.c1, never.pgliteP95Ms),
  );
  return checks;
}

export function budgetMark(met: boolean | null): string {
  return met === null ? '— not measured' : met ? '✅ met' : '❌ not met';
}
