// `npm run bench` (docs/benchmarks.md): prepares the datasets, builds and serves the production app, measures every
// scenario over loopback, explains the slowest SQL, runs Lighthouse, and writes bench/results/. Run with
// tsx --conditions=react-server, because the dataset step opens databases through the app's own client.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { caseDetailHref } from '@/lib/cases/detail-href';
import { compareHref, marketHref, purchaserHref } from '@/lib/market/links';
import { bidHref, outsourcingHref } from '@/lib/opportunities/links';
import { solutionHref } from '@/lib/solutions/display';
import type { SolutionListState } from '@/lib/solutions/list-state';
import { supplierDetailHref } from '@/lib/suppliers/url';
import { evaluateBudgets } from './budgets';
import { LIMITS } from './limits';
import { BENCH_USAGE, parseBenchOptions, type BenchOptions } from './cli-options';
import { databaseBytes, datasetDefs, ensureDataset, warmDataset, warmIfItFits, type DatasetDef } from './datasets';
import { REHEARSAL_DATASETS, renderScaleReport, type RehearsalResults } from './scale-report';
import { broadTexts } from './broad-texts';
import { captureOffset, explainStatements, readCapture, statementsToExplain } from './explain';
import { routeBytes } from './js-bytes';
import { runLighthouse } from './lighthouse-run';
import { clearAnswerCache } from './answer-cache';
import { apiHeaders, coldRequest, measure, onPort, pageHeaders, requestOnce, wirePath, type Target } from './load';
import { gitState, machineInfo } from './machine';
import {
  CASE_LIBRARY_PATHS,
  ALT_NAV_PAGE_PATHS, HOME_NEWS_PATHS, OPPORTUNITY_LIST_PATHS,
  SOLUTION_CASES,
  distinctSolutionStates,
  solutionBody,
  solutionPath,
  caseLabel,
  dealStream,
  distinctQueries,
  distinctRecordPages,
  DISTINCT_CAPACITY,
  SEARCH_CASES,
  searchPagePath,
  SUPPLIER_CASES,
  TENDER_CASES,
  questionBody,
  type StreamQuestion,
  broadQueries,
  type SearchCase,
} from './queries';
import { distinctMarketPages, marketFixtures, type MarketPage } from './market';
import { asOperator, CONSOLE_PAGES } from './console-pages';
import { benchSessionSecret, operatorCookieOn } from './operator-session';
import { openDb } from '@/lib/server/db/client';
import { refreshVocabulary } from '@/lib/server/search/vocabulary';
import { prefixStream, type VocabularyWord } from './judged-queries';
import { renderMarkdown, renderSummary } from './report';
import { computeScales, poolRuns, withoutSamples, type BenchResults, type DatasetId, type ExplainResult, type QueryResult, type ScenarioResult } from './results';
import { buildApp, hasBuild, killAllServersNow, serverCommand, startServer, stopAllServers, waitIdle, type RunningServer } from './server';
import { fmtMs } from './report';

const root = path.resolve(import.meta.dirname, '..', '..');
const resultsDir = path.join(root, 'bench', 'results');
const logsDir = path.join(resultsDir, 'logs');

const log = (line: string) => console.log(line);
/** Record pages the crawler's walk may visit at concurrency 1: more than the fastest server visits in a run. */
const RECORD_PAGES = 4500;

/** One address of a scenario, measured on its own at concurrency 1. */
interface Item {
  id: string;
  label: string;
  target: Target;
}

const describeTarget = (t: Target) => `${t.method} ${t.path}`;

/** A running server and how to wait until it is idle again (see waitIdle). */
interface Ctx {
  server: RunningServer;
  settle: () => Promise<number>;
  /**
   * Empties the search answer cache while the server runs (answer-cache.ts); absent on PGlite, whose
   * folder the server holds: its stage empties the cache before the server starts.
   */
  freshAnswers?: () => Promise<number>;
}

function ctxOf(server: RunningServer, pgUrl: string | undefined): Ctx {
  return { server, settle: () => waitIdle(server, pgUrl), freshAnswers: pgUrl ? () => clearAnswerCache({ url: pgUrl }) : undefined };
}

function apiItem(c: SearchCase, port: number): Item {
  return {
    id: c.id,
    label: caseLabel(c),
    target: { method: 'POST', path: '/api/searchByType', body: JSON.stringify(c.body), headers: apiHeaders(port, c.subSite?.site), envelope: true },
  };
}

function pageItem(id: string, label: string, pathAndQuery: string, port: number, subSite?: string): Item {
  return { id, label, target: { method: 'GET', path: wirePath(pathAndQuery), headers: pageHeaders(port, subSite), envelope: false } };
}

function distinctTargets(questions: StreamQuestion[], port: number): Target[] {
  return questions.map((q) => ({ method: 'POST', path: '/api/searchByType', body: JSON.stringify(questionBody(q)), headers: apiHeaders(port), envelope: true }));
}

/** How many broad questions a run deals out (a quarter each to concurrency 1 and 32). */
const BROAD_CAPACITY = 8000;

/** The broad never-asked stream as searchByType calls (docs/benchmarks.md "Broad questions"). */
function broadScenario(ctx: Ctx, dataset: DatasetId, stream: { c1: StreamQuestion[]; c32: StreamQuestion[] }, opts: { durationSec: number; c32: boolean }, notes: string[]) {
  return distinctRun(ctx, 'api-broad', dataset, stream, (questions) => distinctTargets(questions, ctx.server.port), opts, notes);
}

/** searchSuggest calls, one per prefix (docs/search.md "Forgiving search"). */
function suggestTargets(prefixes: string[], port: number): Target[] {
  return prefixes.map((p) => ({ method: 'GET', path: `/api/searchSuggest?keyword=${encodeURIComponent(p)}`, headers: apiHeaders(port), envelope: true }));
}

/**
 * The search box's never-typed stream on a dataset: prefixes of its search vocabulary's words
 * (judged-queries.ts prefixStream), each asked once, at concurrency 1.
 */
