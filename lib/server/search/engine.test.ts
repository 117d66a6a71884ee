import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { searchTerms } from '@/lib/search/terms';
import { estimateMatches, rarestTerm, type TableStats } from './answer-rules';
import { matchCondition, rangeConditions, scopeTermGroups, type SearchQuery } from './engine';
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

describe('matchCondition', () => {
  const render = (query: SearchQuery, pick?: (lexemes: string[]) => string, single = false) => {
    const { sql, params } = new PgDialect().sqlToQuery(matchCondition(tenderSource, query, searchTerms(query.keyword), { filters: true, pick, single }));
    return { sql: sql.replace(/\s+/g, ' '), params };
  };
  const asked = q({ keyword: '安全追溯 gis', cityName: '杭州', provinceName: '浙江省', filter: { 'purchase_way.keyword': ['询价', '竞争性磋商'] } });
  const stats: TableStats = { rows: 1_000_000, terms: { values: new Map([['安全', 0.05], ['全追', 0.007], ['追溯', 0.008], ['p:浙江省', 0.04], ['c:杭州', 0.035]]), minFreq: 0.007 } };

  it('asks the search index for the whole tsquery by default', () => {
    const { sql, params } = render(asked);
    expect(sql).toContain('search_vec @@ $1::tsquery and position(');
    expect(sql).not.toContain('ts_match_vq');
    expect(params[0]).toBe("'安全' & '全追' & '追溯' & 'gis':* & 'c:杭州' & 'p:浙江省' & ('w:询价' | 'w:竞争性磋商')");
  });

  it('with pick, asks the index for the rarest term of each group that occurs together and checks the whole tsquery on its rows', () => {
    const { sql, params } = render(asked, (lexemes) => rarestTerm(stats.terms, lexemes));
    expect(sql).toContain('search_vec @@ $1::tsquery and ts_match_vq(search_vec, $2::tsquery) and position(');
    expect(params[0]).toBe("'全追' & 'gis':* & 'c:杭州' & ('w:询价' | 'w:竞争性磋商')");
    expect(params[1]).toBe("'安全' & '全追' & '追溯' & 'gis':* & 'c:杭州' & 'p:浙江省' & ('w:询价' | 'w:竞争性磋商')");
  });

  it('with pick and single, asks the index for the rarest term of all the groups and the scope alone', () => {
    const { sql, params } = render(asked, (lexemes) => rarestTerm(stats.terms, lexemes), true);
    expect(sql).toContain('search_vec @@ $1::tsquery and ts_match_vq(search_vec, $2::tsquery) and position(');
    expect(params[0]).toBe("'全追'");
    expect(params[1]).toBe("'安全' & '全追' & '追溯' & 'gis':* & 'c:杭州' & 'p:浙江省' & ('w:询价' | 'w:竞争性磋商')");
  });

  it('with pick and single, asks for a Latin prefix and the labels as they are when there is no other term', () => {
    const { params } = render(q({ keyword: 'gis', filter: { 'purchase_way.keyword': ['询价'] } }), (lexemes) => lexemes[0]!, true);
    expect(params[0]).toBe("'gis':* & 'w:询价'");
  });

  it('offers the single-term form to a range read only where it asks for less', () => {
    const pick = (lexemes: string[]) => rarestTerm(stats.terms, lexemes);
    expect(rangeConditions(tenderSource, asked, searchTerms(asked.keyword), pick)).toHaveLength(2);
    expect(rangeConditions(tenderSource, q({ keyword: '安全追溯' }), searchTerms('安全追溯'), pick)).toHaveLength(1);
    expect(rangeConditions(tenderSource, q({ keyword: 'gis', filter: { 'purchase_way.keyword': ['询价'] } }), searchTerms('gis'), pick)).toHaveLength(1);
  });

  it('with pick, keeps a question whose groups are single terms as it is', () => {
    const { sql } = render(q({ keyword: '医疗' }), (lexemes) => lexemes[0]!);
    expect(sql).toBe('search_vec @@ $1::tsquery');
  });
});
