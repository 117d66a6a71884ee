import { describe, expect, it } from 'vitest';
import { estimateMatches, type TableStats } from './answer-rules';
import { scopeTermGroups, type SearchQuery } from './engine';
import { tenderSource } from './sources';

const q = (patch: Partial<SearchQuery>): SearchQuery => ({ keyword: '', filter: {}, sortBy: '', order: 'desc', pageNum: 1, pageSize: 20, ...patch });

describe('scopeTermGroups', () => {
  it('takes a sub-site city and its province as one group, as frequent as the city', () => {
    const groups = scopeTermGroups(tenderSource, q({ cityName: '杭州', provinceName: '浙江省' }));
    expect(groups).toEqual([{ lexemes: ['c:杭州', 'p:浙江省'], prefix: false }]);
    const stats: TableStats = { rows: 1_000_000, terms: { values: new Map([['c:杭州', 0.035], ['p:浙江省', 0.04]]), minFreq: 0.01 } };
    expect(estimateMatches(stats, groups)).toBeCloseTo(35_000);
  });

  it('has no group without a scope', () => {
    expect(scopeTermGroups(tenderSource, q({}))).toEqual([]);
  });
});
