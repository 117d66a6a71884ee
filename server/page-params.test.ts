import { describe, expect, it } from 'vitest';
import { parseCaseLibraryParams } from '@/lib/cases/url';
import { caseFilterFields } from '@/lib/cases/filter-fields';
import { applyCustomInputs } from '@/lib/filter-panel/custom-input';
import { parseProcurementParams } from '@/lib/search/procurement';
import { parseEnterpriseParams, parseSearchParams } from '@/lib/search/url';
import { parseServiceKeyword } from '@/lib/services/catalogue';
import { detailParamsOf } from '@/lib/solutions/display';
import { readSolutionList } from '@/lib/solutions/filter-fields';
import { normalisedPageUrl, PAGE_PARAMS } from './page-params.mjs';

type Params = Record<string, string | string[] | undefined>;

/** The names a parser reads from its parameters, recorded through a Proxy (every state given). */
function namesRead(parse: (params: Params) => unknown, states: Params[]): string[] {
  const names = new Set<string>();
  for (const state of states) {
    parse(
      new Proxy(state, {
        get: (target, name) => (names.add(String(name)), target[String(name)]),
        has: (target, name) => (names.add(String(name)), String(name) in target),
      }),
    );
  }
  return [...names];
}

const listed = (path: keyof typeof PAGE_PARAMS) => PAGE_PARAMS[path] as string[];

describe('PAGE_PARAMS', () => {
  it('lists every parameter the search page reads, on both tabs', () => {
    const read = namesRead(parseSearchParams, [{}, { tabIndex: '1' }, { tabIndex: '0', sortBy: 'x' }]);
    expect(read.length).toBeGreaterThan(5);
    expect(read.filter((n) => !listed('/search.html').includes(n))).toEqual([]);
  });

  it('lists every parameter the procurement page reads', () => {
    const read = namesRead(parseProcurementParams, [{}, { activeTab: 'solution' }]);
    expect(read.filter((n) => !listed('/procurement.html').includes(n))).toEqual([]);
  });

  it('lists every parameter the case library reads, custom date inputs included', () => {
    const info = { parentIndList: [], cityList: [], sortCityMap: {} };
    const read = namesRead(
      (params) => {
        const state = parseCaseLibraryParams(params);
        return applyCustomInputs(caseFilterFields(state.tab, info, state), {}, params);
      },
      [{}, { tab: '1' }, { tab: '2' }],
    );
    expect(read).toContain('time.from');
    expect(read.filter((n) => !listed('/jfCase.html').includes(n))).toEqual([]);
  });

  it('lists every parameter the solutions list and its detail pages read', () => {
    const cat = (code: string) => ({ categoryCode: code, categoryName: code });
    const choices = { firstLevel: ['SC01', 'SC02'].map(cat), secondLevel: [cat('SC0101')] };
    const read = namesRead((params) => readSolutionList(params, choices), [{}, { key: 'price', value: '10-50', firstCategoryId: 'SC01' }]);
    expect(read).toEqual(expect.arrayContaining(['searchName', 'key', 'value', 'price.from', 'price.to']));
    expect(read.filter((n) => !listed('/scheme.html').includes(n))).toEqual([]);
    expect(namesRead((params) => detailParamsOf('solution', params), [{}]).filter((n) => !listed('/solution-detail.html').includes(n))).toEqual([]);
    expect(namesRead((params) => detailParamsOf('scheme', params), [{}]).filter((n) => !listed('/scheme-detail.html').includes(n))).toEqual([]);
  });
});

describe('PAGE_PARAMS of the alternative navigation pages', () => {
  it('lists every parameter the supplier list and the services list read', () => {
    const read = namesRead(parseEnterpriseParams, [{}, { sortBy: 'case_count' }]);
    expect(read).toContain('searchName');
    expect(read.filter((n) => !listed('/enterprise.html').includes(n))).toEqual([]);
    expect(namesRead((p) => parseServiceKeyword(p.keyword), [{}])).toEqual(['keyword']);
    expect(listed('/jfService.html')).toEqual(['keyword']);
    expect(listed('/jfMap.html')).toEqual([]);
  });
});

describe('normalisedPageUrl', () => {
  it('keeps the parameters a page reads, in their order, and drops the rest', () => {
    expect(normalisedPageUrl('/procurement.html?x=1&keyword=%E8%BD%AF%E4%BB%B6&page=2&y')).toBe('/procurement.html?keyword=%E8%BD%AF%E4%BB%B6&page=2');
    expect(normalisedPageUrl('/search.html?city_name.keyword=重庆&city_name.keyword=成都')).toBe(
      '/search.html?city_name.keyword=%E9%87%8D%E5%BA%86&city_name.keyword=%E6%88%90%E9%83%BD',
    );
    expect(normalisedPageUrl('/index.html?from=baidu')).toBe('/index.html');
    expect(normalisedPageUrl('/search-signdetail.html?id=12&hp=2&ref=x')).toBe('/search-signdetail.html?id=12&hp=2');
  });

  it('leaves pages it does not know, and addresses without a query, as they are', () => {
    expect(normalisedPageUrl('/unlisted/index.html?x=1')).toBe('/unlisted/index.html?x=1');
    expect(normalisedPageUrl('/search.html')).toBe('/search.html');
  });
});
