'use client';

import { catalogue } from '@/lib/api/catalogue';
import { MAX_BATCH, type EventName, type Project } from './events';
import type { TrackEvent } from './schemas';
import { optedOut } from './rules';

// The page side of analytics (001 §7-§8). Events wait in a queue and leave in one beacon
// after the page has loaded (when the browser is idle), when it is hidden or left, or when the queue
// is full: nothing competes with a page's loading, and sending never holds a page up. A failure is
// only logged (001 §8).

interface Config {
  project: Project;
  endpoint: string;
  cityCode?: string;
}

let config: Config | null = null;
let queue: TrackEvent[] = [];

function visitId(): string {
  try {
    const kept = sessionStorage.getItem('jf-visit');
    if (kept) return kept;
    const id = crypto.randomUUID().replace(/-/g, '');
    sessionStorage.setItem('jf-visit', id);
    return id;
  } catch {
    return 'anonymousvisit';
  }
}

function blocked(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return optedOut({ doNotTrack: nav.doNotTrack ?? (window as { doNotTrack?: string }).doNotTrack, globalPrivacyControl: nav.globalPrivacyControl });
}

function flush(): void {
  if (!config || queue.length === 0) return;
  const body = JSON.stringify({ project: config.project, visit: visitId(), cityCode: config.cityCode, events: queue.splice(0, MAX_BATCH) });
  try {
    const sent = navigator.sendBeacon?.(config.endpoint, new Blob([body], { type: 'application/json' }));
    if (!sent) void fetch(config.endpoint, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch((e) => console.warn('analytics', e));
  } catch (e) {
    console.warn('analytics', e);
  }
  if (queue.length) flush();
}

/** Starts analytics for this page (once): the project, where to send, and the city it shows. */
export function startAnalytics(next: Partial<Config> & { project: Project }): void {
  if (config) {
    config = { ...config, ...next };
    return;
  }
  config = { endpoint: catalogue.track.path, ...next };
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
}

/** Queues one event; nothing at all when the browser asks not to be tracked. */
export function track(name: EventName, label?: string): void {
  if (typeof window === 'undefined' || blocked()) return;
  const event: TrackEvent = { name, path: location.pathname.slice(0, 200) || '/' };
  if (label) event.label = label.slice(0, 40);
  queue.push(event);
  if (queue.length >= MAX_BATCH) flush();
}

/** A page view, with the referring site when the visitor came from another one. */
export function trackPageView(referrer?: string): void {
  track('page_view');
  const last = queue.at(-1);
  if (last && referrer) last.referrer = referrer;
}

/** Sends what is waiting once the page has loaded and the browser is idle (a page view at once). */
export function flushWhenIdle(): void {
  const later = () => (window.requestIdleCallback ? window.requestIdleCallback(() => flush()) : setTimeout(flush, 200));
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}

/** For tests: a clean start. */
export function resetAnalytics(): void {
  config = null;
  queue = [];
}
