import { describe, expect, it } from 'vitest';
import { DEFAULT_HOT_SEARCHES, isShowableTerm, MIN_SEARCHES, rankHotSearches } from './hot-searches';

describe('isShowableTerm', () => {
  it('keeps short topics and refuses identifiers, sentences and symbols', () => {
    expect(['大数据', 'app开发', 'OA系统', 'GIS'].filter(isShowableTerm)).toEqual(['大数据', 'app开发', 'OA系统', 'GIS']);
    expect(['13800138000', 'CQZC2025-01234', '91500100MA5U', '1', '<script>', '这是一句很长很长很长很长的话而不是搜索词', '%%'].filter(isShowableTerm)).toEqual([]);
  });
});

describe('rankHotSearches', () => {
  const all = () => true;
  it('puts popular terms first, then the answered defaults, without repeats', () => {
    const list = rankHotSearches(
      [
        { term: '电子病历', searches: 9 },
        { term: 'OA', searches: MIN_SEARCHES - 1 },
        { term: '云计算', searches: 20 },
      ],
      DEFAULT_HOT_SEARCHES.search,
      all,
      7,
    );
    expect(list).toEqual(['云计算', '电子病历', '大数据', '人工智能', '知识图谱', '智慧城市', '物联网']);
  });
  it('leaves out the defaults a site does not answer', () => {
    expect(rankHotSearches([], DEFAULT_HOT_SEARCHES.opportunity, (t) => t !== '电商', 6)).toEqual(['软件开发', 'app开发', '前端开发', '小程序', '信息安全']);
  });
});
