// The services list (/jfService.html, 001 §2 服务): the software-consulting services and the
// outsourcing service categories, each card linking to its page, with an optional keyword filter
// (the header search of type 服务). Pure: built from the fixed lists, no I/O.
import { serviceHref } from '@/lib/consult/json-ld';
import { CONSULT_SERVICES } from '@/lib/consult/services';
import { demandHallHref, parseDemandParams, type DemandTab } from '@/lib/opportunities/list-params';
import { JOB_TYPES, SERVICE_CATEGORIES, type OptionGroup } from '@/lib/opportunities/options';

export const SERVICES_PATH = '/jfService.html';

export interface ServiceLink {
  name: string;
  href: string;
}

export interface ServiceCard {
  key: string;
  title: string;
  summary: string;
  /** The service's page; null while it is not online. */
  href: string | null;
  links: ServiceLink[];
}

export interface ServiceSection {
  key: 'consult' | 'software' | 'manpower';
  title: string;
  subtitle: string;
  cards: ServiceCard[];
}

/** What each outsourcing category offers, in a buyer's words. */
const CATEGORY_SUMMARIES: Record<string, string> = {
  dev: '网站、APP、小程序与管理系统定制开发，按需求评估工期与报价。',
  design: '界面、交互与品牌视觉设计，适配 PC、移动端与大屏。',
  data: '数据分析、数据治理与人工智能应用，从数据采集到模型落地。',
  test: '功能、性能与安全测试，出具测试报告，支撑验收与等保测评。',
  ops: '云平台、网络与数据库运维，7x24 小时值守与应急响应。',
  'job-dev': 'Java、前端、Python、Go 等开发工程师驻场或远程支持。',
  'job-qa': '功能、自动化与性能测试工程师，按项目周期结算。',
  'job-ops': '运维与实施工程师，系统上线、迁移与日常保障。',
  'job-pm': '产品经理与项目经理，需求梳理、进度与质量管理。',
};

const demandLink = (tab: DemandTab, category: string, subCategory = '') =>
  demandHallHref({ ...parseDemandParams({}), tab, category, subCategory });

function categoryCards(tab: DemandTab, groups: readonly OptionGroup[]): ServiceCard[] {
  return groups.map((g) => ({
    key: g.code,
    title: g.name,
    summary: CATEGORY_SUMMARIES[g.code] ?? '',
    href: demandLink(tab, g.code),
    links: g.children.map((c) => ({ name: c.name, href: demandLink(tab, g.code, c.code) })),
  }));
}

const SECTIONS: readonly ServiceSection[] = [
  {
    key: 'consult',
    title: '软件咨询服务',
    subtitle: '平台顾问团队提供的采购前、采购中与交付期专业服务',
    cards: CONSULT_SERVICES.map((s) => ({
      key: `consult-${s.serviceId}`,
      title: s.serviceName,
      summary: s.summary,
      href: s.detail ? serviceHref(s.serviceId) : null,
      links: [],
    })),
  },
  { key: 'software', title: '软件外包服务', subtitle: '按服务类别发布需求，入驻服务商报价响应', cards: categoryCards('software', SERVICE_CATEGORIES) },
  { key: 'manpower', title: '人力外包服务', subtitle: '按岗位类别找驻场与远程技术人员', cards: categoryCards('manpower', JOB_TYPES) },
];

/** The keyword of the address, trimmed and cut to the search's 50 characters. */
export function parseServiceKeyword(value: string | string[] | undefined): string {
  return ((Array.isArray(value) ? value[0] : value) ?? '').trim().slice(0, 50);
}

export const servicesHref = (keyword: string) => (keyword ? `${SERVICES_PATH}?keyword=${encodeURIComponent(keyword)}` : SERVICES_PATH);

const has = (text: string, keyword: string) => text.toLowerCase().includes(keyword.toLowerCase());

/**
 * The sections a keyword leaves: a card whose title or summary holds it stays whole, one where only
 * some sub-services hold it keeps those; sections left without cards are dropped.
 */
export function serviceSections(keyword = ''): ServiceSection[] {
  if (!keyword) return [...SECTIONS];
  return SECTIONS.map((section) => ({
    ...section,
    cards: section.cards.flatMap((card) => {
      if (has(card.title, keyword) || has(card.summary, keyword)) return [card];
      const links = card.links.filter((l) => has(l.name, keyword));
      return links.length ? [{ ...card, links }] : [];
    }),
  })).filter((section) => section.cards.length > 0);
}
