// The Markdown report (bench/results/<run>.md, latest.md, baseline.md) and the one table printed at the
// end of a run. Pure functions of the results, so the format is tested without running anything.
import { budgetMark, fmtMargin, type BudgetCheck } from './budgets';
import { failures, findScenario, LIGHTHOUSE_CATEGORIES, type BenchResults, type DatasetId, type LighthouseResult, type QueryResult, type RunFigures, type ScenarioResult } from './results';
import { ratio } from './stats';

export const SCENARIO_TITLES: Record<string, string> = {
  'ceiling-static': 'static asset (ceiling)',
  'ceiling-robots': 'page without data: /robots.txt',
  'api-tenders': 'searchByType · tenders',
  'api-suppliers': 'searchByType · suppliers',
  'api-distinct': 'searchByType · distinct queries (never repeated)',
  'api-broad': 'searchByType · broad never-asked (keywords cut from the records, every sort, pages 1-50)',
  'api-suggest-distinct': 'searchSuggest · prefixes never typed before (characters, pinyin, initials, mixed)',
  'search-html': '/search.html',
  'search-html-distinct': '/search.html · distinct pages (never repeated)',
  'search-html-broad': '/search.html · broad never-asked pages (the broad stream as addresses)',
  'case-library': '/jfCase.html',
  'case-detail': '/business-detail.html',
  'opportunity-lists': '/business.html, /demandHall.html',
  'alt-nav-pages': '/enterprise.html, /jfService.html, /jfMap.html',
  'opportunity-detail': 'opportunity details',
  'record-detail-distinct': '/search-signdetail.html, /search-supplierdetail.html · records never visited',
  'market-distinct': '/analytics.html (filters, sub-sites), /search-purchaserdetail.html, /supplierCompare.html · never asked',
  'api-solutions': 'serviceList (POST /api/serviceList)',
  'api-solutions-distinct': 'serviceList · distinct questions (never repeated)',
  'solution-list': '/scheme.html',
  'solution-list-distinct': '/scheme.html · distinct pages (never repeated)',
  'solution-detail': 'solution details',
  'home-news': '/index.html, /tendering.html, /sourcing/index.html, news pages',
  console: 'operator console: /admin, /admin/dashboard, review queues, audit trail (as an operator)',
};

export const DATASET_TITLES: Record<DatasetId, string> = {
  'pg-10m': 'PostgreSQL 10M',
  'pg-1m': 'PostgreSQL 1M',
  'pg-100k': 'PostgreSQL 100k',
  'pg-10k': 'PostgreSQL 10k',
  'pglite-100k': 'PGlite 100k',
};

/** Milliseconds as people read them: one decimal under 10 ms, whole above; — for no figure. */
export function fmtMs(v: number | undefined): string {
  if (v === undefined || !Number.isFinite(v)) return '—';
  return v < 10 ? v.toFixed(1) : String(Math.round(v));
}

export function fmtRate(v: number | undefined): string {
  if (v === undefined || !Number.isFinite(v)) return '—';
  return v < 10 ? v.toFixed(2) : v.toFixed(1);
}

export function fmtKb(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes)) return '—';
  return (bytes / 1024).toFixed(1);
}

export function fmtShare(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((100 * part) / whole)} %` : '—';
}

export function fmtRatio(v: number): string {
  return Number.isFinite(v) ? `${v.toFixed(2)}×` : '—';
}

/** A Markdown table; cells have their pipes escaped and newlines flattened. */
export function mdTable(head: string[], rows: (string | number)[][]): string {
  const cell = (v: string | number) => String(v).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [`| ${head.map(cell).join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
}

