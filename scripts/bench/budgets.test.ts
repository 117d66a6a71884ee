import { describe, expect, it } from 'vitest';
import { budgetMark, evaluateBudgets, fmtMargin } from './budgets';
import { query, repeated, run, sampleResults } from './fixture';
import { computeScales } from './results';

const byId = (checks: ReturnType<typeof evaluateBudgets>, id: string) => checks.find((c) => c.id === id)!;

describe('evaluateBudgets', () => {
  it('holds every query to the 50 ms p95, naming the slowest', () => {
    const check = byId(evaluateBudgets(sampleResults()), 'api-p95-1m');
    expect(check.met).toBe(false);
    expect(check.actual).toContain('T02');
    expect(check.actual).toContain('2/3');
  });

  it('passes the per-query budget only when every query is within it and without errors', () => {
    const r = sampleResults();
    const tenders = r.scenarios.find((s) => s.id === 'api-tenders' && s.dataset === 'pg-1m')!;
    tenders.queries = [query('T01', repeated([5, 6, 7], 10))];
    expect(byId(evaluateBudgets(r), 'api-p95-1m').met).toBe(true);
    tenders.queries[0]!.c1.non2xx = 1;
    expect(byId(evaluateBudgets(r), 'api-p95-1m').met).toBe(false);
  });

  it('compares the pooled p95 at 1M with the one at 100k', () => {
    const check = byId(evaluateBudgets(sampleResults()), 'api-growth');
    // 1M pools two "slow" runs (p95 ≈ 21) and one at 60 ms; 100k is all "fast" (p95 10.5).
    expect(check.met).toBe(false);
    expect(check.actual).toMatch(/×$/);
  });

  it('judges the page at concurrency 32: rate, p99, errors and HTML size', () => {
    const checks = evaluateBudgets(sampleResults());
    expect(byId(checks, 'html-rps')).toMatchObject({ met: false, actual: '120.0 requests/s of 150', margin: -0.2 });
    expect(byId(checks, 'html-p99')).toMatchObject({ met: true, actual: '250 ms of 300' });
    expect(byId(checks, 'html-errors').met).toBe(true);
    expect(byId(checks, 'html-size')).toMatchObject({ met: false, actual: '120,000 of 100,000 bytes (T01)' });
  });

  it('does not pass the HTML size over a page that failed', () => {
    const r = sampleResults();
    const html = r.scenarios.find((s) => s.id === 'search-html')!;
    for (const q of html.queries) q.cold.bytes = 50_000;
    expect(byId(evaluateBudgets(r), 'html-size').met).toBe(true);
    html.queries.find((q) => q.id === 'S01')!.cold.status = 500;
    expect(byId(evaluateBudgets(r), 'html-size')).toMatchObject({ met: false, actual: expect.stringMatching(/^50,000 of 100,000 bytes \(T01\); no page from S01/) });
  });

  it('counts timeouts and error envelopes as errors', () => {
    const r = sampleResults();
    r.scenarios.find((s) => s.id === 'search-html')!.c32!.errors = 2;
    expect(byId(evaluateBudgets(r), 'html-errors').met).toBe(false);
  });

  it('holds never-asked questions to their own budgets, over at least 300 of them', () => {
    const r = sampleResults();
    const fast = Array.from({ length: 400 }, (_, i) => 5 + (i % 30));
    r.scenarios.push(
      { id: 'api-distinct', title: '', dataset: 'pg-1m', queries: [], c1: run(fast), c32: run(repeated(fast, 3), { rps: 150 }) },
      { id: 'api-distinct', title: '', dataset: 'pg-100k', queries: [], c1: run(fast) },
      { id: 'search-html-distinct', title: '', dataset: 'pg-1m', queries: [], c1: run(fast.slice(0, 200)) },
    );
    r.scales = computeScales(r.scenarios);
    const checks = evaluateBudgets(r);
    expect(byId(checks, 'never-api-1m').met).toBe(true);
    expect(byId(checks, 'never-growth').met).toBe(true);
    expect(byId(checks, 'never-c32').met).toBe(true);
    // Too few questions to say anything about a p95.
    expect(byId(checks, 'never-html-1m')).toMatchObject({
      met: false,
      actual: expect.stringContaining('over 200 questions, 0 errors; too few to judge: 200 questions, fewer than the minimum 300'),
    });
    expect(byId(checks, 'never-pglite').met).toBeNull();
    expect(byId(checks, 'never-detail-1m').met).toBeNull();
    r.scenarios.push({ id: 'record-detail-distinct', title: '', dataset: 'pg-1m', queries: [], c1: run(fast.map((v) => v * 3)) });
    expect(byId(evaluateBudgets(r), 'never-detail-1m')).toMatchObject({ met: true, actual: expect.stringContaining('over 400 questions') });
    r.scenarios.at(-1)!.c1 = run(fast.map((v) => v * 4));
    expect(byId(evaluateBudgets(r), 'never-detail-1m').met).toBe(false);

    const slow = r.scenarios.find((s) => s.id === 'api-distinct' && s.dataset === 'pg-1m')!;
    slow.c32 = run(repeated(fast, 3), { rps: 80 });
    expect(byId(evaluateBudgets(r), 'never-c32').met).toBe(false);
    slow.c32 = run(repeated(fast, 3), { rps: 150, unanswered: 3 });
    expect(byId(evaluateBudgets(r), 'never-c32').met).toBe(false);

    // The broad stream is held to the same rate at concurrency 32.
    expect(byId(evaluateBudgets(r), 'never-broad-c32').met).toBeNull();
    r.scenarios.push({ id: 'api-broad', title: '', dataset: 'pg-1m', queries: [], c1: run(fast), c32: run(repeated(fast, 3), { rps: 91.6 }) });
    expect(byId(evaluateBudgets(r), 'never-broad-c32')).toMatchObject({ met: false, actual: expect.stringContaining('91.6 answers/s of 100') });
    r.scenarios.at(-1)!.c32 = run(repeated(fast, 3), { rps: 120 });
    expect(byId(evaluateBudgets(r), 'never-broad-c32').met).toBe(true);

    // Its pages are held to the page budget at concurrency 1.
    expect(byId(evaluateBudgets(r), 'never-broad-html-1m').met).toBeNull();
    r.scenarios.push({ id: 'search-html-broad', title: '', dataset: 'pg-1m', queries: [], c1: run(fast.map((v) => v * 4)) });
    expect(byId(evaluateBudgets(r), 'never-broad-html-1m').met).toBe(false);
    r.scenarios.at(-1)!.c1 = run(fast.map((v) => v * 2));
    expect(byId(evaluateBudgets(r), 'never-broad-html-1m')).toMatchObject({ met: true, actual: expect.stringContaining('of 100') });
  });

  it('compares the growth of never-asked questions over the questions both sizes asked', () => {
    const r = sampleResults();
    const asked1m = Array.from({ length: 300 }, () => 30);
    // The 100k run asked the same 300 (12 ms each), then 900 harder ones the 1M run never reached.
    const asked100k = [...Array.from({ length: 300 }, () => 12), ...Array.from({ length: 900 }, () => 40)];
    r.scenarios.push(
      { id: 'api-distinct', title: '', dataset: 'pg-1m', queries: [], c1: run(asked1m) },
      { id: 'api-distinct', title: '', dataset: 'pg-100k', queries: [], c1: run(asked100k) },
    );
    r.scales = computeScales(r.scenarios);
    // Over all of its questions the 100k p95 would be 40 ms, and 30 / 40 would pass.
    expect(byId(evaluateBudgets(r), 'never-growth')).toMatchObject({ met: false, actual: '30 ms / 12 ms = 2.50× of 1.5× over the first 300 questions' });
  });

  it('reads Lighthouse scores per page and category; a page not run is not measured, never met', () => {
    const checks = evaluateBudgets(sampleResults());
    expect(byId(checks, 'lh-/search.html-performance')).toMatchObject({ met: false, actual: '91 of 95' });
    expect(byId(checks, 'lh-/search.html-seo').met).toBe(true);
    expect(byId(checks, 'lh-/jfCase.html-seo').met).toBeNull();
  });

  it('holds the stock-settings runs to the same Lighthouse budgets, apart from the bench\'s own', () => {
    const r = sampleResults();
    expect(byId(evaluateBudgets(r), 'lh-stock-/search.html-performance').met).toBeNull();
    r.lighthouseStock = [{ ...r.lighthouse[0]!, scores: { performance: 86, accessibility: 97, 'best-practices': 96, seo: 100 } }];
    const checks = evaluateBudgets(r);
    expect(byId(checks, 'lh-stock-/search.html-performance')).toMatchObject({
      met: false,
      actual: '86 of 95',
      target: '≥ 95; sample ≥ 3 runs',
      title: 'Lighthouse /search.html · performance · stock settings',
    });
    expect(byId(checks, 'lh-stock-/search.html-seo').met).toBe(true);
    expect(byId(checks, 'lh-stock-/-performance').met).toBeNull();
    expect(byId(checks, 'lh-/search.html-performance').actual).toBe('91 of 95');
  });

  it('holds the home page to the HTML budget of /search.html', () => {
    const r = sampleResults();
    expect(byId(evaluateBudgets(r), 'html-size-home').met).toBeNull();
    const home = { ...r.routes[0]!, route: '/index.html', url: '/index.html' };
    r.routes.push({ ...home, htmlRaw: 163_000 });
    expect(byId(evaluateBudgets(r), 'html-size-home')).toMatchObject({ met: false, actual: '163,000 of 100,000 bytes', target: '< 100,000 bytes; sample ≥ 1 page' });
    r.routes[1] = { ...home, htmlRaw: 92_000 };
    expect(byId(evaluateBudgets(r), 'html-size-home').met).toBe(true);
  });

  it('fails a budget measured on fewer than its minimum sample, saying so, however good the figure', () => {
    const r = sampleResults();
    // Fast enough, but 10 requests of T01: a p95 over 10 answers is their maximum.
    r.scenarios.find((s) => s.id === 'api-tenders' && s.dataset === 'pg-1m')!.queries = [query('T01', [5, 6, 7, 5, 6, 7, 5, 6, 7, 5])];
    r.scenarios.find((s) => s.id === 'api-suppliers' && s.dataset === 'pg-1m')!.queries = [query('S01', repeated([5, 6, 7], 10))];
    const perQuery = byId(evaluateBudgets(r), 'api-p95-1m');
    expect(perQuery).toMatchObject({ met: false, target: 'p95 ≤ 50 ms for every query; sample ≥ 20 requests of each query', sample: { n: 10, min: 20 } });
    expect(perQuery.actual).toBe('slowest T01 p95 7.0 ms of 50; 2/2 queries within; too few to judge: 10 requests of each query, fewer than the minimum 20');
    expect(budgetMark(perQuery)).toBe('❌ too few to judge');

    // The never-asked growth: a good ratio over 299 questions both sizes asked.
    const asked = Array.from({ length: 299 }, () => 10);
    r.scenarios.push(
      { id: 'api-distinct', title: '', dataset: 'pg-1m', queries: [], c1: run(asked) },
      { id: 'api-distinct', title: '', dataset: 'pg-100k', queries: [], c1: run(asked) },
    );
    r.scales = computeScales(r.scenarios);
    expect(byId(evaluateBudgets(r), 'never-growth')).toMatchObject({ met: false, actual: expect.stringContaining('too few to judge: 299 questions, fewer than the minimum 300') });
    r.scenarios.at(-2)!.c1 = run([...asked, 10]);
    r.scenarios.at(-1)!.c1 = run([...asked, 10]);
    r.scales = computeScales(r.scenarios);
    expect(byId(evaluateBudgets(r), 'never-growth')).toMatchObject({ met: true, margin: expect.closeTo(1 / 3, 5) });

    // A Lighthouse score from one run, a quick run's.
    r.lighthouse[0]!.runs = 1;
    expect(byId(evaluateBudgets(r), 'lh-/search.html-seo')).toMatchObject({ met: false, actual: '100; too few to judge: 1 run, fewer than the minimum 3' });
  });

  it('gives each measured result its margin to the limit, negative past it', () => {
    const r = sampleResults();
    const never = Array.from({ length: 303 }, (_, i) => (i < 287 ? 40 : 81));
    r.scenarios.push({ id: 'search-html-distinct', title: '', dataset: 'pg-1m', queries: [], c1: run(never) });
    r.scenarios.find((s) => s.id === 'search-html')!.queries.find((q) => q.id === 'T01')!.cold.bytes = 98_065;
    const checks = evaluateBudgets(r);
    const html = byId(checks, 'never-html-1m');
    expect(html).toMatchObject({ met: true, actual: 'p95 81 ms of 100 over 303 questions, 0 errors', margin: expect.closeTo(0.19, 5) });
    expect(fmtMargin(html.margin)).toBe('19 % margin');
    const size = byId(checks, 'html-size');
    expect(size.actual).toBe('98,065 of 100,000 bytes (T01)');
    expect(fmtMargin(size.margin)).toBe('1.9 % margin');
    expect(fmtMargin(byId(checks, 'html-rps').margin)).toBe('20 % over');
    expect(fmtMargin(byId(checks, 'lh-/search.html-accessibility').margin)).toBe('2.1 % margin');
    // No room to speak of: zero errors, a score that must be 100, a budget not measured.
    for (const id of ['html-errors', 'lh-/search.html-seo', 'never-pglite']) expect(checks.find((c) => c.id === id)?.margin).toBeUndefined();
    expect(fmtMargin(undefined)).toBe('—');
  });

  it('reports budgets of stages that did not run as not measured', () => {
    const r = sampleResults();
    r.scenarios = r.scenarios.filter((s) => s.dataset !== 'pglite-100k' && s.id !== 'search-html');
    r.scales = [];
    const checks = evaluateBudgets(r);
    for (const id of ['pglite-p95', 'html-rps', 'html-p99', 'html-errors', 'html-size', 'api-growth']) expect(byId(checks, id).met, id).toBeNull();
  });
});
