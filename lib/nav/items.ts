// The header navigation and footer links (001 §2 "Header navigation", "Footer") as data.

export type NavKey = 'home' | 'sourcing' | 'demandHall' | 'tendering' | 'server' | 'consult' | 'industry';

/** A link; an empty href means the entry is not open yet and shows NOT_OPEN_LABEL instead of linking. */
export interface NavLink {
  name: string;
  href: string;
  external?: boolean;
}

export interface NavItem extends NavLink {
  key: NavKey;
  children?: NavLink[];
}

export const NOT_OPEN_LABEL = '(暂未开通)';

export const MAIN_NAV: readonly NavItem[] = [
  { key: 'home', name: '首页', href: '/' },
  {
    key: 'sourcing',
    name: '采购寻源',
    href: '/sourcing/index.html',
    children: [
      { name: '找方案', href: '/procurement.html?activeTab=product' },
      { name: '找企业', href: '/procurement.html?activeTab=enterprise' },
      { name: '找商机', href: '/procurement.html?activeTab=business' },
      { name: '找案例', href: '/procurement.html?activeTab=case' },
    ],
  },
  { key: 'demandHall', name: '需求大厅', href: '/demandHall.html' },
  {
    key: 'tendering',
    name: '政府采购招标',
    href: '/tendering.html',
    children: [
      { name: '我要采购', href: '/chatRT.html?type=2' },
      { name: '采购公告', href: '/purbid/market/index?nmenu=nav4&menuType=1' },
    ],
  },
  {
    key: 'server',
    name: '直购服务',
    href: '/server.html',
    children: [
      { name: '软件外包', href: '/software.html' },
      { name: '商城', href: '/store-page.html' },
    ],
  },
  {
    key: 'consult',
    name: '软件咨询',
    href: '/softwareConsult.html',
    children: [
      { name: '供应商寻源', href: '/service_details.html?serviceid=2' },
      { name: '软件造价评估', href: '/service_details.html?serviceid=5' },
      { name: '采购代理', href: '/service_details.html?serviceid=6' },
      { name: 'IT监理', href: '/service_details.html?serviceid=7' },
    ],
  },
  { key: 'industry', name: '行业观点', href: '/industryView.html' },
];

/**
 * The English global site (001 §2): a site of its own, outside this product, opened in a new tab like
 * every external link. The spec gives no address; this is the portal's English host.
 */
export const ENGLISH_SITE_HREF = 'https://en.jfportal.cn/';

/**
 * 采购知识云 (001 §2): an external site that signs its users on through the account host. The link goes
 * by that host's login (/cas/login, the portal itself): a logged-in user goes straight on to the cloud,
 * a visitor logs in first. The cloud lives on a sub-domain of the site domain, so the login's callback
 * rule (lib/accounts/callback.ts) lets it through; on a site under another domain (development) the
 * login ends on the home page. The spec gives no address; this is the portal's knowledge-cloud host.
 */
export const KNOWLEDGE_CLOUD_HREF = `/cas/login?${new URLSearchParams({ service: 'https://zsk.jfportal.cn/' })}`;

/** Right-hand links of the navigation bar. The app entry shows QR codes only. */
export type NavExtra = (NavLink & { kind: 'link' }) | { kind: 'app'; name: string };

export const NAV_EXTRAS: readonly NavExtra[] = [
  { kind: 'link', name: '采购知识云', href: KNOWLEDGE_CLOUD_HREF, external: true },
  { kind: 'link', name: '产品工具', href: '/producTool.html' },
  { kind: 'app', name: 'APP' },
  { kind: 'link', name: '国际站', href: ENGLISH_SITE_HREF, external: true },
];

export interface FooterGroup {
  title: string;
  links: NavLink[];
}

/** 001 §2 footer: tendering, industry view, procurement, about, consulting, server, tools, mall, settle-in, map, demand hall, membership, English site. */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: '采购服务',
    links: [
      { name: '政府采购招标', href: '/tendering.html' },
      { name: '采购寻源', href: '/procurement.html' },
      { name: '需求大厅', href: '/procurement.html?activeTab=business' },
      { name: '行业观点', href: '/industryView.html' },
    ],
  },
  {
    title: '平台服务',
    links: [
      { name: '软件咨询', href: '/softwareConsult.html' },
      { name: '直购服务', href: '/server.html' },
      { name: '产品工具', href: '/producTool.html' },
      { name: '商城', href: '/store-page.html' },
    ],
  },
  {
    title: '合作入驻',
    links: [
      { name: '供应商入驻', href: '/settleIn.html' },
      { name: '会员中心', href: '/member.html' },
      { name: '产业地图', href: '/jfMap.html' },
    ],
  },
  {
    title: '关于我们',
    links: [
      { name: '关于我们', href: '/about.html' },
      { name: '平台活动', href: '/activityIndex.html' },
      { name: '规则中心', href: '/ruleCenter.html' },
      { name: '开放数据', href: '/opendata.html' },
      { name: '市场分析', href: '/analytics.html' },
      { name: '国际站', href: ENGLISH_SITE_HREF, external: true },
    ],
  },
];

/** 000 §2 shared-chrome links. Online consulting is a chat with the platform's customer service (001 §2 Side bar). */
export const ONLINE_CONSULT_HREF = '/chatRT.html?type=2';
