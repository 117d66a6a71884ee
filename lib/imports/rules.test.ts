import { describe, expect, it } from 'vitest';
import type { City } from '@/lib/city/types';
import { businessDirectionCode, businessDirectionOf, cityForRegion, cityLookup, parseAmount, partyCreditCode, purchaserTypeOf, purchaseUnitOf, RowRefused } from './rules';

const city = (cityCode: string, fullName: string, provinceName: string): City => ({
  cityCode,
  cityName: fullName.replace(/市$/, ''),
  fullName,
  provinceCode: `${cityCode.slice(0, 2)}0000`,
  provinceName,
  site: cityCode,
  initial: 'A',
  hotRank: null,
});
const CITIES = cityLookup([city('500100', '重庆市', '重庆市'), city('510100', '成都市', '四川省'), city('110100', '北京市', '北京市'), city('320500', '苏州市', '江苏省')]);

describe('credit codes of parties (GB 32100-2015)', () => {
  it('keeps real codes, normalized, and treats an absent one as none', () => {
    expect(partyCreditCode('91110000600037341L', '中标单位')).toBe('91110000600037341L');
    expect(partyCreditCode(' 91350100m000100y43 ', '中标单位')).toBe('91350100M000100Y43');
    expect(partyCreditCode('', '采购单位')).toBeNull();
    expect(partyCreditCode(undefined, '采购单位')).toBeNull();
  });

  it('refuses a wrong check character and a wrong shape, saying whose', () => {
    expect(() => partyCreditCode('91110000600037341M', '中标单位')).toThrow('中标单位统一社会信用代码校验位错误');
    expect(() => partyCreditCode('12100000400000624A', '采购单位')).toThrow(RowRefused);
    expect(() => partyCreditCode('9111000060003734', '中标单位')).toThrow('格式不正确');
  });
});

describe('amounts in yuan', () => {
  it('reads numbers and numeric text with thousands separators, to the fen', () => {
    expect(parseAmount(1234.567, '中标金额')).toBe(1234.57);
    expect(parseAmount('1,280,000', '中标金额')).toBe(1_280_000);
    expect(parseAmount(' 96000.5 ', '预算金额')).toBe(96_000.5);
  });

  it('refuses what is not a number, naming the field', () => {
    expect(() => parseAmount('12万', '中标金额')).toThrow('中标金额不是数字：12万');
    expect(() => parseAmount(null, '中标金额')).toThrow('不是数字');
    expect(() => parseAmount(-1, '中标金额')).toThrow('超出范围');
  });
});

describe('regions to the portal cities (GB/T 2260)', () => {
  it('finds the prefecture of a code at any level; a municipality district finds its city', () => {
    expect(cityForRegion({ code: '510107', names: [] }, CITIES)?.cityCode).toBe('510100');
    expect(cityForRegion({ code: '500112', names: [] }, CITIES)?.cityCode).toBe('500100');
    expect(cityForRegion({ code: '500235', names: [] }, CITIES)?.cityCode).toBe('500100'); // a county of 重庆 (5002xx)
    expect(cityForRegion({ code: '510000', names: [] }, CITIES)).toBeNull(); // a province is no city
  });

  it('matches names, full or short, and names that start with one', () => {
    expect(cityForRegion({ code: null, names: ['成都'] }, CITIES)?.cityCode).toBe('510100');
    expect(cityForRegion({ code: null, names: ['四川省成都市武侯区'] }, CITIES)?.cityCode).toBe('510100');
    expect(cityForRegion({ code: null, names: ['北京市朝阳区'] }, CITIES)?.cityCode).toBe('110100');
    expect(cityForRegion({ code: null, names: ['', '江苏省', '苏州市'] }, CITIES)?.cityCode).toBe('320500');
    expect(cityForRegion({ code: null, names: ['火星市'] }, CITIES)).toBeNull();
  });
});

describe('kinds of units and projects', () => {
  it('guesses the purchaser kind and the subscription option from the name', () => {
    expect(purchaserTypeOf('重庆市大数据应用发展管理局')).toBe('政府机关');
    expect(purchaserTypeOf('四川大学华西医院')).toBe('医疗机构');
    expect(purchaserTypeOf('西南交通大学')).toBe('高等院校');
    expect(purchaseUnitOf('成都市第七中学')).toBe('zxxx');
    expect(purchaseUnitOf('重庆市公安局')).toBe('djjg');
  });

  it('finds the 业务方向 of a title, or of a name given', () => {
    expect(businessDirectionOf('2025年网络安全等级保护测评服务项目')).toBe('xxaq');
    expect(businessDirectionOf('政务服务平台建设项目')).toBe('rjkf');
    expect(businessDirectionCode('数据服务')).toBe('sjfw');
    expect(businessDirectionCode('yjs')).toBe('yjs');
    expect(businessDirectionCode('挖掘机')).toBeNull();
  });
});
