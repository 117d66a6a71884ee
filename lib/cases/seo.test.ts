import { describe, expect, it } from 'vitest';
import { caseJsonLd, caseSummary } from './seo';
import type { CaseDetail } from './types';

const detail: CaseDetail = {
  caseUuid: 'abc',
  source: 1,
  caseTitle: '重庆市大数据局政务服务平台建设项目',
  parentIndCode: 'I01',
  parentIndName: '政务',
  indName: '政务服务',
  buName: '重庆某科技有限公司',
  period: 18,
  devNumber: 12,
  devStartTime: '2024-01-01T00:00:00.000Z',
  devEndTime: '2025-07-01T00:00:00.000Z',
  serviceCustom: '重庆市大数据局',
  buDesc: '',
  detailAddress: '',
  businessScope: '',
  worktypeStr: '软件开发',
  skillStr: 'Java',
  industryInfoList: [],
  picArray: [],
  serveiceDetailBlank: 1,
  supplierDetaiBlank: 0,
  caseDesc: '项目建设内容。'.repeat(40),
  serviceDetail: null,
  supplierId: 7,
  cityName: '重庆',
  publishTime: '2025-08-01T02:00:00.000Z',
};

describe('caseSummary', () => {
  it('leads with the customer and cycle text and stays short', () => {
    const summary = caseSummary(detail);
    expect(summary.startsWith('服务客户：重庆市大数据局；开发周期：1年6个月。项目建设内容。')).toBe(true);
    expect([...summary]).toHaveLength(120);
    expect(summary.endsWith('…')).toBe(true);
  });

  it('keeps a short text whole', () => {
    expect(caseSummary({ ...detail, caseDesc: '短。' })).toBe('服务客户：重庆市大数据局；开发周期：1年6个月。短。');
  });
});

describe('caseJsonLd', () => {
  it('describes the case as a CreativeWork with its provider', () => {
    expect(caseJsonLd(detail)).toMatchObject({
      '@type': 'CreativeWork',
      name: detail.caseTitle,
      datePublished: detail.publishTime,
      author: { '@type': 'Organization', name: '重庆某科技有限公司' },
      provider: { name: '重庆某科技有限公司' },
    });
  });

  it('names no provider when the case hides it', () => {
    const ld = caseJsonLd({ ...detail, supplierDetaiBlank: 1, buName: '' });
    expect(ld).not.toHaveProperty('author');
    expect(ld).not.toHaveProperty('provider');
  });
});
