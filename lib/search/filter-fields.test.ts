import { describe, expect, it } from 'vitest';
import { searchFilterFields } from './filter-fields';

const cities = ['北京', '上海', '重庆', '广州', '深圳', '成都', '杭州', '武汉', '西安', '南京', '天津'];
const labels = { 'city_name.keyword': cities.map((key, i) => ({ key, count: 500 - i })) };
const cityField = (filter: Record<string, string[]>, approximate = false) =>
  searchFilterFields(3, labels, filter, approximate).find((f) => f.fieldName === 'city_name.keyword')!;

describe('searchFilterFields', () => {
  it('lists the values by count, the first eight cities shown and the rest under 更多', () => {
    const items = cityField({}).items;
    expect(items.map((i) => i.key)).toEqual(['all', ...cities]);
    expect(items.filter((i) => !i.hide).map((i) => i.key)).toEqual(['all', ...cities.slice(0, 8)]);
  });

  it('puts the chosen values first, so a choice that would be folded is in sight', () => {
    const items = cityField({ 'city_name.keyword': ['天津', '上海'] }).items;
    expect(items.map((i) => i.key)).toEqual(['all', '上海', '天津', '北京', '重庆', '广州', '深圳', '成都', '杭州', '武汉', '西安', '南京']);
    expect(items.find((i) => i.key === '天津')).toMatchObject({ count: 490 });
    expect(items.filter((i) => i.hide).map((i) => i.key)).toEqual(['武汉', '西安', '南京']);
  });

  it('keeps a chosen value the answer no longer counts, with 0, among the first', () => {
    const items = cityField({ 'city_name.keyword': ['拉萨'] }, true).items;
    expect(items[1]).toMatchObject({ key: '拉萨', count: 0, hide: false });
    expect(items[2]).toMatchObject({ key: '北京', count: '约500' });
  });
});
