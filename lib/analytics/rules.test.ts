import { describe, expect, it } from 'vitest';
import { optedOut, optedOutByHeaders, referrerHost } from './rules';

describe('optedOut', () => {
  it('honours Do Not Track and Global Privacy Control', () => {
    expect(optedOut({ doNotTrack: '1' })).toBe(true);
    expect(optedOut({ doNotTrack: 'yes' })).toBe(true);
    expect(optedOut({ globalPrivacyControl: true })).toBe(true);
    expect(optedOut({ doNotTrack: '0' })).toBe(false);
    expect(optedOut({ doNotTrack: null })).toBe(false);
    expect(optedOut({})).toBe(false);
  });

  it('reads the same signals from request headers', () => {
    expect(optedOutByHeaders(new Headers({ dnt: '1' }))).toBe(true);
    expect(optedOutByHeaders(new Headers({ 'sec-gpc': '1' }))).toBe(true);
    expect(optedOutByHeaders(new Headers({ dnt: '0' }))).toBe(false);
  });
});

describe('referrerHost', () => {
  it("keeps another site's host name only", () => {
    expect(referrerHost('https://www.baidu.com/s?wd=%E8%BD%AF%E4%BB%B6', 'jfportal.cn')).toBe('www.baidu.com');
    expect(referrerHost('https://cq.jfportal.cn/search.html', 'jfportal.cn')).toBeUndefined();
    expect(referrerHost('https://jfportal.cn/', 'jfportal.cn')).toBeUndefined();
    expect(referrerHost('not a url', 'jfportal.cn')).toBeUndefined();
    expect(referrerHost('', 'jfportal.cn')).toBeUndefined();
  });
});
