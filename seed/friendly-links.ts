// Footer friendly links: national procurement sites for every city, plus a few local government sites.
import type { SeedCity } from './cities';
import type { Rng } from './rng';

export interface FriendlyLinkRow {
  id: number;
  cityCode: string | null;
  linkName: string;
  linkUrl: string;
  sort: number;
}

const GLOBAL_LINKS: [string, string][] = [
  ['中国政府采购网', 'http://www.ccgp.gov.cn'],
  ['全国公共资源交易平台', 'http://www.ggzy.gov.cn'],
  ['中华人民共和国工业和信息化部', 'https://www.miit.gov.cn'],
  ['中国招标投标公共服务平台', 'http://www.cebpubservice.com'],
  ['信用中国', 'https://www.creditchina.gov.cn'],
  ['国家企业信用信息公示系统', 'https://www.gsxt.gov.cn'],
];

type LocalLink = (city: SeedCity) => [string, string];

// The first two are on every city site; the others are drawn per city. Host names follow the usual
// pattern of local government sites; they are illustrative, not checked.
const LOCAL_LINKS: LocalLink[] = [
  (c) => [`${c.fullName}人民政府`, `https://www.${c.site}.gov.cn`],
  (c) => [`${c.fullName}公共资源交易中心`, `https://ggzy.${c.site}.gov.cn`],
  (c) => [`${c.provinceName}政府采购网`, `http://www.ccgp-${c.provincePinyin}.gov.cn`],
  (c) => [`${c.fullName}大数据发展局`, `https://dsj.${c.site}.gov.cn`],
  (c) => [`${c.fullName}政务服务网`, `https://zwfw.${c.site}.gov.cn`],
  (c) => [`${c.fullName}经济和信息化局`, `https://jxj.${c.site}.gov.cn`],
  (c) => [`${c.fullName}科学技术局`, `https://kjj.${c.site}.gov.cn`],
];

const ALWAYS = 2;

export function buildFriendlyLinks(rng: Rng, cities: readonly SeedCity[]): FriendlyLinkRow[] {
  const rows: FriendlyLinkRow[] = [];
  const add = (cityCode: string | null, [linkName, linkUrl]: [string, string], sort: number) =>
    rows.push({ id: rows.length + 1, cityCode, linkName, linkUrl, sort });
  GLOBAL_LINKS.forEach((link, i) => add(null, link, i + 1));
  for (const city of cities) {
    const extra = rng.sample(LOCAL_LINKS.slice(ALWAYS), rng.int(3, 6) - ALWAYS);
    [...LOCAL_LINKS.slice(0, ALWAYS), ...extra].forEach((link, i) => add(city.code, link(city), i + 1));
  }
  return rows;
}