async function suggestScenario(ctx: Ctx, dataset: DatasetId, url: string, seed: number, opts: { durationSec: number }, notes: string[]): Promise<ScenarioResult> {
  const read = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<VocabularyWord>('select term, kind from search_vocabulary')).rows;
    } finally {
      await client.end();
    }
  };
  let words = await read();
  if (!words.length) {
    // A dataset seeded before migration 0061 has the table but not its words: the daily job's work, done now.
    const handle = await openDb({ url, statementTimeoutMs: 0 });
    try {
      log(`  ${dataset}: 搜索词表 ${await refreshVocabulary(handle.db)} 条`);
    } finally {
      await handle.close();
    }
    words = await read();
  }
  const prefixes = prefixStream(seed, words, 5000);
  return distinctRun(ctx, 'api-suggest-distinct', dataset, { c1: prefixes, c32: [] }, (qs) => suggestTargets(qs, ctx.server.port), { durationSec: opts.durationSec, c32: false }, notes);
}

/**
 * One scenario: the first request of every address (cold, before anything measured has warmed it), then
 * a run per address at concurrency 1, then optionally a rotating mix of all of them at 32.
 */
async function listScenario(
  { server, settle }: Ctx,
  id: string,
  dataset: DatasetId,
  items: Item[],
  opts: { durationSec: number; c32: boolean },
): Promise<ScenarioResult> {
  log(`  ${id} · ${dataset}: ${items.length} 个地址，冷请求…`);
  const colds = [];
  for (const item of items) colds.push(await coldRequest(server, item.target));
  const queries: QueryResult[] = [];
  for (const [i, item] of items.entries()) {
    const c1 = await measure(server, [item.target], { connections: 1, durationSec: opts.durationSec });
    await settle();
    const cold = colds[i]!;
    queries.push({ id: item.id, label: item.label, request: describeTarget(item.target), body: item.target.body, host: item.target.headers.host, cold, c1 });
    const bad = c1.errors + c1.non2xx + c1.appErrors + (cold.status >= 200 && cold.status < 300 && (cold.code ?? 0) === 0 ? 0 : 1);
    log(
      `    ${item.id.padEnd(4)} cold ${fmtMs(cold.ms).padStart(6)} ms  p50 ${fmtMs(c1.latency.p50).padStart(6)}  p95 ${fmtMs(c1.latency.p95).padStart(6)} ms  n ${String(c1.latency.n).padStart(5)}` +
        `${cold.totalCount !== undefined ? `  total ${cold.totalCount}` : ''}${bad ? `  错误 ${bad}（冷请求状态 ${cold.status}${cold.code ? ` code ${cold.code}` : ''}）` : ''}  ${item.label}`,
    );
  }
  const result: ScenarioResult = { id, title: id, dataset, queries, c1: poolRuns(queries.map((q) => q.c1)) };
  if (opts.c32) {
    result.c32 = await measure(server, items.map((i) => i.target), { connections: 32, durationSec: opts.durationSec, split: 'rotate' });
    const waited = await settle();
    log(
      `    并发 32: ${result.c32.rps.toFixed(1)} 请求/秒, p99 ${fmtMs(result.c32.latency.p99)} ms, 错误 ${result.c32.errors + result.c32.non2xx + result.c32.appErrors}` +
        `（之后等服务器空闲 ${(waited / 1000).toFixed(1)} 秒）`,
    );
  }
  return result;
}

/**
 * Questions never asked before in this run (so no cache of any kind holds their answer): at concurrency
 * 1, and optionally 32, each connection with its own part of the stream. The result keeps the slowest
 * question of the concurrency-1 run, with its request, for EXPLAIN.
 */
async function distinctRun<Q>(
  { server, settle, freshAnswers }: Ctx,
  id: string,
  dataset: DatasetId,
  stream: { c1: Q[]; c32: Q[] },
  toTargets: (questions: Q[]) => Target[],
  opts: { durationSec: number; c32: boolean },
  notes: string[],
): Promise<ScenarioResult> {
  // An answer an earlier scenario or run left cached (a run repeated with its seed asks the same
  // questions) would be counted as never asked.
  if (freshAnswers) log(`  ${id} · ${dataset}: 清空搜索答案缓存（${await freshAnswers()} 条）`);
  const targets = toTargets(stream.c1);
  const c1 = await measure(server, targets, { connections: 1, durationSec: opts.durationSec, minSamples: LIMITS.never.minQuestions });
  await settle();
  if (c1.requests > stream.c1.length) notes.push(`${id} · ${dataset}: the distinct stream at concurrency 1 ran out after ${stream.c1.length} questions and repeated some.`);
  const result: ScenarioResult = { id, title: id, dataset, queries: [], c1 };
  // One connection asks the stream in order, so the i-th latency is the i-th question's.
  const samples = c1.samples ?? [];
  const worstAt = samples.reduce((w, ms, i) => (ms > (samples[w] ?? -1) ? i : w), 0);
  const question = stream.c1[worstAt % stream.c1.length];
  const target = targets[worstAt % targets.length];
  if (samples.length && question !== undefined && target) result.slowestQuestion = { label: JSON.stringify(question), target, ms: samples[worstAt]! };
  log(`  ${id} · ${dataset}: 并发 1 p50 ${fmtMs(c1.latency.p50)} p95 ${fmtMs(c1.latency.p95)} ms (n ${c1.latency.n})`);
  if (opts.c32) {
    // A fixed number of questions (what the budget's rate answers in the measurement's length) rather
    // than a fixed time: a timed run ends with 32 questions in flight that it never waits for, and the
    // budget asks that every question is answered.
    const amount = Math.min(stream.c32.length, Math.max(32 * 4, Math.ceil(opts.durationSec * LIMITS.never.c32Rps)));
    result.c32 = await measure(server, toTargets(stream.c32), { connections: 32, durationSec: opts.durationSec, amount, split: 'slice' });
    const waited = await settle();
    if (result.c32.requests > stream.c32.length) notes.push(`${id} · ${dataset}: the distinct stream at concurrency 32 ran out after ${stream.c32.length} questions and repeated some.`);
    log(`    并发 32: ${result.c32.rps.toFixed(1)} 请求/秒, p99 ${fmtMs(result.c32.latency.p99)} ms（之后等服务器空闲 ${(waited / 1000).toFixed(1)} 秒）`);
  }
  return result;
}

