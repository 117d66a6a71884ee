import { describe, expect, it } from 'vitest';
import { bidSummary } from './seo';
import type { WinningBidDetail } from './types';

const bid: WinningBidDetail = {
  bidId: 1,
  bidCode: 'ZB202601010000001',
  projectName: '重庆市大数据发展局2026年政务云平台建设项目',
  bidState: 1,
  cityName: '重庆',
  purchaserType: '政府机关',
  purchaser: '重庆市大数据发展局 重庆市公安局',
  purchaseWay: '公开招标',
  bidComp: '重庆云创科技有限公司',
  bidCompId: 3,
  amount: 1_234_500,
  publishTime: '2026-03-01T02:00:00.000Z',
  projectNumber: 'CQZC2026-00001',
  cityCode: '500100',
  provinceName: '重庆市',
  purchaseCode: 'P500100001',
  serviceTrade: '政务',
  budgetAmount: 1_300_000,
  bidOpenTime: '2026-02-20T02:00:00.000Z',
  content: '……',
};

describe('bidSummary', () => {
  it('names buyers, way, winner, amount and date', () => {
    expect(bidSummary(bid)).toBe(
      '重庆市大数据发展局、重庆市公安局以公开招标方式采购“重庆市大数据发展局2026年政务云平台建设项目”（项目编号：CQZC2026-00001），' +
        '中标单位：重庆云创科技有限公司，中标金额：123.5万，发布时间：2026-03-01。',
    );
  });

  it('names the first candidate and its offer when the bid is not yet won', () => {
    expect(bidSummary({ ...bid, bidState: 0 })).toContain('第一中标候选人：重庆云创科技有限公司，投标报价：123.5万');
  });
});
