import { describe, expect, it } from 'vitest';
import type { BidHit } from '@/lib/bids/types';
import type { BidCard, OutsourcingCard } from '@/lib/opportunities/types';
import type { SolutionListItem } from '@/lib/solutions/types';
import type { SupplierHit } from '@/lib/suppliers/types';
import { BID_COLUMNS, BUSINESS_COLUMNS, DEMAND_COLUMNS, exportFileName, rowOf, SCHEME_COLUMNS, SUPPLIER_COLUMNS } from './columns';

const bid: BidHit = {
  bidId: 1,
  projectName: '智慧<em>政务</em>平台采购',
  bidState: 1,
  cityName: '杭州市',
  purchaserType: '政府机关',
  purchaser: '杭州市数据局  杭州市财政局',
  purchaseWay: '公开招标',
  bidComp: '某某科技有限公司',
  bidCompId: 7,
  amount: 1234567.5,
  // 2026-03-06 17:00 UTC is already 03-07 in China.
  publishTime: '2026-03-06T17:00:00.000Z',
};

const row = <T,>(columns: { header: string; value: (t: T) => unknown }[], item: T) =>
  Object.fromEntries(columns.map((c) => [c.header, c.value(item)]));

describe('export columns', () => {
  it('writes a winning bid as the card shows it: no highlight tags, amount in yuan, China date', () => {
    expect(row(BID_COLUMNS, bid)).toEqual({
      项目名称: '智慧政务平台采购',
      中标状态: '已中标',
      地区: '杭州市',
      采购单位类型: '政府机关',
      采购方式: '公开招标',
      采购单位: '杭州市数据局、杭州市财政局',
      中标单位: '某某科技有限公司',
      '中标金额（元）': 1234567.5,
      发布日期: '2026-03-07',
    });
    expect(rowOf(BID_COLUMNS, { ...bid, bidState: 0 })[1]).toBe('未中标');
  });

  it('gives every amount header its unit and converts the supplier capital from 万 to yuan', () => {
    const supplier: SupplierHit = {
      compId: 1,
      compName: '<em>云</em>科技',
      logo: null,
      cityName: '南京市',
      serviceTrade: ['政务', '医疗'],
      coreCompetence: [],
      serviceForm: ['定制开发'],
      registerCapital: 500.5,
      compScale: '100-499人',
      caseCount: 12,
    };
    const cells = row(SUPPLIER_COLUMNS, supplier);
    expect(cells).toMatchObject({ 企业名称: '云科技', 服务行业: '政务、医疗', 核心能力: null, '注册资本（元）': 5_005_000, 案例数: 12 });
    for (const columns of [BID_COLUMNS, SUPPLIER_COLUMNS, BUSINESS_COLUMNS, DEMAND_COLUMNS, SCHEME_COLUMNS] as { header: string }[][]) {
      const amounts = columns.filter((c) => /金额|资本|预算|价格/.test(c.header));
      for (const c of amounts) expect(c.header).toMatch(/（元）$/);
    }
  });

  it('reads a bid opportunity budget in yuan by its type and dates or blanks', () => {
    const card: BidCard = {
      code: 'ZB1',
      type: 1,
      bidSource: 1,
      projectName: '数据中心运维',
      projectNumber: 'P-1',
      purchaserName: '某局',
      cityName: '杭州市',
      businessDirection: '运维服务',
      publishTime: '2026-03-07T02:00:00.000Z',
      biddingDateFrom: null,
      bidDeadLine: '2026-04-01T02:00:00.000Z',
      budgetAmount: 12.5,
      recommend: false,
      showEndStatus: false,
      tags: [{ name: '采购意向', type: 'primary' }],
      followed: false,
    };
    expect(row(BUSINESS_COLUMNS, card)).toMatchObject({ 类型: '采购意向', '预算金额（元）': 125_000, '预计采购/开标日期': null, 截止日期: '2026-04-01', 发布日期: '2026-03-07' });
    expect(row(BUSINESS_COLUMNS, { ...card, type: 2, budgetAmount: 800 })['预算金额（元）']).toBe(800);
  });

  it('writes negotiable prices and open deadlines as the cards word them', () => {
    const demand: OutsourcingCard = {
      orderNo: 'XQ1',
      orderName: '小程序开发',
      channel: 2,
      cityName: '杭州市',
      categoryName: 'Java',
      putTimeStr: '2026-03-07T02:00:00.000Z',
      recommend: false,
      bidValidTimeOut: false,
      bidValidtime: null,
      vipTimeLimit: null,
      bookCount: 3,
      personOrder: null,
      fieldWork: 1,
      price: null,
      techDirection: null,
      demandAttStatus: 0,
    };
    expect(row(DEMAND_COLUMNS, demand)).toMatchObject({ 类型: '人力外包', 驻场要求: '全程驻场', 技术方向: '不限', 需求人数: 1, '预算（元）': '面议', 投标截止日期: '长期有效' });
    const scheme: SolutionListItem = { originIdSec: 'a', originSource: 1, serviceName: '<em>OA</em>系统', firstCategoryName: '办公', originTag: 2, serviceDesc: '简介', servicePrice: 9800, serviceProvider: '某公司' };
    expect(rowOf(SCHEME_COLUMNS, scheme)).toEqual(['OA系统', '平台优选', '办公', '某公司', 9800, '简介']);
  });

  it('names the file in Chinese with the day', () => {
    expect(exportFileName('bids', '2026-03-07', 'xlsx')).toBe('中标信息-2026-03-07.xlsx');
    expect(exportFileName('demands', '2026-03-07', 'csv')).toBe('需求大厅-2026-03-07.csv');
  });
});