/** The search's never-asked stream, as searchByType calls or /search.html pages; its worst question is kept for EXPLAIN. */
async function distinctScenario(
  ctx: Ctx,
  id: 'api-distinct' | 'search-html-distinct' | 'search-html-broad',
  dataset: DatasetId,
  stream: { c1: StreamQuestion[]; c32: StreamQuestion[] },
  opts: { durationSec: number; c32: boolean },
  notes: string[],
): Promise<ScenarioResult> {
  const toTargets = (questions: StreamQuestion[]) =>
    id === 'api-distinct'
      ? distinctTargets(questions, ctx.server.port)
      : questions.map((q) => pageItem('new', '', searchPagePath({ id: 'new', note: '', body: questionBody(q) }), ctx.server.port, q.site).target);
  return distinctRun(ctx, id, dataset, stream, toTargets, opts, notes);
}

/** A state of the solutions list as a serviceList call. */
function solutionApiItem(id: string, label: string, state: SolutionListState, port: number): Item {
  return { id, label, target: { method: 'POST', path: '/api/serviceList', body: JSON.stringify(solutionBody(state)), headers: apiHeaders(port), envelope: true } };
}

/** A platform solution's and a supplier scheme's detail page: the newest of each, as their cards link them. */
async function solutionFixtures(url: string): Promise<{ id: string; label: string; path: string }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: { id: string; label: string; path: string }[] = [];
    for (const [id, label, where] of [['D1', 'platform solution', 'origin_source = 1'], ['D2', 'supplier scheme', 'origin_source <> 1']] as const) {
      const row = (await client.query<{ id: string; source: number }>(`select origin_id_sec as id, origin_source as source from solution where ${where} order by id limit 1`)).rows[0];
      if (row) out.push({ id, label, path: solutionHref({ originIdSec: row.id, originSource: row.source }) });
    }
    return out;
  } finally {
    await client.end();
  }
}

/** Case ids for the detail page: the first, middle and last case of each source, and one hiding its provider. */
async function detailFixtures(url: string): Promise<{ id: string; label: string; path: string }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: { id: string; label: string; path: string }[] = [];
    for (const source of [1, 0] as const) {
      const n = Number((await client.query<{ n: string }>('select count(*) as n from biz_case where source = $1', [source])).rows[0]?.n ?? 0);
      for (const [k, offset] of [0, Math.floor(n / 2), Math.max(0, n - 1)].entries()) {
        const row = (await client.query<{ uuid_secret: string }>('select uuid_secret from biz_case where source = $1 order by id offset $2 limit 1', [source, offset])).rows[0];
        if (row) out.push({ id: `D${out.length + 1}`, label: `${source === 1 ? 'government' : 'enterprise'} case, ${['first', 'middle', 'last'][k]}`, path: caseDetailHref(row.uuid_secret, source) });
      }
    }
    const hidden = (await client.query<{ uuid_secret: string; source: number }>('select uuid_secret, source from biz_case where not show_supplier order by id limit 1')).rows[0];
    if (hidden) out.push({ id: `D${out.length + 1}`, label: 'case hiding its provider', path: caseDetailHref(hidden.uuid_secret, hidden.source === 1 ? 1 : 0) });
    return out;
  } finally {
    await client.end();
  }
}

/**
 * The market analytics pages a visitor lands on (docs/analytics.md): the country's market, the profile
 * of the purchasing unit with the most awards, and the supplier page and comparison of the suppliers
 * with the most wins, so their charts hold real figures.
 */
async function marketPageFixtures(url: string): Promise<{ purchaser: string | null; suppliers: number[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const top = (role: string, n: number) =>
      client.query<{ party: string }>(
        "select party from award_party where role = $1 and city_code = '' and kind = '' group by party order by sum(award_count) desc, party limit $2",
        [role, n],
      );
    const purchaser = (await top('buyer', 1)).rows[0]?.party ?? null;
    const suppliers = (await top('winner', 3)).rows.map((r) => Number(r.party));
    return { purchaser, suppliers };
  } finally {
    await client.end();
  }
}

/** A tender's and an outsourcing demand's detail page: the first of each, as their cards link them. */
async function opportunityFixtures(url: string): Promise<{ id: string; label: string; path: string }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const bid = (await client.query<{ code: string; type: number; bid_source: number }>('select code, type, bid_source from bid_opportunity where type = 1 order by id limit 1')).rows[0];
    const demand = (await client.query<{ order_no: string }>("select order_no from outsourcing_demand where status = 'open' order by id limit 1")).rows[0];
    return [
      ...(bid ? [{ id: 'E1', label: 'tender (purchase intention)', path: bidHref({ type: bid.type, bidSource: bid.bid_source, code: bid.code }) }] : []),
      ...(demand ? [{ id: 'E2', label: 'outsourcing demand', path: outsourcingHref(demand.order_no) }] : []),
    ];
  } finally {
    await client.end();
  }
}

/** The first request a server gets opens its database pool (and PGlite's files): kept out of every figure. */
async function prime(server: RunningServer, notes: string[]): Promise<void> {
  const first = await coldRequest(server, { method: 'GET', path: '/index.html', headers: pageHeaders(server.port), envelope: false });
  notes.push(`${server.name}: the server's very first request (/index.html, opening the database) took ${fmtMs(first.ms)} ms (status ${first.status}); it is not part of any figure.`);
  if (first.status !== 200) throw new Error(`${server.name}: /index.html 返回 ${first.status}，见 ${server.logFile}`);
}

function slowest(s: ScenarioResult | undefined): QueryResult | undefined {
  const qs = s?.queries.filter((q) => q.c1.latency.n > 0) ?? [];
  return qs.length ? qs.reduce((a, b) => (b.c1.latency.p95 > a.c1.latency.p95 ? b : a)) : undefined;
}

