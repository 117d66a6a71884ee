import { describe, expect, it } from 'vitest';
import { noticeListHref } from './links';
import { noticePageOf } from './list-params';

describe('the notice list page parameter', () => {
  it('reads pages 1 to 500 and falls back to 1', () => {
    expect(noticePageOf({ page: '3' })).toBe(3);
    expect(noticePageOf({ page: ['4', '5'] })).toBe(4);
    for (const page of [undefined, '0', '-1', '1e3', 'abc', '501', '9999']) expect(noticePageOf({ page })).toBe(1);
  });

  it('keeps the address the header links for page 1', () => {
    expect(noticeListHref(1)).toBe('/purbid/market/index?nmenu=nav4&menuType=1');
    expect(noticeListHref(2)).toBe('/purbid/market/index?nmenu=nav4&menuType=1&page=2');
  });
});
