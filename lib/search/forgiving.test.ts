import { describe, expect, it } from 'vitest';
import type { BidHit } from '@/lib/bids/types';
import type { SupplierHit } from '@/lib/suppliers/types';
import { compareBids, compareSuppliers, literalReading, mergeResults, relatedSearches, saysSomething } from './forgiving';
import type { SearchResult } from './types';

const bid = (bidId: number, projectName: string, publishTime: string, amount = 1): BidHit => ({
  bidId,
  projectName,
  publishTime,
  amount,
  bidState: 1,
  cityName: '成都',
  purchaserType: '政府机关',
  purchaser: '某局',
  purchaseWay: '公开招标',
  bidComp: '某公司',
  bidCompId: null,
});
const result = (dataList: BidHit[], totalCount = dataList.length): SearchResult<BidHit> => ({
  label: { purchase_way: [{ key: '公开招标', count: totalCount }] },
  dataList,
  totalCount,
  cityData: [{ cityName: '成都', cityCode: '510100', count: totalCount }],
  approximate: false,
});

const byBid = (b: BidHit) => b.bidId;

describe('mergeResults of bids', () => {
  const a = result([bid(1, '<em>等保</em>测评', '2026-01-03'), bid(2, '机房', '2026-01-01')]);
  const b = result([bid(3, '<em>网络安全等级保护</em>整改', '2026-01-02'), bid(1, '等保测评', '2026-01-03')]);

  it('orders the union as one search would, without repeats, and counts exactly when complete', () => {
    const merged = mergeResults([a, b], byBid, compareBids('publish_time', 'desc', []), 1, 10);
    expect(merged.dataList.map((x) => x.bidId)).toEqual([1, 3, 2]);
    expect(merged.totalCount).toBe(3);
    expect(merged.approximate).toBe(false);
    expect(merged.label.purchase_way).toEqual([{ key: '公开招标', count: 4 }]);
  });

  it('puts titles holding a keyword first in the comprehensive order, and pages the union', () => {
    const merged = mergeResults([a, b], byBid, compareBids('', 'desc', ['等保', '网络安全等级保护']), 2, 2);
    expect(merged.dataList.map((x) => x.bidId)).toEqual([2]);
  });

  it('says the total is an estimate when a search had more than it listed', () => {
    const merged = mergeResults([result(a.dataList, 50), b], byBid, compareBids('amount', 'asc', []), 1, 10);
    expect(merged).toMatchObject({ totalCount: 51, approximate: true });
  });
});

describe('compareSuppliers', () => {
  const supplier = (compId: number, compName: string, caseCount: number, registerCapital = 100, compScale = '小型'): SupplierHit => ({
    compId,
    compName,
    logo: null,
    cityName: '成都',
    serviceTrade: [],
    coreCompetence: [],
    serviceForm: [],
    registerCapital,
    compScale,
    caseCount,
  });
  const found = [supplier(1, '信创云科技有限公司', 2, 500, '中型'), supplier(2, '蜀信软件有限公司', 9, 100, '大型'), supplier(3, '<em>信息技术应用创新</em>研究院', 1, 50, '微型')];
  const ids = (compare: (a: SupplierHit, b: SupplierHit) => number) => [...found].sort(compare).map((s) => s.compId);

  it('puts names holding a keyword first, then the most cases, in the comprehensive order', () => {
    expect(ids(compareSuppliers('', 'desc', ['信创', '信息技术应用创新']))).toEqual([1, 3, 2]);
  });

  it('orders by each sort column with ties by id in its direction', () => {
    expect(ids(compareSuppliers('case_count', 'desc', []))).toEqual([2, 1, 3]);
    expect(ids(compareSuppliers('register_capital', 'asc', []))).toEqual([3, 2, 1]);
    expect(ids(compareSuppliers('scale_tag', 'desc', []))).toEqual([2, 1, 3]);
    expect([supplier(5, 'a', 1), supplier(4, 'b', 1)].sort(compareSuppliers('case_count', 'desc', [])).map((s) => s.compId)).toEqual([5, 4]);
  });
});

describe('relatedSearches', () => {
  it('offers the hot searches sharing a character first', () => {
    expect(relatedSearches('智慧水利', ['大数据', '智慧城市', '云计算', '物联网'], 3)).toEqual(['智慧城市', '大数据', '云计算']);
  });
});

describe('saysSomething', () => {
  it('is quiet for a keyword read as typed', () => {
    expect(saysSomething(literalReading('软件'))).toBe(false);
    expect(saysSomething({ ...literalReading('智慧醫療'), searched: '智慧医疗' })).toBe(true);
  });
});