async function main(): Promise<number> {
  let opts: BenchOptions;
  try {
    opts = parseBenchOptions(process.argv.slice(2), process.env);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    console.error(BENCH_USAGE);
    return 2;
  }
  if (opts.help) {
    console.log(BENCH_USAGE);
    return 0;
  }
  const started = performance.now();
  const now = new Date();
  const runId = now.toISOString().slice(0, 19).replace(/:/g, '-');
  mkdirSync(logsDir, { recursive: true });
  const logFile = (name: string) => path.join(logsDir, `${runId}-${name}.log`);
  const stageSeconds: Record<string, number> = {};
  const stage = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    log(`› ${name}`);
    try {
      return await fn();
    } finally {
      stageSeconds[name] = (performance.now() - t) / 1000;
    }
  };
  const has = (s: BenchOptions['stages'][number]) => opts.stages.includes(s);
  const D = opts.durationSec;
  const notes: string[] = [];
  const git = gitState(root);
  const results: BenchResults = {
    runId,
    server: serverCommand(root, opts.portBase).label,
    date: now.toISOString(),
    commit: git.commit,
    dirty: git.dirty,
    machine: await machineInfo(opts.databaseUrl),
    options: { quick: opts.quick, durationSec: D, stages: opts.stages, seed: opts.seed, lighthouseRuns: opts.lighthouseRuns, skipBuild: opts.skipBuild },
    datasets: [],
    scenarios: [],
    explains: [],
    lighthouse: [],
    lighthouseStock: [],
    routes: [],
    scales: [],
    stageSeconds,
    totalSeconds: 0,
    notes,
  };
  const m = results.machine;
  log(`jf-portal bench ${runId} · ${git.commit}${git.dirty ? '（有未提交的改动）' : ''} · 每次测量 ${D} 秒${opts.quick ? '（quick）' : ''}`);
  log(`  ${m.cpu} · ${m.cores} 核 · ${m.ramGb} GB · ${m.os} · Node ${m.node} · ${m.postgres}`);

  // ---- datasets ----
  const defs = datasetDefs(root, opts.databaseUrl);
  const def = (id: DatasetId) => defs.find((d) => d.id === id)!;
  const wanted: DatasetId[] = opts.scale ? [...REHEARSAL_DATASETS] : ['pg-1m', ...(has('scales') ? (['pg-100k', 'pg-10k'] as const) : []), ...(has('pglite') ? (['pglite-100k'] as const) : [])];
  await stage('datasets', async () => {
    for (const id of wanted) results.datasets.push(await ensureDataset(root, def(id), logFile('seed'), log));
  });

  // ---- build ----
  if (opts.skipBuild && hasBuild(root)) {
    notes.push('The existing .next-bench build was reused (--skip-build / BENCH_SKIP_BUILD=1): it may be older than the source.');
  } else {
    await stage('build', () => buildApp(root, logFile('build')));
  }

  const port = (k: number) => opts.portBase + k;
  const pgUrl = (id: DatasetId) => (def(id).db as { url: string }).url;
  // Every server opens sessions with this process's secret: the console's scenario brings a cookie sealed here.
  const serverFor = (d: DatasetDef, k: number, env?: Record<string, string>, name: string = d.id) =>
    startServer({ root, name, port: port(k), db: d.db, logFile: logFile(`server-${name}`), env: { SESSION_SECRET: benchSessionSecret(), ...env } });

  // The distinct stream: the first part for concurrency 1, the rest for 32, a few kept back for EXPLAIN.
  const stream = distinctQueries(opts.seed, DISTINCT_CAPACITY);
  const reserve: StreamQuestion[] = [];
  for (const type of [3, 1] as const) {
    for (let k = 0; k < 2; k++) {
      const i = stream.findLastIndex((b) => b.type === type);
      if (i >= 0) reserve.push(...stream.splice(i, 1));
    }
  }
  // API and pages get different questions (a page asked after its API twin would find the answer
  // cached), dealt out one by one so that each part has the same mix (dealStream). Concurrency 1 gets a
  // quarter of the stream, about 5,000: the fastest dataset (10k, about 390 a second) does not run out in
  // a run of 10 s, where a question asked again is answered from the cache (with 1,500 the 100k run asked
  // 822 repeats, whose cached answers lowered the p95 the growth budget divides by).
  const distinct = dealStream(stream);
  // The solutions list's own never-asked states, dealt the same way between call and page.
  const distinctSolutions = dealStream(distinctSolutionStates(opts.seed, DISTINCT_CAPACITY));

  // ---- the scale rehearsal (--scale 10m): the same streams on 100k, 1M and 10M bids ----
  if (opts.scale) {
    // The broad stream's keywords come from the smallest dataset, so every dataset is asked the same questions.
    const broad = dealStream(broadQueries(opts.seed, BROAD_CAPACITY, await broadTexts(pgUrl(REHEARSAL_DATASETS[0]))));
    await stage('rehearsal', async () => {
      for (const [k, id] of REHEARSAL_DATASETS.entries()) {
        const server = await serverFor(def(id), k + 1);
        const ctx = ctxOf(server, pgUrl(id));
        try {
          await clearAnswerCache(def(id).db);
          // Each dataset's own tables in the cache before its streams, as a portal serving it holds them
          // (the one before pushed them out), unless they do not fit (warmIfItFits).
          await warmIfItFits(pgUrl(id), log, id);
          await prime(server, notes);
          const common = { durationSec: D, c32: true };
          const once = { durationSec: D, c32: false };
          const pageTargets = (paths: string[]) => paths.map((p) => pageItem('new', '', p, server.port).target);
          const marketTargets = (pages: MarketPage[]) => pages.map((p) => pageItem('new', '', p.path, server.port, p.site).target);
          results.scenarios.push(await listScenario(ctx, 'api-tenders', id, TENDER_CASES.map((c) => apiItem(c, server.port)), common));
          results.scenarios.push(await distinctScenario(ctx, 'api-distinct', id, distinct.api, common, notes));
          results.scenarios.push(await broadScenario(ctx, id, broad.api, common, notes));
          results.scenarios.push(await distinctScenario(ctx, 'search-html-distinct', id, distinct.page, once, notes));
          results.scenarios.push(await suggestScenario(ctx, id, pgUrl(id), opts.seed, once, notes));
          const recordPages = distinctRecordPages(opts.seed, def(id).counts, RECORD_PAGES);
          results.scenarios.push(await distinctRun(ctx, 'record-detail-distinct', id, { c1: recordPages, c32: [] }, pageTargets, once, notes));
          const marketPages = distinctMarketPages(opts.seed, await marketFixtures(pgUrl(id)), RECORD_PAGES);
          results.scenarios.push(await distinctRun(ctx, 'market-distinct', id, { c1: marketPages, c32: [] }, marketTargets, once, notes));
        } finally {
          await server.stop();
        }
      }
    });
    const rehearsal: RehearsalResults = {
      ...results,
      durationSec: D,
      seed: opts.seed,
      datasets: await Promise.all(results.datasets.map(async (d) => ({ ...d, bytes: await databaseBytes(pgUrl(d.id)) }))),
      totalSeconds: (performance.now() - started) / 1000,
    };
    notes.push(
      `Servers: ${results.server}, one per dataset in turn, on the same build and PostgreSQL server. Streams and their questions are the ordinary run's (docs/benchmarks.md); each dataset is asked the same questions, never asked before on it.`,
      'Latency: time from sending a request to the last byte of its answer (autocannon over loopback, from the same machine); rate: answers a second over the run.',
    );
    writeFileSync(path.join(resultsDir, `${runId}-scale.json`), JSON.stringify(withoutSamples({ ...results, totalSeconds: rehearsal.totalSeconds }), null, 2));
    writeFileSync(path.join(resultsDir, 'scale-10m.md'), renderScaleReport(rehearsal));
    log(`报告: bench/results/scale-10m.md，数据: bench/results/${runId}-scale.json，用时 ${(rehearsal.totalSeconds / 60).toFixed(1)} 分钟`);
    return 0;
  }

  // ---- main server: PostgreSQL 1M ----
  let detailPaths: { id: string; label: string; path: string }[] = [];
  let opportunityPaths: { id: string; label: string; path: string }[] = [];
  let solutionPaths: { id: string; label: string; path: string }[] = [];
  let marketFixture: { purchaser: string | null; suppliers: number[] } = { purchaser: null, suppliers: [] };
  if (has('load') || has('lighthouse') || has('explain')) {
    [detailPaths, opportunityPaths, solutionPaths, marketFixture] = await Promise.all([
      detailFixtures(pgUrl('pg-1m')),
      opportunityFixtures(pgUrl('pg-1m')),
      solutionFixtures(pgUrl('pg-1m')),
      marketPageFixtures(pgUrl('pg-1m')),
    ]);
  }
  const searchPageItems = (p: number) => SEARCH_CASES.map((c) => pageItem(c.id, caseLabel(c), searchPagePath(c), p, c.subSite?.site));
  const caseItems = (p: number) => CASE_LIBRARY_PATHS.map((c) => pageItem(c.id, c.note, c.path, p));
  const detailItems = (p: number) => detailPaths.map((d) => pageItem(d.id, d.label, d.path, p));
  const opportunityListItems = (p: number) => OPPORTUNITY_LIST_PATHS.map((o) => pageItem(o.id, o.note, o.path, p));
  const opportunityDetailItems = (p: number) => opportunityPaths.map((d) => pageItem(d.id, d.label, d.path, p));
  const solutionListItems = (p: number) => SOLUTION_CASES.map((c) => pageItem(c.id, c.note, solutionPath(c.state), p));
  const solutionApiItems = (p: number) => SOLUTION_CASES.map((c) => solutionApiItem(c.id, c.note, c.state, p));
  const solutionDetailItems = (p: number) => solutionPaths.map((d) => pageItem(d.id, d.label, d.path, p));
  const altNavItems = (p: number) => ALT_NAV_PAGE_PATHS.map((n) => pageItem(n.id, n.note, n.path, p));
  // The home page and the news pages.
  const homeNewsItems = (p: number) => HOME_NEWS_PATHS.map((n) => pageItem(n.id, n.note, n.path, p));
  // The operator console's pages, with the bench operator's session.
  const consoleItems = (p: number, cookie: string) =>
    CONSOLE_PAGES.map((c) => {
      const item = pageItem(c.id, c.note, c.path, p);
      return { ...item, target: asOperator(item.target, cookie) };
    });

  if (has('load') || has('lighthouse')) {
    const server = await serverFor(def('pg-1m'), 1);
    let lighthouseServer: RunningServer | undefined;
    const ctx = ctxOf(server, pgUrl('pg-1m'));
    try {
      // Answers an earlier run (or anyone) left cached would make its never-asked stream asked before
      // (a run repeated with its seed asks the same questions).
      await clearAnswerCache(def('pg-1m').db);
      await warmDataset(pgUrl('pg-1m'), log, 'pg-1m');
      await prime(server, notes);
      // JS and HTML bytes: cheap, and the static asset of the ceiling scenario comes from here.
      const routeTargets: [string, Item][] = [
        ['/search.html', searchPageItems(server.port).find((i) => i.id === 'T03')!],
        ['/jfCase.html', caseItems(server.port)[0]!],
        ['/business-detail.html', detailItems(server.port)[0]!],
        // The consulting pages: their bytes and Lighthouse like the others.
        ['/softwareConsult.html', pageItem('C1', '软件咨询', '/softwareConsult.html', server.port)],
        ['/service_details.html', pageItem('C2', '软件造价评估', '/service_details.html?serviceid=5', server.port)],
        // The opportunity lists and a tender's detail.
        ['/business.html', opportunityListItems(server.port)[0]!],
        ['/demandHall.html', opportunityListItems(server.port).find((i) => i.id === 'O06')!],
        ...(opportunityPaths[0] ? [['/politicsTenderDetails.html', opportunityDetailItems(server.port)[0]!] as [string, Item]] : []),
        // The solutions list and a platform solution's detail.
        ['/scheme.html', solutionListItems(server.port)[0]!],
        ...(solutionPaths[0] ? [['/solution-detail.html', solutionDetailItems(server.port)[0]!] as [string, Item]] : []),
        // The other pages of the alternative navigation.
        ['/enterprise.html', altNavItems(server.port)[0]!],
        ['/jfService.html', altNavItems(server.port).find((i) => i.id === 'N04')!],
        ['/jfMap.html', altNavItems(server.port).find((i) => i.id === 'N06')!],
        // The home page at its address `/` (docs/benchmarks.md: /index.html's canonical link names `/`,
        // which Lighthouse's canonical audit reports on any page but the root).
        ['/index.html', pageItem('W1', 'home page at its address', '/', server.port)],
        ['/tendering.html', homeNewsItems(server.port).find((i) => i.id === 'W6')!],
        ['/industryView.html', homeNewsItems(server.port).find((i) => i.id === 'W2')!],
        ['/consultDetails.html', homeNewsItems(server.port).find((i) => i.id === 'W5')!],
        // The market analytics pages.
        ['/analytics.html', pageItem('M1', 'market, the country', marketHref({}), server.port)],
        ...(marketFixture.purchaser ? [['/search-purchaserdetail.html', pageItem('M2', 'purchasing unit with the most awards', purchaserHref(marketFixture.purchaser), server.port)] as [string, Item]] : []),
        ...(marketFixture.suppliers[0] ? [['/search-supplierdetail.html', pageItem('M3', 'supplier with the most wins', supplierDetailHref(marketFixture.suppliers[0]), server.port)] as [string, Item]] : []),
        ...(marketFixture.suppliers.length > 1 ? [['/supplierCompare.html', pageItem('M4', 'the three suppliers with the most wins', compareHref(marketFixture.suppliers), server.port)] as [string, Item]] : []),
      ];
      for (const [route, item] of routeTargets) results.routes.push(await routeBytes(server, route, item.target));
      const staticAsset = results.routes[0]?.scripts[0]?.src;
      if (has('load')) {
        await stage('load', async () => {
          const common = { durationSec: D, c32: true };
          if (staticAsset) {
            results.scenarios.push(await listScenario(ctx, 'ceiling-static', 'pg-1m', [pageItem('A1', staticAsset, staticAsset, server.port)], common));
          }
          results.scenarios.push(await listScenario(ctx, 'ceiling-robots', 'pg-1m', [pageItem('A2', '/robots.txt', '/robots.txt', server.port)], common));
          results.scenarios.push(await listScenario(ctx, 'api-tenders', 'pg-1m', TENDER_CASES.map((c) => apiItem(c, server.port)), common));
          results.scenarios.push(await listScenario(ctx, 'api-suppliers', 'pg-1m', SUPPLIER_CASES.map((c) => apiItem(c, server.port)), common));
          // Each group of scenarios with its tables in the cache, as a portal serving them holds them
          // (warmDataset: on a machine whose cache holds less than the dataset, whatever ran before
          // pushed them out).
          await warmDataset(pgUrl('pg-1m'), log, 'pg-1m', ['winning_bid', 'supplier']);
          results.scenarios.push(await distinctScenario(ctx, 'api-distinct', 'pg-1m', distinct.api, common, notes));
          const broad = dealStream(broadQueries(opts.seed, BROAD_CAPACITY, await broadTexts(pgUrl('pg-1m'))));
          results.scenarios.push(await broadScenario(ctx, 'pg-1m', broad.api, common, notes));
          // A quarter of the same stream as /search.html addresses (9 results a page, so its pages reach
          // result 450), held to the page budget at concurrency 1.
          results.scenarios.push(await distinctScenario(ctx, 'search-html-broad', 'pg-1m', broad.page, { durationSec: D, c32: false }, notes));
          results.scenarios.push(await suggestScenario(ctx, 'pg-1m', pgUrl('pg-1m'), opts.seed, common, notes));
          results.scenarios.push(await listScenario(ctx, 'search-html', 'pg-1m', searchPageItems(server.port), common));
          results.scenarios.push(await distinctScenario(ctx, 'search-html-distinct', 'pg-1m', distinct.page, common, notes));
          results.scenarios.push(await listScenario(ctx, 'case-library', 'pg-1m', caseItems(server.port), common));
          results.scenarios.push(await listScenario(ctx, 'case-detail', 'pg-1m', detailItems(server.port), common));
          results.scenarios.push(await listScenario(ctx, 'opportunity-lists', 'pg-1m', opportunityListItems(server.port), common));
          results.scenarios.push(await listScenario(ctx, 'opportunity-detail', 'pg-1m', opportunityDetailItems(server.port), common));
          // A crawler's walk of the record pages the sitemaps list: bids and suppliers nobody visited yet.
          const recordPages = distinctRecordPages(opts.seed, def('pg-1m').counts, RECORD_PAGES);
          const pageTargets = (paths: string[]) => paths.map((p) => pageItem('new', '', p, server.port).target);
          results.scenarios.push(await distinctRun(ctx, 'record-detail-distinct', 'pg-1m', { c1: recordPages, c32: [] }, pageTargets, { durationSec: D, c32: false }, notes));
          // Market analytics never asked: filter combinations on the main site and sub-sites, purchasing units, comparisons.
          const marketPages = distinctMarketPages(opts.seed, await marketFixtures(pgUrl('pg-1m')), RECORD_PAGES);
          const marketTargets = (pages: MarketPage[]) => pages.map((p) => pageItem('new', '', p.path, server.port, p.site).target);
          results.scenarios.push(await distinctRun(ctx, 'market-distinct', 'pg-1m', { c1: marketPages, c32: [] }, marketTargets, { durationSec: D, c32: false }, notes));
          results.scenarios.push(await listScenario(ctx, 'alt-nav-pages', 'pg-1m', altNavItems(server.port), common));
          results.scenarios.push(await listScenario(ctx, 'home-news', 'pg-1m', homeNewsItems(server.port), common));
          await warmDataset(pgUrl('pg-1m'), log, 'pg-1m', ['solution']);
          results.scenarios.push(await listScenario(ctx, 'api-solutions', 'pg-1m', solutionApiItems(server.port), common));
          const solutionCalls = (states: SolutionListState[]) => states.map((st) => solutionApiItem('new', '', st, server.port).target);
          results.scenarios.push(await distinctRun(ctx, 'api-solutions-distinct', 'pg-1m', distinctSolutions.api, solutionCalls, common, notes));
          results.scenarios.push(await listScenario(ctx, 'solution-list', 'pg-1m', solutionListItems(server.port), common));
          const solutionPages = (states: SolutionListState[]) => states.map((st) => pageItem('new', '', solutionPath(st), server.port).target);
          results.scenarios.push(await distinctRun(ctx, 'solution-list-distinct', 'pg-1m', distinctSolutions.page, solutionPages, common, notes));
          results.scenarios.push(await listScenario(ctx, 'solution-detail', 'pg-1m', solutionDetailItems(server.port), common));
          const operatorCookie = await operatorCookieOn(pgUrl('pg-1m'));
          results.scenarios.push(await listScenario(ctx, 'console', 'pg-1m', consoleItems(server.port, operatorCookie), { durationSec: D, c32: false }));
        });
      }
      if (has('lighthouse')) {
        await stage('lighthouse', async () => {
          // A page load as a visitor sees it, not the aftermath of the load stage: after some 100,000
          // requests the server process goes on collecting garbage, and Lighthouse's simulated
          // throttling scales whatever the machine does meanwhile (88-94 there, 95-97 on a quiet
          // server). So a fresh server process; the data's caches in PostgreSQL stay as they are.
          if (has('load')) {
            await server.stop();
            lighthouseServer = await serverFor(def('pg-1m'), 1, undefined, 'pg-1m-lighthouse');
            await prime(lighthouseServer, notes);
          }
          const base = `http://localhost:${(lighthouseServer ?? server).port}`;
          const pages = routeTargets
            .filter(([page]) => !opts.lighthousePages || opts.lighthousePages.includes(page))
            .map(([page, item]) => ({ page, url: base + item.target.path }));
          const unknown = opts.lighthousePages?.filter((p) => !routeTargets.some(([page]) => page === p)) ?? [];
          if (unknown.length) notes.push(`--pages: 不在 Lighthouse 页面中：${unknown.join(', ')}`);
          results.lighthouse = await runLighthouse(pages, opts.lighthouseRuns, log);
          results.lighthouseStock = await runLighthouse(pages, opts.lighthouseRuns, log, 'stock');
        });
      }
    } finally {
      await server.stop();
      await lighthouseServer?.stop();
    }
  }

  // ---- smaller PostgreSQL datasets: how search cost grows ----
  if (has('scales')) {
    await stage('scales', async () => {
      for (const [k, id] of [[2, 'pg-100k'], [3, 'pg-10k']] as const) {
        const server = await serverFor(def(id), k);
        const ctx = ctxOf(server, pgUrl(id));
        try {
          await clearAnswerCache(def(id).db);
          await warmDataset(pgUrl(id), log, id);
          await prime(server, notes);
          const o = { durationSec: D, c32: false };
          results.scenarios.push(await listScenario(ctx, 'api-tenders', id, TENDER_CASES.map((c) => apiItem(c, server.port)), o));
          results.scenarios.push(await listScenario(ctx, 'api-suppliers', id, SUPPLIER_CASES.map((c) => apiItem(c, server.port)), o));
          results.scenarios.push(await distinctScenario(ctx, 'api-distinct', id, distinct.api, o, notes));
          results.scenarios.push(await suggestScenario(ctx, id, pgUrl(id), opts.seed, o, notes));
        } finally {
          await server.stop();
        }
      }
    });
  }

  // ---- PGlite: the embedded database on its own ----
  if (has('pglite')) {
    await stage('pglite', async () => {
      // The server holds the PGlite folder while it runs, so its answer cache is emptied now: the
      // never-asked run below is the first to ask its questions since (answers an earlier run left in
      // the folder were counted as never asked).
      const emptied = await clearAnswerCache(def('pglite-100k').db);
      log(`  pglite-100k: 清空搜索答案缓存（${emptied} 条）`);
      const server = await serverFor(def('pglite-100k'), 4);
      const ctx = ctxOf(server, undefined);
      try {
        await prime(server, notes);
        const o = { durationSec: D, c32: true };
        results.scenarios.push(await listScenario(ctx, 'api-tenders', 'pglite-100k', TENDER_CASES.map((c) => apiItem(c, server.port)), o));
        results.scenarios.push(await listScenario(ctx, 'api-suppliers', 'pglite-100k', SUPPLIER_CASES.map((c) => apiItem(c, server.port)), o));
        results.scenarios.push(await distinctScenario(ctx, 'api-distinct', 'pglite-100k', distinct.api, { durationSec: D, c32: false }, notes));
      } finally {
        await server.stop();
      }
    });
  }

  // ---- EXPLAIN: replay on an unmeasured server that records its SQL ----
  if (has('explain')) {
    await stage('explain', async () => {
      const captureFile = path.join(logsDir, `${runId}-sql.jsonl`);
      const preload = pathToFileURL(path.join(root, 'scripts', 'bench', 'sql-capture.mjs')).href;
      const server = await serverFor(def('pg-1m'), 5, { NODE_OPTIONS: `--import=${preload}`, BENCH_SQL_CAPTURE_FILE: captureFile }, 'capture');
      try {
        await prime(server, notes);
        const jobs: { scenario: string; item: Item; why: string; fresh?: boolean }[] = [];
        const byId = (items: Item[], id: string | undefined) => items.find((i) => i.id === id);
        const scenarioItems: [string, Item[]][] = [
          ['api-tenders', TENDER_CASES.map((c) => apiItem(c, server.port))],
          ['api-suppliers', SUPPLIER_CASES.map((c) => apiItem(c, server.port))],
          ['search-html', searchPageItems(server.port)],
          ['case-library', caseItems(server.port)],
          ['case-detail', detailItems(server.port)],
        ];
        for (const [scenario, items] of scenarioItems) {
          const worst = slowest(results.scenarios.find((s) => s.id === scenario && s.dataset === 'pg-1m'));
          // Without load figures (--only=explain) every scenario's first address stands in.
          const item = byId(items, worst?.id) ?? items[0];
          if (!item) continue;
          jobs.push({ scenario, item, why: worst ? `Slowest p95 of the scenario at concurrency 1 (${fmtMs(worst.c1.latency.p95)} ms)` : 'First address of the scenario (no load figures in this run)' });
        }
        // Questions nobody asked yet, so no cached answer can stand in for the search itself.
        const freshTender = reserve.find((b) => b.type === 3);
        const freshSupplier = reserve.find((b) => b.type === 1 && b !== freshTender);
        const freshPage = reserve.find((b) => b.type === 3 && b !== freshTender);
        for (const [scenario, body] of [['api-tenders', freshTender], ['api-suppliers', freshSupplier]] as const) {
          if (body) jobs.push({ scenario, item: { id: 'new', label: JSON.stringify(body), target: distinctTargets([body], server.port)[0]! }, why: 'A question not asked before in this run (no cached answer)' });
        }
        if (freshPage) {
          const c: SearchCase = { id: 'new', note: 'not asked before', body: freshPage };
          jobs.push({ scenario: 'search-html', item: pageItem('new', caseLabel(c), searchPagePath(c), server.port), why: 'A page not asked before in this run (no cached answer)' });
        }
        // The slowest never-asked question of each stream, asked again with the answer cache emptied so
        // the search itself runs (its figures in the report are those of the measured run).
        for (const { id: scenario, dataset, slowestQuestion: worst } of results.scenarios) {
          if (dataset !== 'pg-1m' || !worst) continue;
          const item = { id: 'slowest', label: worst.label, target: onPort(worst.target, server.port) };
          jobs.push({ scenario, item, why: `Slowest never-asked question at concurrency 1 (${fmtMs(worst.ms)} ms), its cached answer removed`, fresh: true });
        }
        for (const job of jobs) {
          if (job.fresh) await clearAnswerCache(def('pg-1m').db);
          const offset = captureOffset(captureFile);
          const t = performance.now();
          await requestOnce(server, job.item.target);
          const requestMs = performance.now() - t;
          // Statements the app starts after answering (a cache write) land a moment later.
          await new Promise((r) => setTimeout(r, 200));
          const statements = statementsToExplain(readCapture(captureFile, offset), 3);
          const explained: ExplainResult = {
            scenario: job.scenario,
            queryId: job.item.id,
            label: job.item.label,
            request: describeTarget(job.item.target),
            why: job.why,
            requestMs,
            statements: await explainStatements(pgUrl('pg-1m'), statements),
          };
          results.explains.push(explained);
          log(`  ${job.scenario} ${job.item.id}: ${statements.length} 条语句，最慢 ${fmtMs(statements[0]?.ms)} ms`);
        }
      } finally {
        await server.stop();
      }
    });
  }

  // ---- report ----
  results.scales = computeScales(results.scenarios);
  results.totalSeconds = (performance.now() - started) / 1000;
  notes.push(
    `Load: autocannon 9 over loopback with keep-alive, from the same machine (the load generator shares the ${m.cores} cores with the server and PostgreSQL). Every measurement lasts ${D} s: one run per address at concurrency 1, and one mix of all the scenario's addresses at concurrency 32, each connection starting at a different place in the list.`,
    'Latency: time from sending a request to the last byte of its answer, for every response autocannon received (any status); p50/p95/p99 are nearest-rank percentiles of those (autocannon itself has no p95). A concurrency-1 run that got fewer than 3 answers within its time was topped up to 3 single requests.',
    '"Unanswered at end": requests still in flight when a run\'s time was up; autocannon drops them, so they are neither errors nor latencies. A run whose requests mostly end there (a slow scenario at concurrency 32) measured only its fastest answers: read its rate, not its percentiles.',
    'Errors: connection errors and timeouts (30 s), responses outside 2xx, and searchByType answers whose envelope code is not 0. API calls are sent without accept-encoding so every envelope can be read; pages are asked with accept-encoding gzip, as browsers do.',
    'Cold: the first request of each address on a freshly started server, before any measured run of that address (it doubles as the warm-up). In-process caches are empty then; PostgreSQL\'s buffers and anything the app keeps in the database are not. The distinct-query scenario never asks a question twice, so its figures are the cost of a question not asked before.',
    'searchByType latency at 10k, 100k and 1M bids is measured over HTTP on a server per dataset (same build, same query list). Suppliers and cases scale with bids (10 % and 5 %).',
    'EXPLAIN: an extra, unmeasured server records the SQL it sends (scripts/bench/sql-capture.mjs); each listed request is replayed once there and its three slowest read statements are explained with the captured parameters, in a read-only transaction that is rolled back.',
    'JavaScript per route: every script the page\'s HTML loads (script src and preload as=script, noModule excluded), sizes as gzip at zlib\'s default level, which is how next start sends them. HTML size in the budget is the uncompressed body.',
    `Lighthouse ${m.lighthouse}, default (mobile) config with its simulated throttling, headless Chromium; median of ${opts.lighthouseRuns} run(s) per page, each started once the machine is quiet (under 15 % CPU for a second, at most 60 s of waiting).`,
    `Server: ${results.server}. A page answered from its page cache (column "page-cache hits") never reaches Next, so it can be faster than the static asset, which Next itself serves; the distinct pages are never in that cache.`,
    `The /search.html queries are the searchByType list shown as pages (9 results a page at the same page number; the sub-site queries are asked on cd.localhost / cq.localhost).`,
  );
  const budgets = evaluateBudgets(results);
  const json = JSON.stringify({ ...withoutSamples(results), budgets }, null, 2);
  const markdown = renderMarkdown(results, budgets);
  writeFileSync(path.join(resultsDir, `${runId}.json`), json);
  writeFileSync(path.join(resultsDir, `${runId}.md`), markdown);
  writeFileSync(path.join(resultsDir, 'latest.md'), markdown);
  if (opts.baseline) copyFileSync(path.join(resultsDir, `${runId}.md`), path.join(resultsDir, 'baseline.md'));
  log('');
  log(renderSummary(results, budgets));
  log('');
  log(`报告: bench/results/${runId}.md（同 latest.md${opts.baseline ? '、baseline.md' : ''}），数据: bench/results/${runId}.json，日志: bench/results/logs/`);
  log(`用时 ${(results.totalSeconds / 60).toFixed(1)} 分钟`);
  return 0;
}

process.on('exit', killAllServersNow);
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    void stopAllServers().finally(() => process.exit(130));
  });
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch(async (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    await stopAllServers();
    process.exitCode = 1;
  })
  .finally(() => {
    // pg pools, Lighthouse or autocannon may leave handles open: the run is over.
    setTimeout(() => process.exit(), 100).unref();
  });
