import { describe, expect, it } from 'vitest';
import { cityChange, defaultLetterTab } from './picker';

describe('cityChange', () => {
  const main = { currentCityCode: '500100', hostCity: null, currentHost: 'localhost:3000', siteDomain: 'localhost' };
  const sub = { ...main, hostCity: 'cq', currentHost: 'cq.localhost:3000', protocol: 'http:' };
  it('does nothing for the current city', () => {
    expect(cityChange({ cityCode: '500100', cityName: '重庆', site: 'cq' }, main)).toEqual({ kind: 'none' });
    expect(cityChange({ cityCode: '500100', cityName: '重庆', site: 'cq' }, sub)).toEqual({ kind: 'none' });
  });
  it('switches by cookie on the main site', () => {
    expect(cityChange({ cityCode: '510100', cityName: '成都', site: 'cd' }, main)).toEqual({ kind: 'cookie', cityCode: '510100' });
  });
  it("goes to the chosen city's sub-site on a sub-site, keeping the port", () => {
    expect(cityChange({ cityCode: '510100', cityName: '成都', site: 'cd' }, sub)).toEqual({
      kind: 'navigate',
      href: 'http://cd.localhost:3000/',
    });
  });
  it('defaults to https and falls back to the cookie when the city has no site', () => {
    expect(cityChange({ cityCode: '510100', cityName: '成都', site: 'cd' }, { ...sub, protocol: undefined, currentHost: 'cq.jfportal.cn', siteDomain: 'jfportal.cn' })).toEqual({
      kind: 'navigate',
      href: 'https://cd.jfportal.cn/',
    });
    expect(cityChange({ cityCode: '510100', cityName: '成都' }, sub)).toEqual({ kind: 'cookie', cityCode: '510100' });
  });
});

describe('defaultLetterTab', () => {
  const trees = [
    { letter: 'B', cityVo: [{ cityCode: '110100', cityName: '北京', site: 'bj' }] },
    {
      letter: 'C',
      cityVo: [
        { cityCode: '500100', cityName: '重庆', site: 'cq' },
        { cityCode: '510100', cityName: '成都', site: 'cd' },
      ],
    },
    { letter: 'H', cityVo: [{ cityCode: '330100', cityName: '杭州', site: 'hz' }] },
    { letter: 'K', cityVo: [] },
    { letter: 'S', cityVo: [{ cityCode: '310100', cityName: '上海', site: 'sh' }] },
  ];
  it('picks the visible tab that holds the current city', () => {
    // Visible tabs: ABCDE, FGHJ, QRSTW (KLMNP holds no city and is hidden).
    expect(defaultLetterTab(trees, '500100')).toBe(0);
    expect(defaultLetterTab(trees, '330100')).toBe(1);
    expect(defaultLetterTab(trees, '310100')).toBe(2);
  });
  it('falls back to the first tab', () => {
    expect(defaultLetterTab(trees, '999999')).toBe(0);
    expect(defaultLetterTab([], '500100')).toBe(0);
  });
});
