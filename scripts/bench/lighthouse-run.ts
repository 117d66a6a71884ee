// Lighthouse (mobile preset, the default config) on the production server with Debian's Chromium. Scores
// move between runs on a busy 2-core machine, so a full run takes the median of three per page; the
// failing audits of the median run are listed so they can be fixed.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { waitCpuIdle } from './cpu-idle';
import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory, type LighthouseResult } from './results';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** The part of a Lighthouse result the report reads. */
export interface LhrLike {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string } | undefined>;
}

export function median(xs: number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
}

export function categoryScores(lhr: LhrLike): Record<LighthouseCategory, number | null> {
  const out = {} as Record<LighthouseCategory, number | null>;
  for (const c of LIGHTHOUSE_CATEGORIES) {
    const score = lhr.categories[c]?.score;
    out[c] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  return out;
}

/**
 * Audits that cost points: scored (binary or numeric), below 1, in one of the four categories; the ones
 * that weigh most first, at most `max`.
 */
export function failingAudits(lhr: LhrLike, max = 8): LighthouseResult['failing'] {
  const rows: (LighthouseResult['failing'][number] & { weight: number })[] = [];
  const seen = new Set<string>();
  for (const c of LIGHTHOUSE_CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || seen.has(a.id) || a.score === null || a.score >= 1) continue;
      if (a.scoreDisplayMode !== 'binary' && a.scoreDisplayMode !== 'numeric' && a.scoreDisplayMode !== 'metricSavings') continue;
      seen.add(a.id);
      rows.push({ id: a.id, title: a.title, category: c, score: a.score, displayValue: a.displayValue, weight: ref.weight });
    }
  }
  return rows
    .sort((a, b) => b.weight - a.weight || (a.score ?? 0) - (b.score ?? 0))
    .slice(0, max)
    .map((r) => ({ id: r.id, title: r.title, category: r.category, score: r.score, displayValue: r.displayValue }));
}

export async function runLighthouse(pages: { page: string; url: string }[], runs: number, log: (line: string) => void): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const results: LighthouseResult[] = [];
  try {
    for (const { page, url } of pages) {
      const lhrs: LhrLike[] = [];
      let error: string | undefined;
      for (let i = 0; i < runs; i++) {
        try {
          await waitCpuIdle();
          const res = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] });
          if (!res) throw new Error('Lighthouse 没有结果');
          const lhr = res.lhr as unknown as LhrLike & { runtimeError?: { message: string } };
          if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
          lhrs.push(lhr);
        } catch (err) {
          error = err instanceof Error ? err.message : String(err);
        }
      }
      const all = lhrs.map(categoryScores);
      const scores = {} as Record<LighthouseCategory, number | null>;
      for (const c of LIGHTHOUSE_CATEGORIES) scores[c] = median(all.map((s) => s[c]).filter((v): v is number => v !== null));
      // The run closest to the median performance stands for the page's audits and metrics.
      const perf = scores.performance;
      const representative = lhrs.length
        ? lhrs.reduce((a, b) => (Math.abs((categoryScores(b).performance ?? 0) - (perf ?? 0)) < Math.abs((categoryScores(a).performance ?? 0) - (perf ?? 0)) ? b : a))
        : undefined;
      const metrics: Record<string, string> = {};
      for (const m of METRICS) {
        const v = representative?.audits[m]?.displayValue;
        if (v) metrics[m] = v;
      }
      results.push({
        page,
        url,
        runs: lhrs.length,
        scores,
        allScores: all,
        metrics,
        failing: representative ? failingAudits(representative) : [],
        ...(lhrs.length ? {} : { error }),
      });
      log(`  ${page}: ${LIGHTHOUSE_CATEGORIES.map((c) => `${c} ${scores[c] ?? '—'}`).join(', ')}${error && !lhrs.length ? `（${error}）` : ''}`);
    }
  } finally {
    chrome.kill();
  }
  return results;
}
