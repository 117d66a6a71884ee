// Lighthouse (mobile preset, the default config) on the production server with Debian's Chromium. Scores
// move between runs on a busy 2-core machine, so a full run takes the median of three per page; the
// failing audits of the median run are listed so they can be fixed.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { waitCpuIdle } from './cpu-idle';
import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory, type LighthouseObserved, type LighthouseResult } from './results';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// Paint holding in headless Chromium now and then keeps a page's first contentful frame from being
// presented for one or two whole seconds (GoogleChrome/lighthouse#17148: viz stops offering BeginFrames
// during the load). The observed first paint then lands after every script has loaded and run, and
// Lantern builds its simulated LCP from that moment. Measured on this machine with the case library's
// HTML without its scripts, 6 runs each: first paint seen at 1.2-2.3 s in about half the runs with
// paint holding, 0.27-0.48 s in all six without. Visitors' browsers are not affected.
const DISABLED_FEATURES = ['PaintHolding'];

/**
 * How Chromium is started. `bench`: the flags above, paint holding off. `stock`: as Lighthouse 12's CLI
 * starts it (chrome-launcher's defaults, headless), every feature a visitor's Chrome has left on, so the
 * report shows what a visitor meets beside the bench's steadier figures; the budgets hold on both.
 * --no-sandbox only because the bench may run as root, where Chromium refuses to start sandboxed.
 */
export type LighthouseSettings = 'bench' | 'stock';
const SETTINGS: Record<LighthouseSettings, { extra: string[]; disabledFeatures: string[] }> = {
  bench: { extra: CHROME_FLAGS, disabledFeatures: DISABLED_FEATURES },
  stock: { extra: ['--headless=new', '--no-sandbox'], disabledFeatures: [] },
};

/** The command-line flags of a run with these settings, given chrome-launcher's defaults. */
export function launchFlags(settings: LighthouseSettings, defaults: string[]): string[] {
  const { extra, disabledFeatures } = SETTINGS[settings];
  return chromeFlags(defaults, extra, disabledFeatures);
}
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** The part of a Lighthouse result the report reads. */
export interface LhrLike {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    | {
        id: string;
        title: string;
        score: number | null;
        scoreDisplayMode: string;
        displayValue?: string;
        numericValue?: number;
        details?: { items?: Record<string, unknown>[] };
      }
    | undefined
  >;
}

/**
 * chrome-launcher's default flags plus ours, with our features added to its one --disable-features list
 * (Chromium reads a single --disable-features; a second one would switch its list back on).
 */
export function chromeFlags(defaults: string[], extra: string[], disabledFeatures: string[]): string[] {
  const prefix = '--disable-features=';
  const own = defaults.filter((f) => !f.startsWith(prefix));
  const features = defaults.filter((f) => f.startsWith(prefix)).flatMap((f) => f.slice(prefix.length).split(',')).filter(Boolean);
  const all = [...new Set([...features, ...disabledFeatures])];
  return [...own, ...(all.length ? [prefix + all.join(',')] : []), ...extra];
}

export function observedTimings(lhr: LhrLike): LighthouseObserved {
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  const fcp = metrics?.observedFirstContentfulPaint;
  const server = lhr.audits['server-response-time']?.numericValue;
  const index = lhr.environment?.benchmarkIndex;
  return {
    fcpMs: typeof fcp === 'number' ? Math.round(fcp) : null,
    serverMs: typeof server === 'number' ? Math.round(server) : null,
    benchmarkIndex: typeof index === 'number' ? Math.round(index) : null,
  };
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

export async function runLighthouse(
  pages: { page: string; url: string }[],
  runs: number,
  log: (line: string) => void,
  settings: LighthouseSettings = 'bench',
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: launchFlags(settings, chromeLauncher.Launcher.defaultFlags()),
    ignoreDefaultFlags: true,
    logLevel: 'silent',
  });
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
        observed: lhrs.map(observedTimings),
        metrics,
        failing: representative ? failingAudits(representative) : [],
        ...(lhrs.length ? {} : { error }),
      });
      log(`  ${page}${settings === 'stock' ? '（stock）' : ''}: ${LIGHTHOUSE_CATEGORIES.map((c) => `${c} ${scores[c] ?? '—'}`).join(', ')}${error && !lhrs.length ? `（${error}）` : ''}`);
    }
  } finally {
    chrome.kill();
  }
  return results;
}
