import { describe, expect, it } from 'vitest';
import type { BidHit } from '@/lib/bids/types';
import { compareBids, literalReading, mergeBidResults, relatedSearches, saysSomething } from './forgiving';
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

describe('mergeBidResults', () => {
  const a = result([bid(1, '<em>等保</em>测评', '2026-01-03'), bid(2, '机房', '2026-01-01')]);
  const b = result([bid(3, '<em>网络安全等级保护</em>整改', '2026-01-02'), bid(1, '等保测评', '2026-01-03')]);

  it('orders the union as one search would, without repeats, and counts exactly when complete', () => {
    const merged = mergeBidResults([a, b], compareBids('publish_time', 'desc', []), 1, 10);
    expect(merged.dataList.map((x) => x.bidId)).toEqual([1, 3, 2]);
    expect(merged.totalCount).toBe(3);
    expect(merged.approximate).toBe(false);
    expect(merged.label.purchase_way).toEqual([{ key: '公开招标', count: 4 }]);
  });

  it('puts titles holding a keyword first in the comprehensive order, and pages the union', () => {
    const merged = mergeBidResults([a, b], compareBids('', 'desc', ['等保', '网络安全等级保护']), 2, 2);
    expect(merged.dataList.map((x) => x.bidId)).toEqual([2]);
  });

  it('says the total is an estimate when a search had more than it listed', () => {
    const merged = mergeBidResults([result(a.dataList, 50), b], compareBids('amount', 'asc', []), 1, 10);
    expect(merged).toMatchObject({ totalCount: 51, approximate: true });
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
