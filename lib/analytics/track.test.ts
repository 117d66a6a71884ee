// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushWhenIdle, resetAnalytics, startAnalytics, track, trackPageView } from './track';

const beacon = vi.fn<(url: string, body: Blob) => boolean>(() => true);

async function sentBodies(): Promise<{ project: string; cityCode?: string; events: { name: string; path: string; label?: string; referrer?: string }[] }[]> {
  return Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await blob.text())));
}

beforeEach(() => {
  resetAnalytics();
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: null });
  window.history.replaceState(null, '', '/search.html?keyword=x');
});
afterEach(() => vi.useRealTimers());

describe('analytics on the page', () => {
  it('sends queued events in one beacon to the endpoint, with the project and city, paths without queries', async () => {
    startAnalytics({ project: 'default', cityCode: '500100' });
    trackPageView('www.baidu.com');
    track('search', '软件企业');
    expect(beacon).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe('/api/track');
    const [body] = await sentBodies();
    expect(body).toMatchObject({ project: 'default', cityCode: '500100' });
    expect(body!.events).toEqual([
      { name: 'page_view', path: '/search.html', referrer: 'www.baidu.com' },
      { name: 'search', path: '/search.html', label: '软件企业' },
    ]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('sends after load when the browser is idle', () => {
    vi.useFakeTimers();
    startAnalytics({ project: 'production' });
    trackPageView();
    flushWhenIdle();
    expect(beacon).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('collects nothing when the browser asks not to be tracked', () => {
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: '1' });
    startAnalytics({ project: 'default' });
    trackPageView();
    track('publish');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
  });

  it('logs a failed send and goes on', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    beacon.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    startAnalytics({ project: 'default' });
    track('consult');
    window.dispatchEvent(new Event('pagehide'));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
