import { describe, expect, it } from 'vitest';
import { activeAltNavKey, ALT_NAV, DEFAULT_SEARCH_TYPE, headerSearchMode, parseSearchType, searchFormHref, searchTypeHref, searchTypeOfItem } from './alt-nav';
import { headerVariant, showsAltNav } from './header-variant';
import { DEFAULT_HOT_SEARCHES } from '@/lib/search/hot-searches';

describe('the alternative navigation bar', () => {
  it('lists the items of 001 §2 with their addresses', () => {
    expect(ALT_NAV.map((i) => `${i.name} ${i.href}`)).toEqual([
      '政企数字化转型 /',
      '软件商机 /business.html#/gop',
      '软件企业 /enterprise.html',
      '产品及方案 /scheme.html',
      '案例 /jfCase.html',
      '服务 /jfService.html',
      '地图 /jfMap.html',
    ]);
    expect(DEFAULT_HOT_SEARCHES.opportunity).toEqual(['软件开发', 'app开发', '前端开发', '小程序', '电商', '信息安全']);
  });

  it('lights the item of the page, legacy or App Router address alike', () => {
    expect(activeAltNavKey('/enterprise.html?searchName=a')).toBe('enterprise');
    expect(activeAltNavKey('/jfCase')).toBe('jfCase');
    expect(activeAltNavKey('/scheme-detail.html')).toBe('scheme');
    expect(activeAltNavKey('/JFMAP.HTML')).toBe('jfMap');
    expect(activeAltNavKey('/')).toBe('index');
    expect(activeAltNavKey('/search.html')).toBeNull();
    expect(activeAltNavKey(null)).toBeNull();
  });

  it('sets the search type to the name of the item followed; 政企数字化转型 and 地图 are no search type', () => {
    expect(ALT_NAV.map(searchTypeOfItem)).toEqual([null, '软件商机', '软件企业', '产品及方案', '案例', '服务', null]);
    expect(parseSearchType('案例')).toBe('案例');
    expect(parseSearchType('地图')).toBeNull();
    expect(parseSearchType(null)).toBeNull();
  });
});

describe('headerVariant', () => {
  it('gives the bar to its family, the solutions header to /scheme.html and the main one elsewhere', () => {
    for (const p of ['/business.html', '/enterprise.html', '/jfCase.html', '/jfService', '/jfMap.html']) expect(headerVariant(p), p).toBe('digital');
    expect(headerVariant('/scheme.html?searchName=x')).toBe('solutions');
    for (const p of ['/', '/index.html', '/search.html', '/business-detail.html', '/demandHall.html', null]) expect(headerVariant(p), String(p)).toBe('main');
    expect(showsAltNav('main')).toBe(false);
    expect(showsAltNav('solutions')).toBe(true);
  });

  it('gives the registration steps the registration header, without the bar', () => {
    for (const p of ['/register', '/register.html', '/activeInformation.html', '/checkPending.html', '/checkSuccess.html']) expect(headerVariant(p), p).toBe('registration');
    expect(headerVariant('/login')).toBe('main');
    expect(showsAltNav('registration')).toBe(false);
  });
});

describe('headerSearchMode', () => {
  it('keeps the plain search with the hot searches until a type is chosen, outside the bar', () => {
    const mode = headerSearchMode(null, false);
    expect(mode.type).toBeNull();
    expect(mode.placeholder).toBe('搜索企业、产品、解决方案、案例、项目');
    expect(mode.keywords).toContain('大数据');
    expect(mode.href(' 软件 ', 1)).toBe('/procurement.html?from=search&keyword=%E8%BD%AF%E4%BB%B6&t=1');
  });

  it('searches by the default type with the quick keywords on the pages of the bar', () => {
    const mode = headerSearchMode(null, true);
    expect(mode.type).toBe(DEFAULT_SEARCH_TYPE);
    expect(mode.keywords).toBe(DEFAULT_HOT_SEARCHES.opportunity);
    expect(mode.href('小程序')).toBe('/procurement.html?from=search&keyword=%E5%B0%8F%E7%A8%8B%E5%BA%8F&activeTab=business');
  });

  it('searches by the chosen type everywhere, an empty keyword opening its list', () => {
    const mode = headerSearchMode('软件企业', false);
    expect(mode.placeholder).toContain('软件企业');
    // 001 §9: 软件企业 searches on its own page, /enterprise.html (its keyword is searchName), marked as a
    // search asked from the box so the page counts it towards the hot searches.
    expect(mode.href('数据', 5)).toBe('/enterprise.html?from=search&searchName=%E6%95%B0%E6%8D%AE&t=5');
    expect(mode.href('  ')).toBe('/enterprise.html');
    expect(searchTypeHref('产品及方案', 'OA')).toBe('/procurement.html?from=search&keyword=OA&activeTab=product');
    expect(searchTypeHref('案例', '医疗')).toContain('activeTab=case');
    expect(searchTypeHref('服务', '测试', 9)).toBe('/jfService.html?keyword=%E6%B5%8B%E8%AF%95&t=9');
  });
});

describe('searchFormHref (the search forms without JavaScript)', () => {
  const form = (fields: Record<string, string>) => searchFormHref(new URLSearchParams(fields));

  it('goes where the script sends the same search, per type', () => {
    for (const type of ['软件商机', '软件企业', '产品及方案', '案例', '服务'] as const) {
      expect(form({ type, keyword: ' 政务云 ' }), type).toBe(searchTypeHref(type, '政务云'));
    }
    expect(form({ type: '软件企业', keyword: '政务云' })).toBe('/enterprise.html?from=search&searchName=%E6%94%BF%E5%8A%A1%E4%BA%91');
    expect(form({ type: '软件企业', keyword: '' })).toBe('/enterprise.html');
  });

  it('is the plain header search without a known type', () => {
    expect(form({ keyword: '软件' })).toBe('/procurement.html?from=search&keyword=%E8%BD%AF%E4%BB%B6');
    expect(form({ type: 'https://evil.example', keyword: '软件' })).toBe('/procurement.html?from=search&keyword=%E8%BD%AF%E4%BB%B6');
    expect(form({})).toBe(headerSearchMode(null, false).href(''));
  });
});
