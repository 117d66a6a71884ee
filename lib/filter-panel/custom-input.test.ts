import { describe, expect, it } from 'vitest';
import { applyCustomInputs, customInputNames, formTarget } from './custom-input';
import type { FilterField } from './types';

const time: FilterField = {
  fieldName: 'publish_time',
  label: '发布时间',
  default: 'all',
  items: [
    { key: '1m', label: '近1个月' },
    { key: 'custom', label: '自定义', custom: 'date-range' },
  ],
};
const price: FilterField = { fieldName: 'price', label: '价格', items: [{ key: 'p', label: '自定义', custom: 'price-range' }] };
const city: FilterField = { fieldName: 'city', label: '城市', items: [{ key: 'bj', label: '北京' }] };

describe('applyCustomInputs', () => {
  it('names the inputs after the field', () => {
    expect(customInputNames('publish_time')).toEqual({ from: 'publish_time.from', to: 'publish_time.to' });
  });

  it('folds submitted date and price inputs into the state', () => {
    const params = new URLSearchParams('publish_time.from=2025-01-01&publish_time.to=2025-03-31&price.from=0&price.to=500元');
    expect(applyCustomInputs([time, price, city], { publish_time: ['1m'], city: ['bj'] }, params)).toEqual({
      publish_time: ['range:2025-01-01~2025-03-31'],
      price: ['price:~500'],
      city: ['bj'],
    });
  });

  it('reads a Next searchParams record too', () => {
    expect(applyCustomInputs([price], {}, { 'price.from': ['100', '200'], 'price.to': undefined })).toEqual({ price: ['price:100~'] });
  });

  it('ignores invalid, empty or absent inputs', () => {
    const state = { publish_time: ['1m'] };
    expect(applyCustomInputs([time, price], state, { 'publish_time.from': '2025-05-01', 'publish_time.to': '2025-01-01', 'price.from': '0' })).toBe(state);
    expect(applyCustomInputs([time], state, {})).toBe(state);
  });
});

describe('formTarget', () => {
  it('splits a link into action and hidden inputs', () => {
    expect(formTarget('/search.html?searchName=云&tabIndex=1#top')).toEqual({
      action: '/search.html',
      inputs: [
        ['searchName', '云'],
        ['tabIndex', '1'],
      ],
    });
    expect(formTarget('?a=1&a=2')).toEqual({ action: undefined, inputs: [['a', '1'], ['a', '2']] });
    expect(formTarget('/jfCase.html')).toEqual({ action: '/jfCase.html', inputs: [] });
  });
});
