// What the solutions page's header adds (001 §2 "Another variant of the shared header"): the
// site-navigation mega menu, the customer-service menu, industry enablement with its external
// links, and the mobile version and global site on the right. Data only.
import type { NavLink } from './items';
import { ENGLISH_SITE_HREF, ONLINE_CONSULT_HREF } from './items';

export interface NavGroup {
  title: string;
  links: NavLink[];
}

/** 网站导航: every part of the portal, by group. */
export const SITE_MAP_GROUPS: readonly NavGroup[] = [
  {
    title: '政企数字化转型',
    links: [
      { name: '软件商机', href: '/business.html' },
      { name: '软件企业', href: '/enterprise.html' },
      { name: '产品及方案', href: '/scheme.html' },
      { name: '案例', href: '/jfCase.html' },
      { name: '服务', href: '/jfService.html' },
      { name: '地图', href: '/jfMap.html' },
    ],
  },
  {
    title: '采购寻源',
    links: [
      { name: '找方案', href: '/procurement.html?activeTab=product' },
      { name: '找企业', href: '/procurement.html?activeTab=enterprise' },
      { name: '找案例', href: '/procurement.html?activeTab=case' },
      { name: '中标信息', href: '/search.html?tabIndex=0' },
    ],
  },
  {
    title: '需求与商机',
    links: [
      { name: '需求大厅', href: '/demandHall.html' },
      { name: '政府采购招标', href: '/tendering.html' },
      { name: '优选方案征集', href: '/preferredScheme.html' },
    ],
  },
  {
    title: '软件咨询',
    links: [
      { name: '供应商寻源', href: '/service_details.html?serviceid=2' },
      { name: '软件造价评估', href: '/service_details.html?serviceid=5' },
      { name: '采购代理', href: '/service_details.html?serviceid=6' },
      { name: 'IT监理', href: '/service_details.html?serviceid=7' },
    ],
  },
];

/** 客户服务, with the hotline shown after these links. */
export const CUSTOMER_SERVICE_LINKS: readonly NavLink[] = [
  { name: '在线咨询', href: ONLINE_CONSULT_HREF },
  { name: '意见反馈', href: '/feedback.html' },
  { name: '帮助中心', href: '/help.html' },
  { name: '商家中心', href: '/merchant.html' },
  { name: '会员中心', href: '/member.html' },
  { name: '规则中心', href: '/ruleCenter.html' },
];

/** 行业赋能: public sites of the sector, opened in a new window. */
export const INDUSTRY_LINKS: readonly NavLink[] = [
  { name: '中国政府采购网', href: 'https://www.ccgp.gov.cn/', external: true },
  { name: '工业和信息化部', href: 'https://www.miit.gov.cn/', external: true },
  { name: '国家数据局', href: 'https://www.nda.gov.cn/', external: true },
  { name: '国家企业信用信息公示系统', href: 'https://www.gsxt.gov.cn/', external: true },
];

export const MOBILE_SITE_LABEL = '手机版';
export const GLOBAL_SITE: NavLink = { name: '全球站', href: ENGLISH_SITE_HREF, external: true };
export const ENGLISH_SITE: NavLink = { name: 'English', href: ENGLISH_SITE_HREF, external: true };
