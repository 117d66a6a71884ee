import { describe, expect, it } from 'vitest';
import { matchCity } from './location';

const cities = [
  { cityName: '重庆', fullName: '重庆市', provinceName: '重庆市' },
  { cityName: '成都', fullName: '成都市', provinceName: '四川省' },
  { cityName: '阿坝', fullName: '阿坝藏族羌族自治州', provinceName: '四川省' },
];

describe('matchCity', () => {
  it('finds a city by its full name or its short name', () => {
    expect(matchCity({ province: '四川省', city: '成都市' }, cities)?.cityName).toBe('成都');
    expect(matchCity({ province: '重庆', city: '重庆市' }, cities)?.cityName).toBe('重庆');
    expect(matchCity({ province: '四川省', city: '阿坝藏族羌族自治州' }, cities)?.cityName).toBe('阿坝');
  });

  it('names no city for a private address, an unknown city or a blank', () => {
    expect(matchCity({ province: '', city: '内网IP' }, cities)).toBeUndefined();
    expect(matchCity({ province: '广东省', city: '深圳市' }, cities)).toBeUndefined();
    expect(matchCity({ province: '0', city: '0' }, cities)).toBeUndefined();
    expect(matchCity({ province: '', city: '' }, cities)).toBeUndefined();
  });
});
