// The demo ads' creatives (001 §2 Ad slots): what each banner says, where it leads and how it looks. The
// pictures are 340x136 SVG drawn from this data by seed/ad-images.ts (`npm run ads:images` writes
// them to public/images/ads/), so the seed needs no download and every banner reads as a real one.
import { AD_HEIGHT, AD_WIDTH } from '@/lib/ads/display';

export type Motif = 'building' | 'document' | 'cloud' | 'shield' | 'chart' | 'code' | 'skyline' | 'bell' | 'search' | 'chip' | 'phone' | 'pin';

export interface Creative {
  /** File name under public/images/ads/ (without .svg). */
  key: string;
  /** Small line above the headline. */
  kicker: string;
  headline: string;
  subline: string;
  cta: string;
  href: string;
  /** Gradient from, to, and the accent of the button text. */
  colors: [string, string, string];
  motif: Motif;
}

export const AD_IMAGE_DIR = '/images/ads';
export const adImagePath = (key: string) => `${AD_IMAGE_DIR}/${key}.svg`;
export { AD_HEIGHT, AD_WIDTH };

/** Ads every city shows. */
export const GENERAL_CREATIVES: readonly Creative[] = [
  { key: 'join', kicker: '供应商招募', headline: '优选方案征集', subline: '免费展示案例，对接政企采购需求', cta: '立即入驻', href: '/preferredScheme.html', colors: ['#0b4fd6', '#3b8cff', '#0b4fd6'], motif: 'building' },
  { key: 'publish', kicker: '需求大厅', headline: '发布采购需求', subline: '服务商快速响应，免费获取报价', cta: '去发布', href: '/demandHall.html', colors: ['#d4380d', '#fa8c16', '#d4380d'], motif: 'document' },
  { key: 'gov-cloud', kicker: '产品及方案', headline: '政务云专区', subline: '等保三级 · 国产化适配 · 弹性扩容', cta: '了解详情', href: '/scheme.html', colors: ['#006d75', '#13c2c2', '#006d75'], motif: 'cloud' },
  { key: 'security', kicker: '合规服务', headline: '数据安全合规', subline: '等保测评、密评评估一站办理', cta: '免费咨询', href: '/jfService.html', colors: ['#2f1c87', '#6246ea', '#4b2fc9'], motif: 'shield' },
  { key: 'cost', kicker: '软件咨询', headline: '软件造价评估', subline: '功能点度量，预算评审有据可依', cta: '预约评估', href: '/service_details.html?serviceid=5', colors: ['#237804', '#52c41a', '#237804'], motif: 'chart' },
  { key: 'lowcode', kicker: '产品及方案', headline: '低代码开发平台', subline: '业务系统交付周期缩短 60%', cta: '免费试用', href: '/scheme.html', colors: ['#531dab', '#9254de', '#531dab'], motif: 'code' },
  { key: 'cases', kicker: '案例', headline: '政企数字化案例库', subline: '真实交付案例，按行业与城市查找', cta: '查看案例', href: '/jfCase.html', colors: ['#0050b3', '#36cfc9', '#0050b3'], motif: 'skyline' },
  { key: 'subscribe', kicker: '软件商机', headline: '商机订阅推送', subline: '政府采购意向每日推送到站内信', cta: '立即订阅', href: '/business.html', colors: ['#a8071a', '#ff4d4f', '#a8071a'], motif: 'bell' },
  { key: 'suppliers', kicker: '软件企业', headline: '找靠谱软件企业', subline: '按服务行业、核心能力与规模筛选', cta: '马上找', href: '/enterprise.html', colors: ['#10239e', '#2f54eb', '#10239e'], motif: 'search' },
  { key: 'xinchuang', kicker: '信创专区', headline: '信创适配服务', subline: '芯片、操作系统、数据库全栈适配', cta: '了解详情', href: '/scheme.html', colors: ['#5c0011', '#cf1322', '#a8071a'], motif: 'chip' },
  { key: 'app-dev', kicker: '软件外包', headline: 'App 与小程序开发', subline: '需求发布后 24 小时内响应', cta: '发布需求', href: '/demandHall.html', colors: ['#c41d7f', '#ff85c0', '#c41d7f'], motif: 'phone' },
  { key: 'map', kicker: '地图', headline: '软件产业地图', subline: '按城市查看服务商与招标分布', cta: '打开地图', href: '/jfMap.html', colors: ['#135200', '#36cfc9', '#135200'], motif: 'pin' },
];

/** Cities with ads of their own; the others fall back to the general ones. */
export const CITY_CREATIVES: readonly (Creative & { cityCode: string })[] = [
  ['500100', '重庆', 'cq'],
  ['510100', '成都', 'cd'],
  ['110100', '北京', 'bj'],
  ['310100', '上海', 'sh'],
  ['330100', '杭州', 'hz'],
].map(([cityCode, name, key], i) => ({
  cityCode: cityCode!,
  key: `city-${key}`,
  kicker: `${name}站 · 本地专场`,
  headline: `数字${name}采购节`,
  subline: '本地服务商、商机与案例汇集',
  cta: '进入专场',
  href: `/business.html?cityCode=${cityCode}`,
  colors: ([['#0b4fd6', '#13c2c2', '#0b4fd6'], ['#d4380d', '#faad14', '#d4380d'], ['#a8071a', '#fa541c', '#a8071a'], ['#10239e', '#597ef7', '#10239e'], ['#006d75', '#52c41a', '#006d75']] as const)[i]!.slice() as [string, string, string],
  motif: 'skyline' as const,
}));

/** The poster and the film of the video ad (mediaType 2). */
export const VIDEO_CREATIVE: Creative & { videoUrl: string } = {
  key: 'video-platform',
  kicker: '平台介绍 · 视频',
  headline: '3 分钟了解云采汇',
  subline: '政企数字化采购寻源，一站搞定',
  cta: '播放视频',
  href: '/index.html',
  colors: ['#001d66', '#1677ff', '#003eb3'],
  motif: 'cloud',
  videoUrl: '/media/ads/platform-intro.webm',
};

export const ALL_CREATIVES: readonly Creative[] = [...GENERAL_CREATIVES, ...CITY_CREATIVES, VIDEO_CREATIVE];
