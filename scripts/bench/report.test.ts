import { describe, expect, it } from 'vitest';
import { evaluateBudgets } from './budgets';
import { sampleResults } from './fixture';
import { ceilingRatio, fmtKb, fmtMs, mdTable, renderMarkdown, renderSummary, textTable } from './report';

describe('formatting', () => {
  it('writes milliseconds, sizes and missing figures readably', () => {
    expect(fmtMs(3.14159)).toBe('3.1');
    expect(fmtMs(123.6)).toBe('124');
    expect(fmtMs(Number.NaN)).toBe('—');
    expect(fmtMs(undefined)).toBe('—');
    expect(fmtKb(2048)).toBe('2.0');
  });

  it('escapes pipes in Markdown cells', () => {
    expect(mdTable(['a', 'b'], [['x|y', 1]])).toBe('| a | b |\n|---|---|\n| x\\|y | 1 |');
  });

  it('aligns terminal tables with CJK text counted as two columns', () => {
    const lines = textTable(['name', 'n'], [['医疗', '1'], ['ab', '22']]).split('\n');
    expect(lines[0]).toBe('name   n');
    expect(lines[2]).toBe('医疗   1');
    expect(lines[3]).toBe('ab    22');
  });
});

describe('renderMarkdown', () => {
  const results = sampleResults();
  const md = renderMarkdown(results, evaluateBudgets(results));

  it('lists every Lighthouse run with what the browser saw unthrottled', () => {
    expect(md).toContain(
      'Every run (perf/a11y/bp/seo; unthrottled observations in brackets; machine speed is Lighthouse\'s benchmark index, higher is faster): 91/97/96/100 (first paint seen at 301 ms, document 70 ms, machine speed 1540), 84/97/96/100 (first paint seen at 1275 ms, document — ms)',
    );
  });

  it('reports the stock-settings Lighthouse runs beside the bench\'s own', () => {
    expect(md).toContain('## Lighthouse (mobile preset), stock settings\n');
    const stock = renderMarkdown({ ...results, lighthouseStock: [{ ...results.lighthouse[0]!, scores: { performance: 86, accessibility: 97, 'best-practices': 96, seo: 100 } }] }, []);
    expect(stock.split('## Lighthouse (mobile preset), stock settings')[1]).toContain('| /search.html | 86 | 97 | 96 | 100 |');
  });

  it('names the machine, the commit and the date', () => {
    expect(md).toContain('# Benchmark report — 2026-01-01');
    expect(md).toContain('commit `abc123`');
    expect(md).toContain('Test CPU, 2 cores, 8 GB RAM');
    expect(md).toContain('PostgreSQL 15.0');
  });

  it('has the budget table with verdicts, per-query tables, EXPLAIN, Lighthouse and JS sections', () => {
    expect(md).toContain('| /search.html · concurrency 32 · throughput | ≥ 150 requests/s; sample ≥ 1,000 answers | 120.0 requests/s of 150 | 20 % over | ❌ not met |');
    expect(md).toContain('| /search.html · concurrency 32 · p99 | ≤ 300 ms; sample ≥ 1,000 answers | 250 ms of 300 | 17 % margin | ✅ met |');
    expect(md).toContain('### searchByType · tenders · PostgreSQL 1M · concurrency 1');
    expect(md).toContain('### searchByType p95 (ms) per query across datasets');
    expect(md).toContain('```text\nResult  (cost=0.00..0.01 rows=1 width=4)\n```');
    expect(md).toContain('`largest-contentful-paint` (performance, score 0.7) Largest Contentful Paint — 2.9 s');
    expect(md).toContain('| /search.html | 1 | 2.0 | 1.0 | 4.0 | 1.0 |');
    expect(md).toContain('- A note.');
  });

  it('marks a run with uncommitted changes', () => {
    expect(renderMarkdown({ ...results, dirty: true }, [])).toContain('**with uncommitted changes**');
  });
});

describe('renderSummary', () => {
  it('prints one table and the budgets under it', () => {
    const results = sampleResults();
    const out = renderSummary(results, evaluateBudgets(results));
    expect(out.split('\n')[0]).toMatch(/^scenario\s+data\s+c\s+req\/s/);
    expect(out).toContain('static asset (ceiling)');
    expect(out).toMatch(/Budgets: \d+ of \d+ measured met/);
    expect(out).toContain('✘ /search.html · concurrency 32 · throughput: 120.0 requests/s of 150 (20 % over) (target ≥ 150 requests/s; sample ≥ 1,000 answers)');
  });

  it('relates a rate to the static asset at the same concurrency', () => {
    const results = sampleResults();
    const html = results.scenarios.find((s) => s.id === 'search-html')!;
    expect(ceilingRatio(results, html.c32)).toBeCloseTo(0.12);
  });
});
