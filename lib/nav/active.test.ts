import { describe, expect, it } from 'vitest';
import { activeNavKey } from './active';
import { MAIN_NAV, NAV_EXTRAS, FOOTER_GROUPS, type NavExtra } from './items';

describe('activeNavKey', () => {
  it('maps the home page in every form', () => {
    for (const p of ['/', '/index.html', '/index', '']) expect(activeNavKey(p)).toBe('home');
  });

  it('accepts the legacy .html address and the App Router path alike', () => {
    const pairs: [string, string][] = [
      ['/search.html', '/search'],
      ['/sourcing/index.html', '/sourcing'],
      ['/tendering.html', '/tendering'],
      ['/industryView.html', '/industryView'],
      ['/demandHall.html', '/demandHall'],
      ['/softwareConsult.html', '/softwareConsult'],
      ['/server.html', '/server'],
    ];
    for (const [legacy, app] of pairs) {
      expect(activeNavKey(legacy)).not.toBeNull();
      expect(activeNavKey(legacy)).toBe(activeNavKey(app));
    }
  });

  it('maps notice pages and tender details to government tendering', () => {
    for (const p of [
      '/notice.html',
      '/noticeDetail.html',
      '/tenderNoticeList',
      '/gov/notice/123',
      '/politicsTenderDetails.html',
      '/politicsTenderDetails',
      '/gov_purchase_detail.html',
      '/purbid/market/index',
      '/tendering.html',
    ]) {
      expect(activeNavKey(p), p).toBe('tendering');
    }
  });

  it('maps consult details and article lists to the industry view', () => {
    for (const p of ['/consultDetails.html', '/consultDetails', '/articleList.html', '/articleList', '/industryView'])
      expect(activeNavKey(p), p).toBe('industry');
  });

  it('maps the sourcing family to 采购寻源', () => {
    for (const p of [
      '/scheme-detail.html',
      '/sourcing/index.html',
      '/sourcing/index',
      '/procurement.html',
      '/search.html',
      '/search-signdetail.html',
      '/search-supplierdetail',
      '/jfCase.html',
      '/jfCase',
      '/business-detail.html',
      '/business-detail',
    ]) {
      expect(activeNavKey(p), p).toBe('sourcing');
    }
  });

  it('maps service details to software consulting, not to 直购服务', () => {
    expect(activeNavKey('/service_details.html')).toBe('consult');
    expect(activeNavKey('/service_details')).toBe('consult');
    expect(activeNavKey('/softwareConsult.html')).toBe('consult');
  });

  it('maps software and the store page to 直购服务', () => {
    for (const p of ['/software.html', '/software', '/store-page.html', '/store-page', '/server.html'])
      expect(activeNavKey(p), p).toBe('server');
  });

  it('ignores query, hash, trailing slash and letter case', () => {
    expect(activeNavKey('/search.html?searchName=a&tabIndex=1')).toBe('sourcing');
    expect(activeNavKey('/procurement.html?activeTab=case#top')).toBe('sourcing');
    expect(activeNavKey('/sourcing/')).toBe('sourcing');
    expect(activeNavKey('/JFCASE.HTML')).toBe('sourcing');
  });

  it('highlights nothing for other pages', () => {
    for (const p of ['/about.html', '/login', '/user-center.html', '/searching', '/softwares']) expect(activeNavKey(p), p).toBeNull();
    expect(activeNavKey(null)).toBeNull();
    expect(activeNavKey(undefined)).toBeNull();
  });

  it('maps every main navigation item and child link back to its own item', () => {
    for (const item of MAIN_NAV) {
      expect(activeNavKey(item.href), item.href).toBe(item.key);
      for (const child of item.children ?? []) {
        if (child.href.startsWith('/chatRT')) continue; // the chat page is shared, not part of tendering
        expect(activeNavKey(child.href), child.href).toBe(item.key);
      }
    }
  });
});

describe('navigation data', () => {
  it('lists the main items of 001 §2 in order', () => {
    expect(MAIN_NAV.map((i) => i.name)).toEqual(['首页', '采购寻源', '需求大厅', '政府采购招标', '直购服务', '软件咨询', '行业观点']);
  });
  it('lists the children exactly', () => {
    const children = Object.fromEntries(MAIN_NAV.map((i) => [i.key, (i.children ?? []).map((c) => `${c.name} ${c.href}`)]));
    expect(children.sourcing).toEqual([
      '找方案 /procurement.html?activeTab=product',
      '找企业 /procurement.html?activeTab=enterprise',
      '找商机 /procurement.html?activeTab=business',
      '找案例 /procurement.html?activeTab=case',
    ]);
    expect(children.tendering).toEqual(['我要采购 /chatRT.html?type=2', '采购公告 /purbid/market/index?nmenu=nav4&menuType=1']);
    expect(children.server).toEqual(['软件外包 /software.html', '商城 /store-page.html']);
    expect(children.consult).toEqual([
      '供应商寻源 /service_details.html?serviceid=2',
      '软件造价评估 /service_details.html?serviceid=5',
      '采购代理 /service_details.html?serviceid=6',
      'IT监理 /service_details.html?serviceid=7',
    ]);
  });
  it('has the right-hand links and footer essentials', () => {
    expect(NAV_EXTRAS.map((e) => e.name)).toEqual(['采购知识云', '产品工具', 'APP', '国际站']);
    // 001 §2: the knowledge cloud is an external single-sign-on link: through the account host's login
    // to the cloud's site, in a new window.
    const cloud = NAV_EXTRAS[0] as Extract<NavExtra, { kind: 'link' }>;
    expect(cloud.external).toBe(true);
    const url = new URL(cloud.href, 'http://localhost');
    expect(url.pathname).toBe('/cas/login');
    expect(new URL(url.searchParams.get('service')!).protocol).toBe('https:');
    const footer = FOOTER_GROUPS.flatMap((g) => g.links.map((l) => l.href));
    expect(footer).toEqual(expect.arrayContaining(['/about.html', '/jfMap.html', '/procurement.html?activeTab=business', '/tendering.html']));
  });
});
