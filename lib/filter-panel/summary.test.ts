import { describe, expect, it } from 'vitest';
import { selectedConditions } from './summary';
import type { FilterField } from './types';

const fields: FilterField[] = [
  {
    fieldName: 'cat',
    label: '行业',
    default: 'all',
    items: [{ key: 'edu', label: '教育', children: [{ key: 'edu-k12', label: '基础教育' }] }],
  },
  {
    fieldName: 'city',
    label: '城市',
    items: [{ key: 'idx', label: '更多城市', custom: 'city-index', children: [{ key: 'C', label: 'C', children: [{ key: 'city:500100', label: '重庆' }] }] }],
  },
  { fieldName: 'time', label: '时间', items: [{ key: 'custom', label: '自定义', custom: 'date-range' }] },
  { fieldName: 'price', label: '价格', items: [{ key: 'p', label: '价格', custom: 'price-range', children: [{ key: 'price:0~1000', label: '1000元以下' }] }] },
];

describe('selectedConditions', () => {
  it('labels fixed, nested, custom and preset keys in field order', () => {
    const state = {
      price: ['price:200~'],
      time: ['range:2025-01-01~2025-02-01'],
      city: ['city:500100'],
      cat: ['edu', 'edu-k12'],
    };
    expect(selectedConditions(fields, state).map((c) => `${c.field.label}:${c.label}`)).toEqual([
      '行业:教育',
      '行业:基础教育',
      '城市:重庆',
      '时间:2025-01-01 至 2025-02-01',
      '价格:200元以上',
    ]);
    expect(selectedConditions(fields, { price: ['price:0~1000'] })[0]).toEqual({ field: fields[3], key: 'price:0~1000', label: '1000元以下' });
  });

  it('skips defaults and unknown fields, and shows an unknown key as itself', () => {
    expect(selectedConditions(fields, { cat: ['all'], other: ['x'] })).toEqual([]);
    expect(selectedConditions(fields, { cat: ['gone'] })[0]!.label).toBe('gone');
  });
});
