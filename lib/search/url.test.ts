import { describe, expect, it } from 'vitest';
import { parseSearchParams, samePageHref, searchHref, withFilter, withTab } from './url';

describe('parseSearchParams', () => {
  it('reads keyword, tab, filters, sort and page', () => {
    const s = parseSearchParams({
      searchName: ' 软件 ',
      tabIndex: '0',
      'city_name.keyword': ['北京', '上海', '北京'],
      sortBy: 'amount',
      order: 'asc',
      pageNum: '3',
    });
    expect(s).toEqual({
      keyword: '软件',
      tabIndex: 0,
      sortBy: 'amount',
      order: 'asc',
      pageNum: 3,
      filter: { 'city_name.keyword': ['北京', '上海'] },
    });
  });

  it('drops what the tab cannot use instead of failing the page', () => {
    const s = parseSearchParams({ tabIndex: '1', sortBy: 'amount', 'purchase_way.keyword': '询价', pageNum: '-4' });
    expect(s).toMatchObject({ tabIndex: 1, sortBy: '', pageNum: 1, filter: {} });
    expect(parseSearchParams({ pageNum: '999999' }).pageNum).toBe(1111);
    expect(parseSearchParams({ searchName: 'x'.repeat(500) }).keyword).toHaveLength(50);
  });
});

describe('searchHref', () => {
  it('round-trips a state', () => {
    const s = parseSearchParams({ searchName: '医疗', tabIndex: '1', 'core_competence.keyword': '大数据', sortBy: 'case_count', order: 'desc', pageNum: '2' });
    expect(parseSearchParams(Object.fromEntries([...new URL(searchHref(s), 'http://x').searchParams.entries()]))).toEqual(s);
    expect(searchHref(s)).toBe('/search.html?searchName=医疗&tabIndex=1&core_competence.keyword=大数据&sortBy=case_count&order=desc&pageNum=2');
  });

  it('a filter change goes back to page 1; a tab change keeps only the keyword', () => {
    const s = parseSearchParams({ searchName: '医疗', pageNum: '4', sortBy: 'amount' });
    expect(withFilter(s, { 'city_name.keyword': ['成都'] }).pageNum).toBe(1);
    expect(withTab(s, 1)).toEqual({ keyword: '医疗', tabIndex: 1, sortBy: '', order: 'desc', pageNum: 1, filter: {} });
  });
});

describe('samePageHref', () => {
  it('keeps the query of a state of the same page, and the path of a state without one', () => {
    expect(samePageHref('/search.html?searchName=科技&tabIndex=1')).toBe('?searchName=科技&tabIndex=1');
    expect(samePageHref('/enterprise.html')).toBe('/enterprise.html');
    // Resolved against the page it is on, the query alone is the same address.
    expect(new URL(samePageHref('/search.html?tabIndex=0&pageNum=2'), 'http://localhost/search.html?tabIndex=0').href).toBe('http://localhost/search.html?tabIndex=0&pageNum=2');
  });
});
