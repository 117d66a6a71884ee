import { describe, expect, it } from 'vitest';
import type { HomeOverview } from './types';
import { homeData, homeLists } from './rows';

const tender = (over: Partial<HomeOverview['latestTenders'][number]>): HomeOverview['latestTenders'][number] => ({
  code: 'ZB1',
  type: 2,
  bidSource: 2,
  projectName: '政务云运维项目',
  projectNumber: 'P1',
  purchaserName: '重庆市大数据应用发展管理局',
  cityName: '重庆',
  businessDirection: '',
  publishTime: '2026-11-18T02:00:00.000Z',
  biddingDateFrom: null,
  bidDeadLine: null,
  budgetAmount: 1_341_000,
  recommend: false,
  showEndStatus: false,
  tags: [{ name: '重庆', type: 'info' }],
  followed: false,
  ...over,
});

const overview: HomeOverview = {
  bidCount: 12_345,
  supplierCount: 1,
  caseCount: 1,
  latestBids: [{ bidId: 7, projectName: '智慧医疗平台', purchaser: '重庆市第一人民医院', amount: 94_000, publishTime: new Date('2026-10-30T20:00:00Z') }],
  latestTenders: [tender({}), tender({ code: 'YX 2', type: 1, bidSource: 1, budgetAmount: 22.8, showEndStatus: true })],
  latestCases: [{ caseUuid: 'c1', source: 2, caseTitle: '一网通办', parentIndName: '政务', buName: '某局' }],
  solutions: [
    { originIdSec: 'a', originSource: 1, serviceName: '数据中台', firstCategoryName: '数据智能', originTag: 2, serviceDesc: '长'.repeat(100), servicePrice: 310_000, serviceProvider: '某公司' },
    { originIdSec: 'b', originSource: 2, serviceName: '小程序', firstCategoryName: '应用', originTag: 1, serviceDesc: '短', servicePrice: null, serviceProvider: '另一公司' },
  ],
  suppliers: [{ id: 5, compName: '重庆某科技有限公司', logo: null, caseCount: 3, serviceTrade: ['交通', '医疗'], compScale: '中型' }],
  categories: [],
  deals: [],
  latestNews: [
    {
      id: 12,
      title: '数据要素新政',
      summary: '摘要'.repeat(200),
      thumbnailList: ['/a.png'],
      videoResponseDTO: null,
      relatedLabel: 'ZCJD',
      relatedLabelName: '政策解读',
      createTimeStr: '2026-11-20',
      publishTimeStr: '2026-11-20',
      publishTime: '2026-11-20T01:00:00.000Z',
    },
  ],
};

describe('homeLists', () => {
  const lists = homeLists(overview);

  it('gives a winning bid its detail link, buyer, amount and China date', () => {
    expect(lists.bids).toEqual([
      { key: '7', href: '/search-signdetail.html?id=7', title: '智慧医疗平台', buyer: '采购单位：重庆市第一人民医院', amount: '9.4万', date: '2026-10-31' },
    ]);
  });

  it('tags tenders 公告 or 意向, links each to its own detail page and shows 已截止 past the deadline', () => {
    expect(lists.tenders.map((t) => [t.kind, t.href, t.amount, t.date])).toEqual([
      ['公告', '/gov_purchase_detail.html?bidCode=ZB1', '134.1万', '2026-11-18'],
      ['意向', '/politicsTenderDetails.html?intentionCode=YX%202', '22.8万', '已截止'],
    ]);
  });

  it('marks only the platform\'s preferred solutions and cuts their descriptions', () => {
    expect(lists.solutions.map((s) => s.badge)).toEqual(['平台优选', undefined]);
    expect('badge' in lists.solutions[1]!).toBe(false);
    expect(lists.solutions[0]!.desc).toBe(`${'长'.repeat(60)}...`);
    expect(lists.solutions.map((s) => s.price)).toEqual(['31万', '面议']);
  });

  it('carries only what a row shows: no article summaries or thumbnails, no tender tags', () => {
    expect(lists.news).toEqual([
      { id: 12, href: '/consultDetails.html?informatinId=12', label: '政策解读', title: '数据要素新政', time: '2026-11-20T01:00:00.000Z', timeText: '2026-11-20' },
    ]);
    expect(Object.keys(lists.tenders[0]!).sort()).toEqual(['amount', 'buyer', 'date', 'href', 'key', 'kind', 'title']);
    expect(lists.suppliers[0]).toMatchObject({ href: '/search-supplierdetail.html?id=5', scale: '中型企业', trades: '交通、医疗' });
    expect(lists.cases[0]).toMatchObject({ href: '/business-detail.html?id=c1&source=2', industry: '政务' });
  });
});

describe('homeData', () => {
  it('formats the counts on the server and passes the lists as rows', () => {
    const data = homeData(overview);
    expect(data.counts).toEqual({ bids: '12,345', suppliers: '1', cases: '1' });
    expect(data.lists).toEqual(homeLists(overview));
    expect(Object.keys(data).sort()).toEqual(['categories', 'counts', 'deals', 'lists']);
  });
});
