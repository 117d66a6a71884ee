import { describe, expect, it } from 'vitest';
import { nextSort } from '@/lib/ui/sort';
import {
  canonicalSolutionListHref,
  INITIAL_STATE,
  parseSolutionParams,
  PRICE_SORT_KEY,
  serviceListInput,
  solutionListHref,
  sortStateOf,
  withFilters,
  withSort,
} from './list-state';

describe('the solutions list URL (001 §2)', () => {
  it('reads its state and falls back to defaults for what it does not understand', () => {
    expect(parseSolutionParams({})).toEqual(INITIAL_STATE);
    expect(
      parseSolutionParams({ searchName: ' 智慧 ', firstCategoryId: 'SC01', secondCategoryId: 'SC0103', originTag: '2', price: '10-50', sortRule: '2', page: '3' }),
    ).toEqual({ searchName: '智慧', firstCategoryId: 'SC01', secondCategoryId: 'SC0103', originTag: '2', price: '10-50', sortRule: 2, page: 3 });
    expect(parseSolutionParams({ firstCategoryId: 'all', secondCategoryId: 'SC0103', originTag: '3', price: '7-8', sortRule: '9', page: '-1' })).toEqual(INITIAL_STATE);
    expect(parseSolutionParams({ price: 'price:10~' }).price).toBe('price:10~');
    expect(parseSolutionParams({ price: 'negotiable' }).price).toBe('negotiable');
    expect(parseSolutionParams({ page: '99999' }).page).toBe(1000);
  });

  it('pre-selects the filter named by key and value; the filter\'s own parameter wins', () => {
    expect(parseSolutionParams({ key: 'originTag', value: '2' }).originTag).toBe('2');
    expect(parseSolutionParams({ key: 'firstCategoryId', value: 'SC02' }).firstCategoryId).toBe('SC02');
    expect(parseSolutionParams({ key: 'firstCategoryId', value: 'SC02', firstCategoryId: 'SC03' }).firstCategoryId).toBe('SC03');
    expect(parseSolutionParams({ key: 'page', value: '5' }).page).toBe(1);
  });

  it('writes one address per state, defaults left out, and a canonical one without the sort', () => {
    expect(solutionListHref(INITIAL_STATE)).toBe('/scheme.html');
    const state = { ...INITIAL_STATE, searchName: '医院', firstCategoryId: 'SC01', sortRule: 1 as const, page: 2 };
    expect(solutionListHref(state)).toBe('/scheme.html?searchName=医院&firstCategoryId=SC01&sortRule=1&page=2');
    expect(parseSolutionParams(Object.fromEntries(new URLSearchParams(solutionListHref(state).split('?')[1])))).toEqual(state);
    expect(canonicalSolutionListHref(state)).toBe('/scheme.html?searchName=医院&firstCategoryId=SC01&page=2');
  });

  it('goes back to page 1 on any filter change', () => {
    expect(withFilters({ ...INITIAL_STATE, page: 4 }, { originTag: '1' })).toMatchObject({ originTag: '1', page: 1 });
  });
});

describe('the sort bar (001 §4)', () => {
  const click = (sortRule: 0 | 1 | 2, key: string) => withSort({ ...INITIAL_STATE, sortRule, page: 5 }, nextSort(sortStateOf(sortRule), key, 'asc'));

  it('price toggles ascending (1) and descending (2) and returns to page 1', () => {
    expect(click(0, PRICE_SORT_KEY)).toMatchObject({ sortRule: 1, page: 1 });
    expect(click(1, PRICE_SORT_KEY)).toMatchObject({ sortRule: 2, page: 1 });
    expect(click(2, PRICE_SORT_KEY)).toMatchObject({ sortRule: 1, page: 1 });
  });

  it('全部方案 resets the price sort and the page', () => {
    expect(click(2, '')).toMatchObject({ sortRule: 0, page: 1 });
    expect(click(0, '')).toMatchObject({ sortRule: 0, page: 1 });
  });
});

describe('the serviceList input of a state', () => {
  it('turns presets, 面议 and typed ranges into the request of 001 §3', () => {
    expect(serviceListInput({ ...INITIAL_STATE, price: '10-50' })).toMatchObject({ servicePriceStart: 10, servicePriceEnd: 50, priceFlag: 1, pageSize: 10 });
    expect(serviceListInput({ ...INITIAL_STATE, price: '0-10' })).toMatchObject({ servicePriceStart: undefined, servicePriceEnd: 10 });
    expect(serviceListInput({ ...INITIAL_STATE, price: '300-' })).toMatchObject({ servicePriceStart: 300, servicePriceEnd: undefined });
    expect(serviceListInput({ ...INITIAL_STATE, price: 'negotiable' })).toMatchObject({ priceFlag: 2 });
    expect(serviceListInput({ ...INITIAL_STATE, price: 'price:5~20.5' })).toMatchObject({ servicePriceStart: 5, servicePriceEnd: 20.5 });
    expect(serviceListInput({ ...INITIAL_STATE, originTag: '2', sortRule: 2, page: 3, searchName: 'OA' })).toMatchObject({
      originTag: 2,
      sortRule: 2,
      pageStart: 3,
      serviceName: 'OA',
    });
  });
});
