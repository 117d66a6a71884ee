// Purchasing units of each city: government bodies, institutions, hospitals, colleges, state-owned
// enterprises and associations, each tied to the industries it buys for.
import { INDUSTRIES, type IndustryDef } from './catalogue';
import type { SeedCity } from './cities';
import type { Rng } from './rng';

export const PURCHASER_TYPES = ['政府机关', '事业单位', '国有企业', '医疗机构', '高等院校', '社会团体'] as const;
export type PurchaserType = (typeof PURCHASER_TYPES)[number];

interface Template {
  /** `{full}` is the city's full name (成都市), `{name}` its short name (成都). */
  pattern: string;
  type: PurchaserType;
  industries: string[];
}

const t = (pattern: string, type: PurchaserType, ...industries: string[]): Template => ({ pattern, type, industries });

// The first templates are the units every city has and that buy the most; small cities get a prefix
// of this list plus a random few of the rest.
const TEMPLATES: Template[] = [
  t('{full}大数据发展局', '政府机关', '政务服务', '智慧城市'),
  t('{full}卫生健康委员会', '政府机关', '医疗健康'),
  t('{full}教育局', '政府机关', '教育'),
  t('{full}第一人民医院', '医疗机构', '医疗健康'),
  t('{full}公共资源交易中心', '事业单位', '政务服务'),
  t('{full}政务服务管理办公室', '政府机关', '政务服务'),
  t('{full}公安局', '政府机关', '智慧城市'),
  t('{full}交通运输局', '政府机关', '交通物流'),
  t('{name}城市建设投资集团有限公司', '国有企业', '智慧城市'),
  t('{full}人民政府办公室', '政府机关', '政务服务'),
  t('{full}经济和信息化局', '政府机关', '制造业'),
  t('{full}发展和改革委员会', '政府机关', '能源环保', '智慧城市'),
  t('{full}农业农村局', '政府机关', '农业农村'),
  t('{full}文化和旅游局', '政府机关', '文化旅游'),
  t('{full}商务局', '政府机关', '商贸零售'),
  t('{full}城市管理局', '政府机关', '智慧城市'),
  t('{full}生态环境局', '政府机关', '能源环保'),
  t('{full}应急管理局', '政府机关', '政务服务'),
  t('{full}市场监督管理局', '政府机关', '商贸零售', '政务服务'),
  t('{full}医疗保障局', '政府机关', '医疗健康'),
  t('{full}财政局', '政府机关', '金融'),
  t('{full}人力资源和社会保障局', '政府机关', '政务服务'),
  t('{full}住房和城乡建设局', '政府机关', '智慧城市'),
  t('{full}疾病预防控制中心', '事业单位', '医疗健康'),
  t('{full}信息中心', '事业单位', '政务服务', '智慧城市'),
  t('{full}图书馆', '事业单位', '文化旅游'),
  t('{full}博物馆', '事业单位', '文化旅游'),
  t('{full}第一中学', '事业单位', '教育'),
  t('{full}不动产登记中心', '事业单位', '政务服务'),
  t('{full}融媒体中心', '事业单位', '文化旅游'),
  t('{full}中医院', '医疗机构', '医疗健康'),
  t('{full}妇幼保健院', '医疗机构', '医疗健康'),
  t('{full}中心医院', '医疗机构', '医疗健康'),
  t('{name}职业技术学院', '高等院校', '教育'),
  t('{name}学院', '高等院校', '教育'),
  t('{name}交通投资集团有限公司', '国有企业', '交通物流'),
  t('{name}水务集团有限公司', '国有企业', '能源环保'),
  t('{name}农村商业银行股份有限公司', '国有企业', '金融'),
  t('{name}公共交通集团有限公司', '国有企业', '交通物流'),
  t('{name}文化旅游发展集团有限公司', '国有企业', '文化旅游'),
  t('{name}产业投资集团有限公司', '国有企业', '制造业', '金融'),
  t('{name}燃气集团有限公司', '国有企业', '能源环保'),
  t('{full}软件行业协会', '社会团体', '制造业', '政务服务'),
  t('{full}红十字会', '社会团体', '医疗健康'),
  t('{full}工商业联合会', '社会团体', '商贸零售'),
  t('{full}科学技术协会', '社会团体', '教育'),
];

const CORE_TEMPLATES = 5;

export interface SeedPurchaser {
  id: number;
  purchaseCode: string;
  name: string;
  purchaserType: PurchaserType;
  cityCode: string;
  industries: IndustryDef[];
}

function industriesNamed(names: string[]): IndustryDef[] {
  return names.map((name) => {
    const industry = INDUSTRIES.find((i) => i.name === name);
    if (!industry) throw new Error(`purchaser template names unknown industry ${name}`);
    return industry;
  });
}

/** How many units a city gets: every template in hot cities, fewer in capitals, a dozen elsewhere. */
function unitCount(city: SeedCity): number {
  if (city.hotRank !== null) return TEMPLATES.length;
  return city.capital ? 28 : 12;
}

/** The purchasing units of every city, in city order; ids and codes count from 1. */
export function buildPurchasers(rng: Rng, cities: readonly SeedCity[]): SeedPurchaser[] {
  const out: SeedPurchaser[] = [];
  for (const city of cities) {
    const extra = rng.sample(TEMPLATES.slice(CORE_TEMPLATES), unitCount(city) - CORE_TEMPLATES);
    for (const template of [...TEMPLATES.slice(0, CORE_TEMPLATES), ...extra]) {
      const id = out.length + 1;
      out.push({
        id,
        purchaseCode: `P${city.code}${String(id).padStart(5, '0')}`,
        name: template.pattern.replace('{full}', city.fullName).replace('{name}', city.name),
        purchaserType: template.type,
        cityCode: city.code,
        industries: industriesNamed(template.industries),
      });
    }
  }
  return out;
}