/** A fixed-width table for the terminal (CJK characters count two columns). */
export function textTable(head: string[], rows: string[][]): string {
  const width = (s: string) => [...s].reduce((w, ch) => w + (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);
  const cols = head.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const pad = (s: string, i: number) => (i === 0 ? s + ' '.repeat(cols[i]! - width(s)) : ' '.repeat(cols[i]! - width(s)) + s);
  const line = (r: string[]) => r.map((c, i) => pad(c, i)).join('  ');
  return [line(head), cols.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** A scenario's rate against the static asset's at the same concurrency (the machine's ceiling). */
export function ceilingRatio(results: BenchResults, run: RunFigures | undefined): number {
  const ceiling = findScenario(results, 'ceiling-static', 'pg-1m');
  const base = run?.concurrency === 1 ? ceiling?.c1 : ceiling?.c32;
  return ratio(run?.rps ?? Number.NaN, base?.rps ?? Number.NaN);
}

interface SummaryRow {
  scenario: ScenarioResult;
  run: RunFigures;
}

function summaryRows(results: BenchResults): SummaryRow[] {
  const rows: SummaryRow[] = [];
  for (const s of results.scenarios) for (const run of [s.c1, s.c32]) if (run) rows.push({ scenario: s, run });
  return rows;
}

/** The one table printed at the end of a run, with the budgets' verdicts under it. */
export function renderSummary(results: BenchResults, budgets: BudgetCheck[]): string {
  const rows = summaryRows(results).map(({ scenario, run }) => [
    SCENARIO_TITLES[scenario.id] ?? scenario.id,
    DATASET_TITLES[scenario.dataset],
    String(run.concurrency),
    fmtRate(run.rps),
    String(run.requests),
    fmtMs(run.latency.p50),
    fmtMs(run.latency.p95),
    fmtMs(run.latency.p99),
    String(failures(run)),
    scenario.dataset === 'pg-1m' ? fmtRatio(ceilingRatio(results, run)) : '',
  ]);
  const table = textTable(['scenario', 'data', 'c', 'req/s', 'answers', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'vs ceiling'], rows);
  const met = budgets.filter((b) => b.met === true).length;
  const measured = budgets.filter((b) => b.met !== null).length;
  const lines = budgets.map((b) => `  ${b.met === null ? '—' : b.met ? '✔' : '✘'} ${b.title}: ${b.actual}${b.margin === undefined ? '' : ` (${fmtMargin(b.margin)})`} (target ${b.target})`);
  return `${table}\n\nBudgets: ${met} of ${measured} measured met (${budgets.length} in all)\n${lines.join('\n')}`;
}

function queryRow(q: QueryResult): (string | number)[] {
  const c = q.c1;
  return [
    q.id,
    q.label,
    q.cold.totalCount ?? '',
    fmtMs(q.cold.ms),
    c.latency.n,
    fmtMs(c.latency.p50),
    fmtMs(c.latency.p95),
    fmtMs(c.latency.p99),
    fmtMs(c.latency.max),
    failures(c),
  ];
}

function perQuerySection(results: BenchResults, id: string, dataset: DatasetId): string {
  const s = findScenario(results, id, dataset);
  if (!s || !s.queries.length) return '';
  const head = ['#', 'query', 'results', 'cold ms', 'n', 'p50', 'p95', 'p99', 'max', 'errors'];
  const rows = s.queries.map(queryRow);
  if (id === 'search-html' || id.startsWith('case') || id.startsWith('opportunity') || id.startsWith('solution')) {
    head.splice(2, 1, 'HTML KB');
    head.push('page-cache hits');
    for (const [i, q] of s.queries.entries()) {
      rows[i]!.splice(2, 1, fmtKb(q.cold.bytes));
      rows[i]!.push(fmtShare(q.c1.cacheHits, q.c1.requests));
    }
  }
  return `### ${SCENARIO_TITLES[id] ?? id} · ${DATASET_TITLES[dataset]} · concurrency 1\n\n${mdTable(head, rows)}\n`;
}

function crossScaleSection(results: BenchResults): string {
  const datasets: DatasetId[] = ['pg-10k', 'pg-100k', 'pg-1m', 'pglite-100k'];
  const byDataset = new Map<DatasetId, Map<string, QueryResult>>();
  for (const d of datasets) {
    const m = new Map<string, QueryResult>();
    for (const id of ['api-tenders', 'api-suppliers']) for (const q of findScenario(results, id, d)?.queries ?? []) m.set(q.id, q);
    byDataset.set(d, m);
  }
  const ids = [...(byDataset.get('pg-1m')?.keys() ?? [])];
  if (!ids.length) return '';
  const p95 = (d: DatasetId, id: string) => byDataset.get(d)?.get(id)?.c1.latency.p95;
  const rows = ids.map((id) => [
    id,
    byDataset.get('pg-1m')!.get(id)!.label,
    ...datasets.slice(0, 3).map((d) => fmtMs(p95(d, id))),
    fmtRatio(ratio(p95('pg-1m', id) ?? Number.NaN, p95('pg-100k', id) ?? Number.NaN)),
    fmtMs(p95('pglite-100k', id)),
  ]);
  return `### searchByType p95 (ms) per query across datasets · concurrency 1\n\n${mdTable(['#', 'query', 'PG 10k', 'PG 100k', 'PG 1M', '1M / 100k', 'PGlite 100k'], rows)}\n`;
}

function explainSection(results: BenchResults): string {
  if (!results.explains.length) return '_Not run._\n';
  return results.explains
    .map((e) => {
      const statements = e.statements.length
        ? e.statements
            .map((st, i) => {
              const params = st.params.length ? `\n-- params: ${JSON.stringify(st.params).slice(0, 500)}` : '';
              const plan = st.plan ? `\`\`\`text\n${st.plan}\n\`\`\`` : `_Not explained: ${st.error ?? 'unknown'}_`;
              return `Statement ${i + 1} (${fmtMs(st.ms)} ms in the app):\n\n\`\`\`sql\n${st.sql}${params}\n\`\`\`\n\n${plan}`;
            })
            .join('\n\n')
        : '_No read statement was captured for this request (answered without a database read)._';
      return `### ${SCENARIO_TITLES[e.scenario] ?? e.scenario} · ${e.queryId} ${e.label}\n\n${e.why}. Request \`${e.request}\` took ${fmtMs(e.requestMs)} ms on the capture server.\n\n${statements}\n`;
    })
    .join('\n');
}

function lighthouseSection(runs: LighthouseResult[]): string {
  if (!runs.length) return '_Not run._\n';
  const rows = runs.map((l) => [
    l.page,
    ...LIGHTHOUSE_CATEGORIES.map((c) => l.scores[c] ?? '—'),
    l.runs,
    l.metrics['first-contentful-paint'] ?? '—',
    l.metrics['largest-contentful-paint'] ?? '—',
    l.metrics['total-blocking-time'] ?? '—',
    l.metrics['cumulative-layout-shift'] ?? '—',
    l.metrics['speed-index'] ?? '—',
  ]);
  const table = mdTable(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'runs', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'], rows);
  const failing = runs
    .map((l) => {
      const items = l.failing.length
        ? l.failing.map((a) => `- \`${a.id}\` (${a.category}, score ${a.score ?? '—'}) ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}`).join('\n')
        : l.error
          ? `- Lighthouse failed: ${l.error}`
          : '- none';
      const run = (s: LighthouseResult['allScores'][number], i: number) => {
        const o = l.observed?.[i];
        const speed = o?.benchmarkIndex ? `, machine speed ${o.benchmarkIndex}` : '';
        const seen = o ? ` (first paint seen at ${o.fcpMs ?? '—'} ms, document ${o.serverMs ?? '—'} ms${speed})` : '';
        return `${LIGHTHOUSE_CATEGORIES.map((c) => s[c] ?? '—').join('/')}${seen}`;
      };
      const spread = l.allScores.length > 1 ? `\n\nEvery run (perf/a11y/bp/seo; unthrottled observations in brackets; machine speed is Lighthouse's benchmark index, higher is faster): ${l.allScores.map(run).join(', ')}` : '';
      return `**${l.page}** (${l.url}) — audits that cost points:\n\n${items}${spread}`;
    })
    .join('\n\n');
  return `${table}\n\n${failing}\n`;
}

function routesSection(results: BenchResults): string {
  if (!results.routes.length) return '_Not run._\n';
  const rows = results.routes.map((r) => [r.route, r.scripts.length, fmtKb(r.jsRaw), fmtKb(r.jsGzip), fmtKb(r.htmlRaw), fmtKb(r.htmlGzip)]);
  return `${mdTable(['route', 'scripts', 'JS KB', 'JS KB gzip', 'HTML KB', 'HTML KB gzip'], rows)}\n`;
}

function scalesSection(results: BenchResults): string {
  if (!results.scales.length) return '_Not run._\n';
  const rows = results.scales.map((s) => [
    DATASET_TITLES[s.dataset],
    s.bids.toLocaleString('en-US'),
    s.listed?.n ?? 0,
    fmtMs(s.listed?.p50),
    fmtMs(s.listed?.p95),
    s.worst ? `${s.worst.id} ${fmtMs(s.worst.p95)}` : '—',
    s.distinct?.n ?? 0,
    fmtMs(s.distinct?.p50),
    fmtMs(s.distinct?.p95),
  ]);
  return `${mdTable(['dataset', 'bids', 'listed n', 'listed p50', 'listed p95', 'slowest query p95', 'distinct n', 'distinct p50', 'distinct p95'], rows)}\n`;
}

export function renderMarkdown(results: BenchResults, budgets: BudgetCheck[]): string {
  const m = results.machine;
  const o = results.options;
  const met = budgets.filter((b) => b.met === true).length;
  const head = [
    `# Benchmark report — ${results.date.slice(0, 10)}`,
    '',
    `- Run \`${results.runId}\` on commit \`${results.commit}\`${results.dirty ? ' **with uncommitted changes**' : ''}, ${o.quick ? '**quick mode**' : 'full mode'}: ${o.durationSec} s per measurement, Lighthouse ${o.lighthouseRuns}× per page, distinct-query seed ${o.seed}${o.skipBuild ? ', existing build reused' : ''}; stages ${o.stages.join(', ')}.`,
    `- Took ${(results.totalSeconds / 60).toFixed(1)} min (${Object.entries(results.stageSeconds).map(([k, v]) => `${k} ${Math.round(v)} s`).join(', ')}).`,
    `- Server: ${results.server}, on the production build in .next-bench, over loopback.`,
    `- Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGb} GB RAM, ${m.os} (kernel ${m.kernel}), Node ${m.node}, ${m.postgres}, ${m.chromium}, Lighthouse ${m.lighthouse}.`,
    `- Budgets: ${met} of ${budgets.length} met${budgets.some((b) => b.met === null) ? ` (${budgets.filter((b) => b.met === null).length} not measured)` : ''}.`,
  ].join('\n');
  const summary = mdTable(
    ['scenario', 'dataset', 'concurrency', 'req/s', 'answered', 'unanswered at end', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'non-2xx', 'envelope errors', 'page-cache hits', 'KB/response', 'vs ceiling'],
    summaryRows(results).map(({ scenario, run }) => [
      SCENARIO_TITLES[scenario.id] ?? scenario.id,
      DATASET_TITLES[scenario.dataset],
      run.concurrency,
      fmtRate(run.rps),
      run.requests,
      run.unanswered,
      fmtMs(run.latency.p50),
      fmtMs(run.latency.p95),
      fmtMs(run.latency.p99),
      run.errors,
      run.non2xx,
      run.appErrors,
      fmtShare(run.cacheHits, run.requests),
      fmtKb(run.bytesPerRequest),
      scenario.dataset === 'pg-1m' ? fmtRatio(ceilingRatio(results, run)) : '',
    ]),
  );
  const datasets = mdTable(
    ['dataset', 'where', 'bids', 'suppliers', 'cases', 'action', 'seconds'],
    results.datasets.map((d) => [d.id, d.where, d.actual.bids, d.actual.suppliers, d.actual.cases, d.action, d.seconds.toFixed(1)]),
  );
  const perQuery = [
    perQuerySection(results, 'api-tenders', 'pg-1m'),
    perQuerySection(results, 'api-suppliers', 'pg-1m'),
    crossScaleSection(results),
    perQuerySection(results, 'search-html', 'pg-1m'),
    perQuerySection(results, 'case-library', 'pg-1m'),
    perQuerySection(results, 'case-detail', 'pg-1m'),
    perQuerySection(results, 'opportunity-lists', 'pg-1m'),
    perQuerySection(results, 'opportunity-detail', 'pg-1m'),
    perQuerySection(results, 'alt-nav-pages', 'pg-1m'),
    perQuerySection(results, 'api-solutions', 'pg-1m'),
    perQuerySection(results, 'solution-list', 'pg-1m'),
    perQuerySection(results, 'solution-detail', 'pg-1m'),
    perQuerySection(results, 'console', 'pg-1m'),
    perQuerySection(results, 'ceiling-static', 'pg-1m'),
    perQuerySection(results, 'ceiling-robots', 'pg-1m'),
  ]
    .filter(Boolean)
    .join('\n');
  return [
    head,
    '## Budgets',
    mdTable(['budget', 'target', 'measured', 'margin', 'result'], budgets.map((b) => [b.title, b.target, b.actual, fmtMargin(b.margin), budgetMark(b)])),
    '## Scenarios',
    summary,
    '## Search latency by data size (searchByType over HTTP, concurrency 1)',
    scalesSection(results),
    '## Per query',
    perQuery || '_Not run._',
    '## EXPLAIN (ANALYZE, BUFFERS)',
    explainSection(results),
    '## Lighthouse (mobile preset)',
    lighthouseSection(results.lighthouse),
    '## Lighthouse (mobile preset), stock settings',
    'Chromium as Lighthouse 12\'s command line starts it, paint holding on as in a visitor\'s browser (scripts/bench/lighthouse-run.ts); the same pages and budgets.',
    lighthouseSection(results.lighthouseStock ?? []),
    '## JavaScript and HTML per route',
    routesSection(results),
    '## Datasets',
    datasets,
    '## How these figures were taken',
    results.notes.map((n) => `- ${n}`).join('\n'),
    '',
  ].join('\n\n');
}
