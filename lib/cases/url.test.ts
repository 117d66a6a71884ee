import { describe, expect, it } from 'vitest';
import { canonicalCaseLibraryHref, caseLibraryHref, caseListInput, initialState, parseCaseLibraryParams, withFilters } from './url';
import { caseDetailHref } from './detail-href';

describe('parseCaseLibraryParams', () => {
  it('reads every parameter', () => {
    const state = parseCaseLibraryParams({
      tab: 'ent',
      caseTitle: ' 智慧医疗 ',
      cityCode: '500100',
      parentCode: 'I03',
      time: 'range:2025-01-01~2025-06-30',
      cycle: '3-6',
      order: '0',
      page: '4',
    });
    expect(state).toEqual({
      tab: 'ent',
      caseTitle: '智慧医疗',
      cityCode: '500100',
      parentCode: 'I03',
      time: 'range:2025-01-01~2025-06-30',
      cycle: '3-6',
      order: 0,
      page: 4,
    });
  });

  it('falls back to each default instead of failing on bad values', () => {
    const state = parseCaseLibraryParams({
      tab: 'x',
      caseTitle: '长'.repeat(51),
      cityCode: '12',
      parentCode: '<b>',
      time: 'range:2025-06-30~2025-01-01',
      cycle: '1-2',
      order: '2',
      page: '-3',
    });
    expect(state).toEqual(initialState());
  });

  it('takes the first of repeated parameters and ignores unknown ones', () => {
    expect(parseCaseLibraryParams({ tab: ['ent', 'gov'], page: ['2', '3'], foo: 'bar' })).toMatchObject({ tab: 'ent', page: 2 });
  });

  it('drops the enterprise-only cycle and sort on the government tab', () => {
    expect(parseCaseLibraryParams({ cycle: '0-3', order: '1' })).toMatchObject({ tab: 'gov', cycle: '', order: null });
  });
});

describe('caseLibraryHref', () => {
  it('leaves the defaults out', () => {
    expect(caseLibraryHref(initialState())).toBe('/jfCase.html');
    expect(caseLibraryHref(initialState('ent'))).toBe('/jfCase.html?tab=ent');
  });

  it('writes what parseCaseLibraryParams reads', () => {
    const state = { ...withFilters(initialState('ent'), { caseTitle: 'OA 系统', time: '6', cycle: '12-', order: 1 }), page: 3 } as const;
    const href = caseLibraryHref(state);
    expect(href).toBe('/jfCase.html?tab=ent&caseTitle=OA+系统&time=6&cycle=12-&order=1&page=3');
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseCaseLibraryParams(params)).toEqual(state);
  });

  it('keeps only what the page is about in the canonical URL', () => {
    const state = { ...withFilters(initialState('ent'), { cityCode: '510100', time: '3', cycle: '0-3', order: 0 }), page: 2 };
    expect(canonicalCaseLibraryHref(state)).toBe('/jfCase.html?tab=ent&cityCode=510100&page=2');
  });
});

describe('withFilters', () => {
  it('goes back to page 1 on any change', () => {
    const onPage5 = { ...initialState(), page: 5 };
    expect(withFilters(onPage5, { cityCode: '500100' }).page).toBe(1);
  });

  it('drops cycle and sort when switching to the government tab, keeping the other filters', () => {
    const ent = withFilters(initialState('ent'), { caseTitle: '医疗', cycle: '6-12', order: 1 });
    expect(withFilters(ent, { tab: 'gov' })).toMatchObject({ tab: 'gov', caseTitle: '医疗', cycle: '', order: null });
  });
});

describe('caseListInput', () => {
  const now = new Date('2026-11-21T02:00:00Z');

  it('asks for the tab source and page size', () => {
    expect(caseListInput(initialState(), now)).toMatchObject({ source: 1, pageStart: 1, pageSize: 9 });
    expect(caseListInput({ ...initialState('ent'), page: 2 }, now)).toMatchObject({ source: 0, pageStart: 2, pageSize: 8 });
  });

  it('turns the time filter into days and passes the other filters', () => {
    const state = withFilters(initialState('ent'), { caseTitle: '医疗', cityCode: '500100', parentCode: 'I01', time: '1', cycle: '0-3', order: 0 });
    expect(caseListInput(state, now)).toEqual({
      source: 0,
      pageStart: 1,
      pageSize: 8,
      caseTitle: '医疗',
      cityCode: '500100',
      parentCode: 'I01',
      start: '2026-10-21',
      end: undefined,
      cycle: '0-3',
      order: 0,
    });
  });
});

describe('caseDetailHref', () => {
  it('is the legacy detail address', () => {
    expect(caseDetailHref('abc123', 0)).toBe('/business-detail.html?id=abc123&source=0');
  });
});
