import { describe, expect, it } from 'vitest';
import { nameSyllables, shortDivisionName } from './city-names';

describe('shortDivisionName', () => {
  it.each([
    ['成都市', '成都'],
    ['重庆市', '重庆'],
    ['大兴安岭地区', '大兴安岭'],
    ['锡林郭勒盟', '锡林郭勒'],
    ['延边朝鲜族自治州', '延边'],
    ['黔东南苗族侗族自治州', '黔东南'],
    ['海西蒙古族藏族自治州', '海西'],
    ['博尔塔拉蒙古自治州', '博尔塔拉'],
    ['克孜勒苏柯尔克孜自治州', '克孜勒苏'],
    ['伊犁哈萨克自治州', '伊犁'],
    ['西双版纳傣族自治州', '西双版纳'],
    ['六盘水市', '六盘水'],
    ['四川省', '四川'],
    ['广西壮族自治区', '广西'],
    ['内蒙古自治区', '内蒙古'],
    ['西藏自治区', '西藏'],
    ['新疆维吾尔自治区', '新疆'],
  ])('%s -> %s', (full, short) => {
    expect(shortDivisionName(full)).toBe(short);
  });
});

describe('nameSyllables', () => {
  it.each([
    ['重庆', '重庆市', 'chongqing'],
    ['长沙', '长沙市', 'changsha'],
    ['昌都', '昌都市', 'changdu'],
    ['喀什', '喀什地区', 'kashi'],
    ['吕梁', '吕梁市', 'lvliang'],
    ['厦门', '厦门市', 'xiamen'],
    ['陕西', '陕西省', 'shaanxi'],
    ['山西', '山西省', 'shanxi'],
  ])('%s reads %s', (name, full, expected) => {
    expect(nameSyllables(name, full).join('')).toBe(expected);
  });

  it('gives one syllable per character', () => {
    expect(nameSyllables('乌鲁木齐', '乌鲁木齐市')).toEqual(['wu', 'lu', 'mu', 'qi']);
  });
});
