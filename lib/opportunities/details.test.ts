import { describe, expect, it } from 'vitest';
import { bidJsonLd, outsourcingJsonLd, type BidOpportunityDetail, type OutsourcingDetail } from './details';

const bid: BidOpportunityDetail = {
  code: 'B1', type: 2, bidSource: 1, projectName: '政务云平台运维服务项目', projectNumber: 'CQ-2026-1', purchaserName: '重庆市大数据应用发展管理局',
  cityName: '重庆', businessDirection: '云计算', publishTime: '2026-11-01', biddingDateFrom: null, bidDeadLine: '2026-12-01', budgetAmount: 1_200_000,
  recommend: false, showEndStatus: false, tags: [], followed: false, purchaseUnit: '1', content: '公告正文',
};

const demand: OutsourcingDetail = {
  orderNo: 'D1', orderName: '电商小程序开发', channel: 1, cityName: '成都', categoryName: '软件开发', putTimeStr: '2026-11-02', recommend: false,
  bidValidTimeOut: false, bidValidtime: null, vipTimeLimit: null, bookCount: 0, personOrder: null, fieldWork: null, price: 50_000,
  techDirection: null, demandAttStatus: 0, memo: '需求说明', primaryClassName: '软件开发', secondClassName: '小程序', receiveRequirement: null,
  residentPeriodName: null, settlementPeriodName: null,
};

describe('tender and demand JSON-LD (schema.org Demand)', () => {
  it('names the buyer as the organization that seeks the demand, not as its seller', () => {
    const data = bidJsonLd(bid, 'https://x.cn') as Record<string, unknown>;
    expect(data).not.toHaveProperty('seller');
    expect(data['@reverse']).toEqual({ seeks: { '@type': 'GovernmentOrganization', name: '重庆市大数据应用发展管理局' } });
    expect(data.itemOffered).toEqual({ '@type': 'Service', name: '政务云平台运维服务项目', category: '云计算', areaServed: '重庆' });
  });

  it('puts the service class on the sought Service: Demand has no category', () => {
    const data = outsourcingJsonLd(demand, 'https://x.cn') as Record<string, unknown>;
    expect(data).not.toHaveProperty('category');
    expect(data.itemOffered).toMatchObject({ '@type': 'Service', category: '软件开发 / 小程序' });
  });
});
