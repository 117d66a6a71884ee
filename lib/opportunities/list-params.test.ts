import { describe, expect, it } from 'vitest';
import { PAGE_PARAMS } from '@/server/page-params.mjs';
import type { SearchParams } from '@/lib/url/params';
import {
  bidListQuery,
  businessHref,
  canonicalDemandHallHref,
  demandHallHref,
  demandListQuery,
  parseBusinessParams,
  parseDemandParams,
  SORT_TABS,
  withFilters,
  withSortTab,
} from './list-params';

/** The names a parser reads, recorded through a Proxy. */
function namesRead(parse: (params: SearchParams) => unknown): string[] {
  const names = new Set<string>();
  parse(new Proxy({}, { get: (_t, name) => (names.add(String(name)), undefined) }));
  return [...names];
}

describe('the sort bar (001 §4, §9)', () => {
  it('has five tabs: all, my follows passing 6, and budget, delivery time and publish time sortable', () => {
    expect(SORT_TABS.map((t) => t.label)).toEqual(['全部需求', '我的关注', '预算', '交付时间', '发布时间']);
    expect(SORT_TABS[1].value).toBe('6');
    expect(SORT_TABS.filter((t) => t.sortable).map((t) => t.value)).toEqual(['budget', 'delivery', 'time']);
  });

  it('starts a sortable tab descending and turns it round on each further click, back on page 1', () => {
    const start = { ...parseBusinessParams({}), page: 4 };
    const first = withSortTab(start, 'budget');
    expect(first).toMatchObject({ sort: 'budget', order: 'desc', page: 1 });
    expect(businessHref(first)).toBe('/business.html?sort=budget');
    const second = withSortTab(first, 'budget');
    expect(businessHref(second)).toBe('/business.html?sort=budget&order=asc');
    expect(withSortTab(second, 'budget').order).toBe('desc');
    expect(withSortTab(second, 'time')).toMatchObject({ sort: 'time', order: 'desc' });
  });

  it('gives all demands and my follows no direction', () => {
    const follows = withSortTab(withSortTab(parseBusinessParams({ sort: 'budget' }), '6'), '6');
    expect(businessHref(follows)).toBe('/business.html?sort=6');
    expect(parseBusinessParams({ sort: '6', order: 'asc' }).order).toBe('desc');
    expect(businessHref(withSortTab(follows, ''))).toBe('/business.html');
  });
});

describe('parsing the list URLs', () => {
  it('reads every filter of /business.html and writes the same address back', () => {
    const url = '/business.html?type=2&direction=sjfw&cityCode=510100&budget=100-500&time=7&sort=delivery&order=asc&page=3';
    const state = parseBusinessParams(Object.fromEntries(new URL(url, 'http://x').searchParams));
    expect(state).toEqual({ type: '2', direction: 'sjfw', cityCode: '510100', budget: '100-500', time: '7', sort: 'delivery', order: 'asc', page: 3 });
    expect(businessHref(state)).toBe(url);
  });

  it('ignores junk: unknown values, bad pages, arrays, a second level under another first level', () => {
    expect(parseBusinessParams({ type: '9', direction: 'x', cityCode: '51', budget: '1-2', time: '5', sort: 'price', order: 'up', page: '-1' })).toEqual(
      parseBusinessParams({}),
    );
    expect(parseBusinessParams({ page: '2.5' }).page).toBe(1);
    expect(parseBusinessParams({ page: '99999' }).page).toBe(1000);
    expect(parseBusinessParams({ direction: ['rjkf', 'xxaq'] }).direction).toBe('rjkf');
    expect(parseDemandParams({ tab: 'manpower', category: 'dev', subCategory: 'dev-web' })).toMatchObject({ tab: 'manpower', category: '', subCategory: '' });
    expect(parseDemandParams({ category: 'dev', subCategory: 'job-java' })).toMatchObject({ tab: 'software', category: 'dev', subCategory: '' });
    expect(parseDemandParams({ tab: 'hr' }).tab).toBe('software');
  });

  it('reads only parameters the page cache keys the pages on', () => {
    const listed = PAGE_PARAMS as Record<string, string[]>;
    expect(namesRead(parseBusinessParams).filter((n) => !listed['/business.html']!.includes(n))).toEqual([]);
    expect(namesRead(parseDemandParams).filter((n) => !listed['/demandHall.html']!.includes(n))).toEqual([]);
  });
});

describe('list queries', () => {
  const now = new Date('2026-11-24T00:00:00Z');

  it('turns budget ranges into yuan and time windows into a start moment', () => {
    const q = bidListQuery(parseBusinessParams({ budget: '100-500', time: '7', type: '1', page: '2' }), now);
    expect(q).toMatchObject({ budgetMin: 1_000_000, budgetMax: 5_000_000, type: 1, page: 2, pageSize: 10 });
    expect(q.since?.toISOString()).toBe('2026-11-17T00:00:00.000Z');
    expect(bidListQuery(parseBusinessParams({ budget: '1000-' }), now)).toMatchObject({ budgetMin: 10_000_000, budgetMax: undefined });
    expect(demandListQuery(parseDemandParams({ tab: 'manpower', budget: '0-1' }), now)).toMatchObject({ channel: 2, budgetMin: undefined, budgetMax: 10_000 });
  });

  it('keeps the filters on a tab switch only where the tree allows, and canonical addresses drop order and time', () => {
    const state = parseDemandParams({ category: 'dev', cityCode: '500100', sort: 'time', order: 'asc', time: '3', page: '2' });
    expect(demandHallHref(withFilters(state, { tab: 'manpower', category: '', subCategory: '' }))).toBe(
      '/demandHall.html?tab=manpower&cityCode=500100&time=3&sort=time&order=asc',
    );
    expect(canonicalDemandHallHref(state)).toBe('/demandHall.html?category=dev&cityCode=500100&page=2');
  });
});
