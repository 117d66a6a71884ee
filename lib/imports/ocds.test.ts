import { describe, expect, it } from 'vitest';
import type { City } from '@/lib/city/types';
import { mapOcdsValue } from './ocds';
import { cityLookup } from './rules';

const CITIES = cityLookup([
  { cityCode: '500100', cityName: '重庆', fullName: '重庆市', provinceCode: '500000', provinceName: '重庆市', site: 'cq', initial: 'C', hotRank: 5 },
  { cityCode: '510100', cityName: '成都', fullName: '成都市', provinceCode: '510000', provinceName: '四川省', site: 'cd', initial: 'C', hotRank: 6 },
] satisfies City[]);

const buyer = { id: 'B', name: '重庆市大数据应用发展管理局', identifier: { scheme: 'CN-USCC', id: '12100000400000624D' }, address: { locality: '重庆市', region: '重庆市' }, roles: ['buyer'] };
const supplier = { id: 'S', name: '成都锐思信息技术有限公司', identifier: { scheme: 'CN-USCC', id: '91110000600037341L' }, address: { region: '四川省', locality: '成都市' }, roles: ['supplier'] };

function release(over: Record<string, unknown> = {}) {
  return {
    ocid: 'ocds-test-1',
    id: 'ocds-test-1-award',
    date: '2025-03-01T08:00:00+08:00',
    tag: ['award'],
    buyer: { id: 'B', name: buyer.name },
    parties: [buyer, supplier],
    planning: { budget: { amount: { amount: 1_200_000, currency: 'CNY' } } },
    tender: { id: 'CQZC2025-00001', title: '重庆市政务数据共享平台建设项目', value: { amount: 1_200_000, currency: 'CNY' }, procurementMethod: 'open', tenderPeriod: { startDate: '2025-02-01T09:00:00+08:00', endDate: '2025-02-20T09:00:00+08:00' } },
    awards: [{ id: 'a1', status: 'active', date: '2025-03-01', value: { amount: '1,080,000', currency: 'CNY' }, suppliers: [{ id: 'S', name: supplier.name }] }],
    ...over,
  };
}

const refusalOf = (value: unknown) => {
  const row = mapOcdsValue(value, { line: 3 }, CITIES);
  return 'refusal' in row ? row.refusal : null;
};

describe('OCDS releases to portal records', () => {
  it('makes an intention, a tender notice and a winning bid, keyed by ocid and section', () => {
    const row = mapOcdsValue(release(), { line: 1 }, CITIES);
    expect('records' in row && row.key).toBe('ocds-test-1/ocds-test-1-award');
    if (!('records' in row)) throw new Error(row.refusal);
    expect(row.records.map((r) => [r.kind, r.key])).toEqual([
      ['planning', 'ocds-test-1#planning'],
      ['tender', 'ocds-test-1#tender'],
      ['award', 'ocds-test-1#award:a1'],
    ]);
    const award = row.records[2]!;
    expect(award.kind === 'award' && { amount: award.amount, way: award.purchaseWay, supplier: award.suppliers[0]?.cityCode, buyerCity: award.purchaser.cityCode }).toEqual({ amount: 1_080_000, way: '公开招标', supplier: '510100', buyerCity: '500100' });
    expect(award.purchaser.creditCode).toBe('12100000400000624D');
  });

  it('reads a record through its compiledRelease', () => {
    const record = { ocid: 'ocds-test-1', releases: [{ url: 'https://example.com/r1', date: '2025-01-01' }], compiledRelease: { ...release({ parties: [{ ...buyer, identifier: undefined }, supplier] }), id: 'ocds-test-1-compiled' } };
    const row = mapOcdsValue(record, { pointer: '/records/0' }, CITIES);
    expect('records' in row && row.records).toHaveLength(3);
    expect(refusalOf({ ocid: 'x', releases: [{ url: 'https://example.com/r1' }] })).toContain('compiledRelease');
  });

  it('refuses a row with its reason in Chinese', () => {
    const noCredit = { ...buyer, identifier: undefined };
    expect(refusalOf(release({ ocid: undefined }))).toBe('缺少必填字段 ocid');
    expect(refusalOf(release({ parties: [noCredit, { ...supplier, identifier: { scheme: 'CN-USCC', id: '91110000600037341M' } }] }))).toContain('中标单位统一社会信用代码校验位错误');
    expect(refusalOf(release({ parties: [{ ...noCredit, address: { region: '火星' } }, supplier] }))).toContain('采购单位地区无法识别');
    expect(
      refusalOf(release({ parties: [noCredit, supplier], awards: [{ id: 'a1', value: { amount: '约一百万', currency: 'CNY' }, suppliers: [{ id: 'S' }] }] })),
    ).toBe('中标金额不是数字：约一百万');
    expect(refusalOf(release({ parties: [noCredit, supplier], awards: [{ id: 'a1', value: { amount: 5, currency: 'USD' }, suppliers: [{ id: 'S' }] }] }))).toContain('币种不是人民币');
    expect(refusalOf(release({ buyer: undefined, parties: [supplier] }))).toBe('缺少采购单位（buyer）');
    expect(refusalOf('not an object')).toBe('不是 JSON 对象');
  });
});
