// Purchasing units of each city: government bodies, institutions, hospitals, colleges, state-owned
// enterprises and associations, each tied to the industries it buys for.
import { INDUSTRIES, type IndustryDef } from './catalogue';
import type { SeedCity } from './cities';
import type { Rng } from './rng';
import type { PurchaserType } from './purchaser-types';
import { topicSystemsOf } from './topics';

interface Template {
  /** `{full}` is the city's full name (成都市), `{name}` its short name (成都). */
  pattern: string;
  type: PurchaserType;
  industries: string[];
  /** What this kind of unit buys, when narrower than its industries' systems (a library buys library systems). */
  systems?: string[];
}

const t = (pattern: string, type: PurchaserType, industries: string, systems?: string): Template => ({
  pattern,
  type,
  industries: industries.split('、'),
  ...(systems ? { systems: systems.split('、') } : {}),
});

// The first templates are the units every city has and that buy the most; small cities get a prefix
// of this list plus a random few of the rest.
const TEMPLATES: Template[] = [
  t('{full}大数据发展局', '政府机关', '政务服务、智慧城市', '政务数据共享交换平台、城市大脑数据中台、政务云平台、公共数据开放平台、一网通办政务服务系统、数据资源目录管理系统'),
  t('{full}卫生健康委员会', '政府机关', '医疗健康', '区域全民健康信息平台、智慧医疗信息平台、传染病监测预警系统、基层医疗卫生机构管理信息系统、智慧养老服务平台、卫生健康综合监管平台'),
  t('{full}教育局', '政府机关', '教育', '教育资源公共服务平台、教育城域网、学生综合素质评价系统、中小学招生入学服务平台、教育管理公共服务平台'),
  t('{full}第一人民医院', '医疗机构', '医疗健康', 'HIS医院信息系统、电子病历系统、PACS影像归档系统、互联网医院平台、智慧医疗信息平台、LIS检验信息系统'),
  t('{full}公共资源交易中心', '事业单位', '政务服务', '电子招标投标交易平台、远程异地评标系统、公共资源交易数据分析平台、协同办公OA系统'),
  t('{full}政务服务管理办公室', '政府机关', '政务服务', '一网通办政务服务系统、12345政务服务便民热线系统、电子证照库、政务服务大厅智能排队系统、好差评管理系统'),
  t('{full}公安局', '政府机关', '智慧城市', '雪亮工程视频监控联网、智慧警务大数据平台、公共安全视频图像信息系统、智能交通信号控制系统'),
  t('{full}交通运输局', '政府机关', '交通物流', '交通运行监测调度中心TOCC、智慧停车管理平台、公交智能调度系统、道路运输监管平台、物流公共信息平台'),
  t('{name}城市建设投资集团有限公司', '国有企业', '智慧城市', '智慧工地管理平台、CIM城市信息模型平台、ERP企业资源计划系统、协同办公OA系统'),
  t('{full}人民政府办公室', '政府机关', '政务服务', '协同办公OA系统、电子公文交换系统、政务信息报送系统、督查督办系统'),
  t('{full}经济和信息化局', '政府机关', '制造业', '工业互联网标识解析平台、中小企业公共服务平台、企业上云监测平台、工业经济运行监测系统'),
  t('{full}发展和改革委员会', '政府机关', '能源环保、智慧城市', '重点用能单位能耗在线监测系统、碳排放管理平台、投资项目在线审批监管平台、社会信用信息平台'),
  t('{full}农业农村局', '政府机关', '农业农村'),
  t('{full}文化和旅游局', '政府机关', '文化旅游', '全域旅游大数据平台、文化市场综合执法系统、公共文化云平台、旅游应急指挥平台'),
  t('{full}商务局', '政府机关', '商贸零售', '智慧商圈运营平台、跨境电商公共服务平台、消费券发放平台、商务运行监测系统'),
  t('{full}城市管理局', '政府机关', '智慧城市', '智慧城管综合执法平台、城市运行管理服务平台、5G智慧灯杆、数字化城市管理平台'),
  t('{full}生态环境局', '政府机关', '能源环保', '生态环境监测大数据平台、污染源自动监控系统、碳排放管理平台、环境执法移动平台'),
  t('{full}应急管理局', '政府机关', '政务服务', '应急指挥调度平台、安全生产风险监测预警系统、应急物资管理系统、自然灾害综合风险普查系统'),
  t('{full}市场监督管理局', '政府机关', '商贸零售、政务服务', '智慧农贸市场监管系统、食品安全追溯平台、特种设备安全监管平台、企业登记全程电子化系统'),
  t('{full}医疗保障局', '政府机关', '医疗健康', '医保信息平台、医保基金智能监管系统、医保电子凭证服务系统、医保结算系统'),
  t('{full}财政局', '政府机关', '金融', '预算管理一体化系统、非税收入管理系统、财政电子票据平台、政府采购管理交易系统'),
  t('{full}人力资源和社会保障局', '政府机关', '政务服务', '社会保障卡一卡通服务平台、就业创业公共服务平台、劳动关系监测系统、人社业务经办系统'),
  t('{full}住房和城乡建设局', '政府机关', '智慧城市', 'CIM城市信息模型平台、智慧工地监管平台、房屋网签备案系统、住房公积金管理系统'),
  t('{full}疾病预防控制中心', '事业单位', '医疗健康', '传染病监测预警系统、免疫规划信息系统、实验室信息管理系统LIMS、慢性病管理信息系统'),
  t('{full}信息中心', '事业单位', '政务服务、智慧城市', '政务云平台、电子政务外网安全等级保护、政务数据共享交换平台、网络安全态势感知平台'),
  t('{full}图书馆', '事业单位', '文化旅游', '图书馆自助借还系统、智慧图书馆管理平台、数字资源服务平台、古籍数字化平台'),
  t('{full}博物馆', '事业单位', '文化旅游', '数字博物馆VR展示系统、藏品管理系统、智慧导览系统、文物数字化采集平台'),
  t('{full}第一中学', '事业单位', '教育', '智慧校园管理系统、智慧教室、校园一卡通系统、在线考试系统'),
  t('{full}不动产登记中心', '事业单位', '政务服务', '不动产登记信息管理平台、不动产互联网登记服务系统、电子证照库、档案数字化管理系统'),
  t('{full}融媒体中心', '事业单位', '文化旅游', '融媒体采编发平台、新闻客户端APP、全媒体指挥调度系统、县级融媒体中心'),
  t('{full}中医院', '医疗机构', '医疗健康', 'HIS医院信息系统、电子病历系统、中医智能辅助诊疗系统、互联网医院平台'),
  t('{full}妇幼保健院', '医疗机构', '医疗健康', '妇幼保健信息系统、HIS医院信息系统、电子病历系统、PACS影像归档系统'),
  t('{full}中心医院', '医疗机构', '医疗健康', 'HIS医院信息系统、电子病历系统、PACS影像归档系统、医院集成平台、互联网医院平台'),
  t('{name}职业技术学院', '高等院校', '教育', '智慧校园管理系统、实训教学管理平台、在线考试系统、校园一卡通系统'),
  t('{name}学院', '高等院校', '教育', '智慧校园管理系统、教务管理系统、校园一卡通系统、数据中心机房'),
  t('{name}交通投资集团有限公司', '国有企业', '交通物流', 'ETC门架系统、高速公路视频云联网平台、ERP企业资源计划系统、收费稽核系统'),
  t('{name}水务集团有限公司', '国有企业', '能源环保', '智慧水务管理平台、供水管网GIS系统、营业收费系统、二次供水监控系统'),
  t('{name}农村商业银行股份有限公司', '国有企业', '金融', '核心业务系统、手机银行APP、信贷风控AI模型、反洗钱监测系统'),
  t('{name}公共交通集团有限公司', '国有企业', '交通物流', '公交智能调度系统、乘车码支付系统、公交车载视频监控系统'),
  t('{name}文化旅游发展集团有限公司', '国有企业', '文化旅游', '智慧景区票务系统、景区智慧导览小程序、全域旅游大数据平台'),
  t('{name}产业投资集团有限公司', '国有企业', '制造业、金融', 'ERP企业资源计划系统、投资项目管理系统、协同办公OA系统、供应链协同SRM平台'),
  t('{name}燃气集团有限公司', '国有企业', '能源环保', '智慧燃气SCADA系统、燃气管网GIS系统、燃气营业收费系统'),
  t('{full}软件行业协会', '社会团体', '制造业、政务服务', '会员服务管理平台、行业公共服务平台、门户网站'),
  t('{full}红十字会', '社会团体', '医疗健康', '捐赠信息管理系统、应急救护培训管理平台、门户网站'),
  t('{full}工商业联合会', '社会团体', '商贸零售', '会员服务管理平台、民营企业服务平台、门户网站'),
  t('{full}科学技术协会', '社会团体', '教育', '科普信息化平台、学会服务平台、门户网站'),
];

const CORE_TEMPLATES = 5;

export interface SeedPurchaser {
  id: number;
  /** The template it is made from ({full}教育局): what kind of unit it is. */
  unit: string;
  purchaseCode: string;
  name: string;
  purchaserType: PurchaserType;
  cityCode: string;
  industries: IndustryDef[];
  /** What it buys: its own kind's systems, or those of its industries. */
  systems: string[];
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
        unit: template.pattern,
        purchaseCode: `P${city.code}${String(id).padStart(5, '0')}`,
        name: template.pattern.replace('{full}', city.fullName).replace('{name}', city.name),
        purchaserType: template.type,
        cityCode: city.code,
        industries: industriesNamed(template.industries),
        // Its kind's systems, and the topic projects such a unit buys (seed/topics.ts).
        systems: [...new Set([...(template.systems ?? industriesNamed(template.industries).flatMap((i) => i.systems)), ...topicSystemsOf(template.pattern)])],
      });
    }
  }
  return out;
}
