import { describe, expect, it } from 'vitest';
import { purchaserNames } from './purchaser';

describe('purchaserNames', () => {
  it('splits the space-separated names, ignoring extra blanks', () => {
    expect(purchaserNames('重庆市大数据发展局')).toEqual(['重庆市大数据发展局']);
    expect(purchaserNames(' 重庆市大数据发展局  重庆市公安局 ')).toEqual(['重庆市大数据发展局', '重庆市公安局']);
    expect(purchaserNames('')).toEqual([]);
  });
});
