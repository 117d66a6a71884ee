import { describe, expect, it } from 'vitest';
import type { LoginMenuItem } from '@/lib/session/types';
import {
  cityChange,
  defaultLetterTab,
  exitHref,
  formatBadge,
  mustLogout,
  safeLinkHref,
  showIdentitySelector,
  showWorkbench,
  switchHref,
  unreadTotal,
} from './rules';

const personal: LoginMenuItem = { buId: 0, buName: '张三', butype: 0, role: '' };
const ent: LoginMenuItem = { buId: 1001, buName: '重庆某科技有限公司', butype: 1, role: 'member' };
const owned: LoginMenuItem = { buId: 1002, buName: '某某集团', butype: 1, role: 'owner' };
const team: LoginMenuItem = { buId: 1003, buName: '开发团队', butype: 2, role: '' };

describe('showWorkbench', () => {
  it('hides the workbench for buid 0 without expert status', () => {
    expect(showWorkbench({ buid: 0, expert: false })).toBe(false);
  });
  it('shows it to experts on their personal identity', () => {
    expect(showWorkbench({ buid: 0, expert: true })).toBe(true);
  });
  it('shows it on an enterprise identity, expert or not', () => {
    expect(showWorkbench({ buid: 1001, expert: false })).toBe(true);
    expect(showWorkbench({ buid: 1001, expert: true })).toBe(true);
  });
});

describe('showIdentitySelector', () => {
  it('shows when the first identity is personal and nobody is owner', () => {
    expect(showIdentitySelector([personal])).toBe(true);
    expect(showIdentitySelector([personal, ent, team])).toBe(true);
  });
  it('hides when any entry is owner, wherever it stands', () => {
    expect(showIdentitySelector([personal, owned])).toBe(false);
    expect(showIdentitySelector([personal, ent, owned])).toBe(false);
    expect(showIdentitySelector([{ ...personal, role: 'owner' }])).toBe(false);
  });
  it('hides when the first identity is not personal', () => {
    expect(showIdentitySelector([ent, personal])).toBe(false);
    expect(showIdentitySelector([team])).toBe(false);
  });
  it('hides for an empty menu', () => {
    expect(showIdentitySelector([])).toBe(false);
  });
});

describe('unreadTotal', () => {
  it('sums the four inbox counts and the per-receiver count', () => {
    expect(unreadTotal({ sysnum: 1, ordernum: 2, lmnum: 3, bid_push: 4, receiverUnread: 5 })).toBe(15);
  });
  it('is 0 without counts', () => {
    expect(unreadTotal(null)).toBe(0);
    expect(unreadTotal(undefined)).toBe(0);
    expect(unreadTotal({ sysnum: 0, ordernum: 0, lmnum: 0, bid_push: 0, receiverUnread: 0 })).toBe(0);
  });
  it('ignores negative or non-numeric values from a sloppy answer', () => {
    const sloppy = { sysnum: -3, ordernum: Number.NaN, lmnum: 2, bid_push: 'x', receiverUnread: 1 } as never;
    expect(unreadTotal(sloppy)).toBe(3);
  });
});

describe('formatBadge', () => {
  it('shows nothing for 0 or less', () => {
    expect(formatBadge(0)).toBeNull();
    expect(formatBadge(-1)).toBeNull();
  });
  it('shows the number up to 99', () => {
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(99)).toBe('99');
  });
  it('shows 99+ above 99', () => {
    expect(formatBadge(100)).toBe('99+');
    expect(formatBadge(12345)).toBe('99+');
  });
});

describe('mustLogout', () => {
  it('is true for account status 1 to 6', () => {
    for (const s of [1, 2, 3, 4, 5, 6]) expect(mustLogout(s)).toBe(true);
    expect(mustLogout('3')).toBe(true);
  });
  it('is false otherwise', () => {
    for (const s of [0, 7, -1, 1.5, 100]) expect(mustLogout(s)).toBe(false);
    expect(mustLogout(null)).toBe(false);
    expect(mustLogout(undefined)).toBe(false);
    expect(mustLogout('')).toBe(false);
    expect(mustLogout('abc')).toBe(false);
  });
});

describe('switchHref and exitHref', () => {
  const callback = 'https://cq.jfportal.cn/search.html?searchName=大数据&tabIndex=1';
  it('uses role 1 for the personal identity (buid 0)', () => {
    const url = new URL(switchHref(personal, callback), 'https://x');
    expect(url.pathname).toBe('/login/switch');
    expect(url.searchParams.get('buid')).toBe('0');
    expect(url.searchParams.get('role')).toBe('1');
    expect(url.searchParams.get('callback')).toBe(callback);
  });
  it('uses role 0 for any other identity', () => {
    const url = new URL(switchHref(ent, callback), 'https://x');
    expect(url.searchParams.get('buid')).toBe('1001');
    expect(url.searchParams.get('role')).toBe('0');
  });
  it('encodes the callback so its own query survives', () => {
    const href = switchHref(ent, callback);
    expect(href).not.toContain('&tabIndex=1');
    expect(href.startsWith('/login/switch?buid=1001&role=0&callback=https%3A%2F%2F')).toBe(true);
  });
  it('builds the exit address with the callback', () => {
    const href = exitHref(callback);
    expect(href.startsWith('/exit?callback=')).toBe(true);
    expect(new URL(href, 'https://x').searchParams.get('callback')).toBe(callback);
  });
});

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

describe('safeLinkHref', () => {
  it('keeps http(s) addresses as given', () => {
    expect(safeLinkHref('http://www.ccgp.gov.cn')).toBe('http://www.ccgp.gov.cn');
    expect(safeLinkHref(' https://www.miit.gov.cn/a?b=1 ')).toBe('https://www.miit.gov.cn/a?b=1');
  });
  it('keeps site paths', () => {
    expect(safeLinkHref('/about.html')).toBe('/about.html');
  });
  it('refuses script, data, protocol-relative and malformed addresses', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'www.example.com', '', null, undefined])
      expect(safeLinkHref(bad), String(bad)).toBeNull();
  });
});
