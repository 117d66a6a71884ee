import { describe, expect, it } from 'vitest';
import { supplierJsonLd, supplierSummary } from './seo';
import type { SupplierProfile } from './types';

const supplier: SupplierProfile = {
  compId: 7,
  compCode: 'C00000007',
  compName: '重庆云创科技有限公司',
  logo: null,
  cityName: '重庆',
  serviceTrade: ['政务', '医疗'],
  coreCompetence: ['软件开发', '大数据'],
  serviceForm: ['定制开发'],
  registerCapital: 1000,
  compScale: '中型',
  caseCount: 12,
  creditCode: '91500100MA5U123456',
  legalPerson: '王伟',
  cityCode: '500100',
  provinceName: '重庆市',
  address: '重庆市渝北区金开大道1号',
  intro: '重庆云创科技有限公司成立于2015年。'.repeat(10),
  customerType: ['政府'],
  establishTime: '2015-03-09T16:00:00.000Z',
  registerStatus: '存续',
  patentNum: 3,
};

describe('supplier SEO', () => {
  it('summarises the company in about 150 characters', () => {
    const text = supplierSummary(supplier);
    expect(text.startsWith('重庆云创科技有限公司，位于重庆，成立于2015-03-10，注册资本1000.0万，核心能力：软件开发、大数据')).toBe(true);
    expect([...text]).toHaveLength(150);
    expect(text.endsWith('…')).toBe(true);
  });

  it('describes an Organization with its credit code, founding date and address', () => {
    expect(supplierJsonLd(supplier, 'https://cq.example.cn', '/search-supplierdetail.html?id=7')).toMatchObject({
      '@type': 'Organization',
      name: '重庆云创科技有限公司',
      url: 'https://cq.example.cn/search-supplierdetail.html?id=7',
      identifier: { '@type': 'PropertyValue', propertyID: '统一社会信用代码', value: '91500100MA5U123456' },
      foundingDate: '2015-03-10',
      address: { '@type': 'PostalAddress', streetAddress: '重庆市渝北区金开大道1号', addressLocality: '重庆', addressCountry: 'CN' },
    });
    expect(supplierJsonLd({ ...supplier, logo: '/images/logo.svg' }, 'https://x.cn', '/p')).toMatchObject({ logo: 'https://x.cn/images/logo.svg' });
  });
});
