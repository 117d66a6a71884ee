import { describe, expect, it } from 'vitest';
import { categoryScores, failingAudits, median, type LhrLike } from './lighthouse-run';

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
