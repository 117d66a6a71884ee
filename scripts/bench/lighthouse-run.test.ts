import { describe, expect, it } from 'vitest';
import { categoryScores, chromeFlags, failingAudits, launchFlags, median, observedTimings, type LhrLike } from './lighthouse-run';

const lhr: LhrLike = {
  categories: {
    performance: { score: 0.874, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }, { id: 'total-blocking-time', weight: 30 }] },
    accessibility: { score: 0.95, auditRefs: [{ id: 'color-contrast', weight: 7 }, { id: 'image-alt', weight: 10 }] },
    'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
    seo: { score: null, auditRefs: [] },
  },
  audits: {
    'largest-contentful-paint': { id: 'largest-contentful-paint', title: 'LCP', score: 0.6, scoreDisplayMode: 'numeric', displayValue: '3.1 s' },
    'total-blocking-time': { id: 'total-blocking-time', title: 'TBT', score: 1, scoreDisplayMode: 'numeric' },
    'color-contrast': { id: 'color-contrast', title: 'Contrast', score: 0, scoreDisplayMode: 'binary' },
    'image-alt': { id: 'image-alt', title: 'Alt', score: null, scoreDisplayMode: 'notApplicable' },
    'errors-in-console': { id: 'errors-in-console', title: 'Console', score: 1, scoreDisplayMode: 'binary' },
  },
};

describe('lighthouse figures', () => {
  it('turns category scores into 0-100, null where Lighthouse gave none', () => {
    expect(categoryScores(lhr)).toEqual({ performance: 87, accessibility: 95, 'best-practices': 100, seo: null });
  });

  it('lists the audits that cost points, heaviest first', () => {
    expect(failingAudits(lhr).map((a) => a.id)).toEqual(['largest-contentful-paint', 'color-contrast']);
    expect(failingAudits(lhr)[0]).toMatchObject({ category: 'performance', displayValue: '3.1 s' });
  });

  it('takes the median of several runs', () => {
    expect(median([90, 70, 80])).toBe(80);
    expect(median([90, 80])).toBe(85);
    expect(median([])).toBeNull();
  });
});

describe('chrome flags', () => {
  it('adds features to the one --disable-features list and keeps the rest', () => {
    const flags = chromeFlags(['--no-first-run', '--disable-features=Translate,MediaRouter', '--mute-audio'], ['--headless=new'], ['PaintHolding', 'Translate']);
    expect(flags).toEqual(['--no-first-run', '--mute-audio', '--disable-features=Translate,MediaRouter,PaintHolding', '--headless=new']);
    expect(flags.filter((f) => f.startsWith('--disable-features='))).toHaveLength(1);
  });

  it('starts a list when the defaults have none', () => {
    expect(chromeFlags(['--no-first-run'], [], ['PaintHolding'])).toEqual(['--no-first-run', '--disable-features=PaintHolding']);
  });

  it('switches paint holding off for the bench\'s runs only; stock runs keep chrome-launcher\'s defaults', () => {
    const defaults = ['--no-first-run', '--disable-features=Translate,MediaRouter'];
    expect(launchFlags('bench', defaults)).toContain('--disable-features=Translate,MediaRouter,PaintHolding');
    expect(launchFlags('stock', defaults)).toEqual(['--no-first-run', '--disable-features=Translate,MediaRouter', '--headless=new', '--no-sandbox']);
  });
});

describe('observed timings', () => {
  it('reads the unthrottled first paint and document time of a run', () => {
    const run: LhrLike = {
      ...lhr,
      environment: { benchmarkIndex: 1542.5 },
      audits: {
        ...lhr.audits,
        metrics: { id: 'metrics', title: 'Metrics', score: null, scoreDisplayMode: 'informative', details: { items: [{ observedFirstContentfulPaint: 1274.6 }] } },
        'server-response-time': { id: 'server-response-time', title: 'TTFB', score: 1, scoreDisplayMode: 'metricSavings', numericValue: 66.9 },
      },
    };
    expect(observedTimings(run)).toEqual({ fcpMs: 1275, serverMs: 67, benchmarkIndex: 1543 });
    expect(observedTimings(lhr)).toEqual({ fcpMs: null, serverMs: null, benchmarkIndex: null });
  });
});
