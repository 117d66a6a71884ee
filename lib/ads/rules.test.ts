import { describe, expect, it } from 'vitest';
import { isLive, isTargeted, pickSlotAds, type AdRow } from './rules';
import { MAX_ITEMS_PER_SLOT } from './slots';

const now = new Date('2026-11-24T08:00:00Z');
let nextId = 1;
const row = (patch: Partial<AdRow>): AdRow => ({
  id: nextId++,
  slotCode: 'search-right-1',
  cityCodes: null,
  enabled: true,
  sort: 0,
  title: '广告',
  srcImg: '/images/ads/a.svg',
  href: '/a.html',
  mediaType: 1,
  videoUrl: null,
  startsAt: null,
  endsAt: null,
  ...patch,
});

describe('pickSlotAds', () => {
  it("puts a city's own items first, then the all-city ones, each by sort then id", () => {
    const all2 = row({ sort: 2, title: 'all-2' });
    const all1 = row({ sort: 1, title: 'all-1' });
    const own = row({ cityCodes: ['500100', '510100'], sort: 9, title: 'own' });
    const other = row({ cityCodes: ['510100'], title: 'other city' });
    const ads = pickSlotAds([all2, all1, own, other], ['search-right-1'], '500100', now);
    expect(ads['search-right-1']!.map((a) => a.title)).toEqual(['own', 'all-1', 'all-2']);
    // A city without items of its own falls back to the all-city items.
    expect(pickSlotAds([all2, all1, own], ['search-right-1'], '110100', now)['search-right-1']!.map((a) => a.title)).toEqual(['all-1', 'all-2']);
  });

  it('keeps only enabled items within their times and at most the cap', () => {
    const rows = [
      row({ title: 'off', enabled: false }),
      row({ title: 'not yet', startsAt: new Date(now.getTime() + 1000) }),
      row({ title: 'over', endsAt: now }),
      row({ title: 'running', startsAt: new Date(now.getTime() - 1000), endsAt: new Date(now.getTime() + 1000) }),
      ...Array.from({ length: MAX_ITEMS_PER_SLOT + 2 }, (_, i) => row({ sort: 10 + i, title: `n${i}` })),
    ];
    const titles = pickSlotAds(rows, ['search-right-1'], '500100', now)['search-right-1']!.map((a) => a.title);
    expect(titles[0]).toBe('running');
    expect(titles).not.toContain('not yet');
    expect(titles).not.toContain('over');
    expect(titles).not.toContain('off');
    expect(titles).toHaveLength(MAX_ITEMS_PER_SLOT);
  });

  it('answers every asked slot, [] when it has nothing, and never another slot', () => {
    const ads = pickSlotAds([row({ slotCode: 'jfCase-right-1' })], ['search-right-1', 'unknown-slot'], '500100', now);
    expect(ads).toEqual({ 'search-right-1': [], 'unknown-slot': [] });
  });

  it('answers a video with its address and a video without one as a picture', () => {
    const [video, broken] = pickSlotAds(
      [row({ mediaType: 2, videoUrl: '/media/ads/v.webm', sort: 1 }), row({ mediaType: 2, videoUrl: null, sort: 2 })],
      ['search-right-1'],
      '500100',
      now,
    )['search-right-1']!;
    expect(video).toMatchObject({ mediaType: 2, videoUrl: '/media/ads/v.webm' });
    expect(broken).toMatchObject({ mediaType: 1, videoUrl: null });
  });
});

describe('isLive', () => {
  const at = (ms: number) => new Date(now.getTime() + ms);
  it('runs from its start (included) to its end (excluded), only while enabled', () => {
    expect(isLive({ enabled: true, startsAt: null, endsAt: null }, now)).toBe(true);
    expect(isLive({ enabled: true, startsAt: now, endsAt: at(1) }, now)).toBe(true);
    expect(isLive({ enabled: true, startsAt: at(1), endsAt: null }, now)).toBe(false);
    expect(isLive({ enabled: true, startsAt: null, endsAt: now }, now)).toBe(false);
    expect(isLive({ enabled: false, startsAt: null, endsAt: null }, now)).toBe(false);
  });
});

describe('isTargeted', () => {
  it('shows an all-city item everywhere and a targeted one only in its cities', () => {
    expect(isTargeted({ cityCodes: null }, '500100')).toBe(true);
    expect(isTargeted({ cityCodes: ['500100', '510100'] }, '510100')).toBe(true);
    expect(isTargeted({ cityCodes: ['500100'] }, '110100')).toBe(false);
  });
});
