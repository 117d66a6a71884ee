import { describe, expect, it } from 'vitest';
import { letterGroupOf } from '@/lib/city/rules';
import { deriveCities, HOT_CITY_NAMES } from './cities';

const cities = deriveCities();
const bySite = new Map(cities.map((c) => [c.site, c]));
const byName = (name: string) => cities.filter((c) => c.name === name);

describe('deriveCities', () => {
  it('lists every prefecture-level city and the four municipalities once', () => {
    expect(cities.length).toBeGreaterThan(330);
    expect(new Set(cities.map((c) => c.code)).size).toBe(cities.length);
    for (const code of ['110100', '120100', '310100', '500100']) expect(cities.some((c) => c.code === code)).toBe(true);
  });

  it('drops the non-city groupings of the division table', () => {
    const names = cities.map((c) => c.fullName);
    expect(names.some((n) => /市辖区|^县$|直辖县级行政区划/.test(n))).toBe(false);
    expect(cities.some((c) => c.code === '500200')).toBe(false);
  });

  it('names municipalities after the province', () => {
    expect(cities.find((c) => c.code === '500100')).toMatchObject({
      name: '重庆',
      fullName: '重庆市',
      provinceCode: '500000',
      provinceName: '重庆市',
      pinyin: 'chongqing',
      initial: 'C',
      site: 'cq',
      hotRank: 5,
    });
  });

  it('gives the required sites', () => {
    expect(bySite.get('cq')?.code).toBe('500100');
    expect(bySite.get('cd')?.code).toBe('510100');
    expect(bySite.get('bj')?.code).toBe('110100');
    expect(byName('长沙')[0]).toMatchObject({ pinyin: 'changsha', site: 'cs' });
  });

  it('makes sites unique, the less important city taking its full pinyin, then the code', () => {
    expect(bySite.size).toBe(cities.length);
    for (const c of cities) expect(c.site).toMatch(/^[a-z0-9]{1,40}$/);
    expect(byName('常德')[0]?.site).toBe('changde'); // 成都, a hot city, keeps cd
    expect(byName('苏州')[0]?.site).toBe('suzhou'); // 深圳 ranks higher and keeps sz
    expect(byName('宿州')[0]?.site).toBe('suzhou341300');
  });

  it('ranks the hot cities 1..12 in list order', () => {
    const hot = cities.filter((c) => c.hotRank !== null).sort((a, b) => (a.hotRank ?? 0) - (b.hotRank ?? 0));
    expect(hot.map((c) => c.name)).toEqual(HOT_CITY_NAMES);
    expect(hot.map((c) => c.hotRank)).toEqual(HOT_CITY_NAMES.map((_, i) => i + 1));
  });

  it('gives every city an initial that has a letter tab', () => {
    for (const c of cities) {
      expect(c.initial).toMatch(/^[A-Z]$/);
      expect(c.initial).toBe(c.pinyin.charAt(0).toUpperCase());
      expect(letterGroupOf(c.initial)).toBeDefined();
    }
  });

  it('shortens autonomous prefectures and marks capitals', () => {
    expect(byName('延边')[0]).toMatchObject({ code: '222400', fullName: '延边朝鲜族自治州', site: 'yb' });
    expect(byName('成都')[0]?.capital).toBe(true);
    expect(byName('绵阳')[0]?.capital).toBe(false);
  });
});
