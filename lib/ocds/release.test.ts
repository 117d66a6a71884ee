import { describe, expect, it } from 'vitest';
import { releasePackageErrors } from '@/test/kits/ocds-schemas';
import { OCDS_LICENSE, OCID_PREFIX, parseOcid } from './publication';
import { opportunityBudgetYuan, toRelease, USCC_SCHEME } from './release';
import type { BidReleaseSource, OpportunityReleaseSource } from './types';

const bid: BidReleaseSource = {
  kind: 'bid',
  id: 7,
  bidCode: 'ZB2026000123',
  projectName: '智慧政务平台运维服务项目',
  projectNumber: 'CQZC-2026-0451',
  purchaser: '重庆市大数据发展局',
  purchaseCode: 'P50010000012',
  buyerCreditCode: '11500000MB15203887',
  purchaseWay: '公开招标',
  provinceName: '重庆市',
  cityName: '重庆',
  bidComp: '重庆云图数据科技有限公司',
  supplierId: 3,
  supplierCreditCode: '91500000MA5U7XKX2E',
  amount: 1_280_000,
  budgetAmount: 1_500_000,
  publishTime: new Date('2026-10-08T02:00:00Z'),
  bidOpenTime: new Date('2026-09-30T01:30:00Z'),
  changedAt: '2026-10-08T02:00:01.123456Z',
};

const intention: OpportunityReleaseSource = {
  kind: 'opportunity',
  id: 11,
  code: 'YX2026001',
  type: 1,
  projectName: '政务云扩容采购意向',
  projectNumber: '',
  purchaserName: '成都市政务服务管理局',
  buyerCreditCode: null,
  budgetAmount: '120.5',
  publishTime: new Date('2026-10-01T00:00:00Z'),
  biddingDateFrom: null,
  bidDeadline: null,
  changedAt: '2026-10-01T00:00:00.000000Z',
};

const notice: OpportunityReleaseSource = {
  ...intention,
  id: 12,
  code: 'ZC2026002',
  type: 2,
  projectNumber: 'CDZC-2026-88',
  budgetAmount: '980000.00',
  biddingDateFrom: new Date('2026-10-02T00:00:00Z'),
  bidDeadline: new Date('2026-10-20T01:00:00Z'),
};

const asPackage = (releases: unknown[]) => ({
  uri: 'https://example.test/ocds/releases',
  version: '1.1',
  publishedDate: '2026-10-09T00:00:00Z',
  publisher: { name: '云采汇', uri: 'https://example.test/opendata.html' },
  license: OCDS_LICENSE,
  releases,
});

describe('toRelease', () => {
  it('maps a winning bid to an award release with its buyer and supplier by credit code, in CNY', () => {
    const r = toRelease(bid);
    expect(r.ocid).toBe(`${OCID_PREFIX}zb-ZB2026000123`);
    expect(r).toMatchObject({ tag: ['award'], initiationType: 'tender', language: 'zh', date: bid.changedAt });
    expect(r.id).toBe('ZB2026000123-20261008020001123456');
    expect(r.buyer).toEqual({ id: `${USCC_SCHEME}-11500000MB15203887`, name: '重庆市大数据发展局' });
    expect(r.parties.find((p) => p.roles.includes('buyer'))?.identifier).toEqual({ scheme: 'CN-USCC', id: '11500000MB15203887', legalName: '重庆市大数据发展局' });
    expect(r.parties.find((p) => p.roles.includes('supplier'))?.identifier?.id).toBe('91500000MA5U7XKX2E');
    expect(r.tender).toMatchObject({ id: 'CQZC-2026-0451', title: bid.projectName, value: { amount: 1_500_000, currency: 'CNY' }, procurementMethodDetails: '公开招标' });
    expect(r.awards).toEqual([
      expect.objectContaining({ value: { amount: 1_280_000, currency: 'CNY' }, date: '2026-10-08T02:00:00.000Z', suppliers: [{ id: `${USCC_SCHEME}-91500000MA5U7XKX2E`, name: bid.bidComp }] }),
    ]);
  });

  it('leaves out what a record does not hold: no identifier without a credit code, no tender value without a budget', () => {
    const r = toRelease({ ...bid, buyerCreditCode: null, supplierCreditCode: null, supplierId: null, budgetAmount: null });
    expect(r.buyer.id).toBe('jf-purchaser-P50010000012');
    expect(r.parties.every((p) => p.identifier === undefined)).toBe(true);
    expect(r.tender.value).toBeUndefined();
    expect(r.awards?.[0]?.suppliers[0]?.id).toBe('jf-supplier-重庆云图数据科技有限公司');
  });

  it('lists an organisation that is buyer and supplier once, with both roles', () => {
    const r = toRelease({ ...bid, supplierCreditCode: bid.buyerCreditCode });
    expect(r.parties).toHaveLength(1);
    expect(r.parties[0]?.roles).toEqual(['buyer', 'supplier']);
  });

  it('maps an intention to a planning release with its budget from 万 to yuan', () => {
    const r = toRelease(intention);
    expect(r).toMatchObject({ ocid: `${OCID_PREFIX}zc-YX2026001`, tag: ['planning'], planning: { budget: { amount: { amount: 1_205_000, currency: 'CNY' } } } });
    expect(r.tender).toEqual({ id: 'YX2026001', title: intention.projectName, status: 'planned' });
  });

  it('maps a tender notice to a tender release with its value in yuan and its tender period', () => {
    const r = toRelease(notice);
    expect(r.tag).toEqual(['tender']);
    expect(r.planning).toBeUndefined();
    expect(r.tender).toEqual({
      id: 'CDZC-2026-88',
      title: notice.projectName,
      datePublished: '2026-10-01T00:00:00.000Z',
      value: { amount: 980_000, currency: 'CNY' },
      tenderPeriod: { startDate: '2026-10-02T00:00:00.000Z', endDate: '2026-10-20T01:00:00.000Z' },
    });
  });

  it('gives releases that validate against the OCDS 1.1 release package schema', () => {
    expect(releasePackageErrors(asPackage([toRelease(bid), toRelease(intention), toRelease(notice)]))).toEqual([]);
  });

  it('is checked by that schema: a release without its tag is refused', () => {
    const untagged: Partial<ReturnType<typeof toRelease>> = toRelease(bid);
    delete untagged.tag;
    expect(releasePackageErrors(asPackage([untagged])).join()).toMatch(/tag/);
  });
});

describe('opportunityBudgetYuan', () => {
  it('reads yuan for notices, 万 for the others, nothing for no budget', () => {
    expect(opportunityBudgetYuan(2, '1234.5')).toBe(1234.5);
    expect(opportunityBudgetYuan(1, '0.01')).toBe(100);
    expect(opportunityBudgetYuan(1, null)).toBeNull();
  });
});

describe('parseOcid', () => {
  it('reads back the kind and key of the portal’s ocids and refuses any other', () => {
    expect(parseOcid(toRelease(bid).ocid)).toEqual({ kind: 'bid', key: 'ZB2026000123' });
    expect(parseOcid(toRelease(notice).ocid)).toEqual({ kind: 'opportunity', key: 'ZC2026002' });
    expect(parseOcid('ocds-213czf-000-00001')).toBeNull();
    expect(parseOcid(`${OCID_PREFIX}zb-`)).toBeNull();
    expect(parseOcid(`${OCID_PREFIX}zb-a/b`)).toBeNull();
  });
});
