import { describe, expect, it } from 'vitest';
import { defaultSavedSearchName, SAVED_SEARCH_NAME_MAX, savedSearchReason, savedSearchSummary } from './naming';

const terms = [
  { label: '城市', value: '重庆' },
  { label: '业务方向', value: '软件开发' },
];

describe('a saved search in words', () => {
  it('names it by the keyword and the chosen filters', () => {
    expect(defaultSavedSearchName('business', '', terms)).toBe('重庆 · 软件开发');
    expect(defaultSavedSearchName('bids', '智慧园区', [{ label: '所在城市', value: '重庆市' }])).toBe('“智慧园区” · 重庆市');
  });

  it('names a search of nothing after its list', () => {
    expect(defaultSavedSearchName('demands', '', [])).toBe('全部需求大厅');
    expect(defaultSavedSearchName('schemes', '', [])).toBe('全部产品及方案');
  });

  it('cuts a long name to the limit with an ellipsis', () => {
    const name = defaultSavedSearchName('bids', '云'.repeat(60), []);
    expect(name).toHaveLength(SAVED_SEARCH_NAME_MAX);
    expect(name.endsWith('…')).toBe(true);
  });

  it('says what it searches and why a record was pushed, field by field', () => {
    expect(savedSearchSummary('business', '', terms)).toBe('软件商机 · 城市：重庆 · 业务方向：软件开发');
    expect(savedSearchSummary('schemes', '数据中台', [])).toBe('产品及方案 · 关键词：数据中台');
    expect(savedSearchReason('重庆软件', 'business', terms)).toBe('该商机符合您的订阅搜索“重庆软件”（城市：重庆；业务方向：软件开发）');
    expect(savedSearchReason('全部', 'demands', [])).toBe('该商机符合您的订阅搜索“全部”（全部需求大厅）');
  });
});
