// Patents and software copyrights of suppliers. supplier.patent_num is the company's total; the
// detail page lists at most the newest MAX_LISTED_PATENTS of them, so that many rows are generated.
import type { supplierPatents } from '@/lib/server/db/schema';
import { INDUSTRIES } from './catalogue';
import { weightedChoice, type Rng } from './rng';
import type { SupplierRow } from './suppliers';
import { beijingYear, DAY_MS, daysBefore, daysToReference, REFERENCE_DATE } from './time';

export type PatentRow = typeof supplierPatents.$inferInsert & { id: number };

export const PATENT_TYPES = ['发明专利', '实用新型', '外观设计', '软件著作权'] as const;
type PatentType = (typeof PATENT_TYPES)[number];

export const MAX_LISTED_PATENTS = 30;
const HISTORY_DAYS = 10 * 365;

// Software firms register far more copyrights than they patent.
const pickType = weightedChoice<PatentType>([
  ['软件著作权', 55],
  ['发明专利', 25],
  ['实用新型', 15],
  ['外观设计', 5],
]);

/** Days from filing to grant (patents) or registration (copyrights). */
const LAG_DAYS: Record<PatentType, [number, number]> = {
  发明专利: [400, 1100],
  实用新型: [150, 360],
  外观设计: [90, 240],
  软件著作权: [20, 90],
};

/** The type digit of a Chinese application number (1 invention, 2 utility model, 3 design). */
const TYPE_DIGIT: Record<Exclude<PatentType, '软件著作权'>, string> = { 发明专利: '1', 实用新型: '2', 外观设计: '3' };

const TECHS = ['大数据', '深度学习', '知识图谱', '区块链', '边缘计算', '多源数据融合', '自然语言处理', '计算机视觉', '物联网', '联邦学习', '数字孪生', '微服务架构'];
/** What an invention of a firm in each trade works on: a transport firm does not patent medical imaging. */
export const OBJECTS_BY_TRADE: Record<string, string[]> = {
  政务: ['政务服务事项', '12345热线工单', '公文流转', '跨部门数据共享'],
  城市管理: ['城市部件巡查', '视频监控', '地下管网', '城市交通流量'],
  医疗: ['医疗影像', '电子病历', '门诊排队', '医保结算'],
  教育: ['学生学业', '课堂行为', '校园安防', '教学资源'],
  金融: ['信贷风险', '反洗钱交易', '用户画像', '票据识别'],
  交通: ['城市交通流量', '公交客流', '路网拥堵', '车辆轨迹'],
  制造: ['设备故障', '产线质量', '供应链库存', '工业能耗'],
  能源: ['企业能耗', '电网负荷', '光伏发电功率', '管线泄漏'],
  农业: ['农作物病虫害', '土壤墒情', '农产品溯源', '畜禽养殖环境'],
  文旅: ['景区客流', '文物数字化', '游客画像', '票务核验'],
  零售: ['供应链库存', '门店客流', '用户画像', '会员营销'],
};
const METHODS = ['智能分派方法', '预测方法及系统', '识别方法、装置及存储介质', '异常检测方法', '风险评估方法', '调度方法及系统', '可视化展示方法', '检索方法及装置'];
const DEVICE_TRAITS = ['便于散热的', '可拆卸式', '防水型', '多功能', '带有自检功能的', '便携式', '模块化'];
const DEVICES = ['服务器机柜', '智能巡检终端', '数据采集网关', '物联网传感器安装支架', '自助服务一体机', '边缘计算盒', '网络配线架', '机房环境监测装置', '智能门禁终端'];
const DESIGNS = ['政务自助服务终端', '智能访客机', '边缘计算网关', '触控查询一体机', '智能信息发布屏', '数据采集终端'];
const DESIGN_VARIANTS = ['立式', '壁挂式', '桌面式', 'X1型', 'Pro型'];

/** Systems a supplier would write software for: those of its service trades. */
function systemsOf(supplier: SupplierRow): string[] {
  const own = INDUSTRIES.filter((i) => supplier.serviceTrade.includes(i.trade)).flatMap((i) => i.systems);
  return own.length > 0 ? own : INDUSTRIES.flatMap((i) => i.systems);
}

/** What a supplier's inventions work on: the objects of its service trades (every supplier has one). */
function objectsOf(supplier: SupplierRow): string[] {
  return supplier.serviceTrade.flatMap((trade) => OBJECTS_BY_TRADE[trade] ?? []);
}

function patentName(rng: Rng, type: PatentType, supplier: SupplierRow): string {
  switch (type) {
    case '发明专利':
      return `一种基于${rng.pick(TECHS)}的${rng.pick(objectsOf(supplier))}${rng.pick(METHODS)}`;
    case '实用新型':
      return `一种${rng.pick(DEVICE_TRAITS)}${rng.pick(DEVICES)}`;
    case '外观设计':
      return `${rng.pick(DESIGNS)}（${rng.pick(DESIGN_VARIANTS)}）`;
    default: {
      // Copyrights register software: a project name such as 5G智慧灯杆 becomes 5G智慧灯杆系统.
      const system = rng.pick(systemsOf(supplier)).replace(/^(.*?)(?<!系统|平台|APP|中台)$/, '$1系统');
      return `${system}${rng.chance(0.3) ? '软件' : ''}V${rng.int(1, 5)}.${rng.chance(0.8) ? 0 : rng.int(1, 9)}`;
    }
  }
}

/** ZL + year + type digit + 7-digit serial, '.', and the mod-11 check character of the 12 digits. */
export function patentNumber(year: number, typeDigit: string, serial: number): string {
  const body = `${year}${typeDigit}${String(serial).padStart(7, '0')}`;
  const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(body.charAt(i)), 0);
  const check = sum % 11;
  return `ZL${body}.${check === 10 ? 'X' : check}`;
}

function patentNo(rng: Rng, type: PatentType, applyDate: Date, publishDate: Date): string {
  if (type === '软件著作权') return `${beijingYear(publishDate)}SR${String(rng.int(1, 2_999_999)).padStart(7, '0')}`;
  return patentNumber(beijingYear(applyDate), TYPE_DIGIT[type], rng.int(1, 9_999_999));
}

/** Filed after the company was founded (and within ten years), granted before the reference day. */
function dates(rng: Rng, type: PatentType, supplier: SupplierRow): { applyDate: Date; publishDate: Date } {
  const history = Math.min(HISTORY_DAYS, daysToReference(supplier.establishTime));
  const [minLag, maxLag] = LAG_DAYS[type];
  // A young company's earliest filings have not waited the usual time yet: shorten the lag to fit.
  const lag = Math.min(rng.int(minLag, maxLag), Math.floor(history / 2));
  const applyDate = daysBefore(REFERENCE_DATE, rng.int(lag + 1, history));
  return { applyDate, publishDate: new Date(applyDate.getTime() + lag * DAY_MS) };
}

/** `min(patentNum, MAX_LISTED_PATENTS)` rows per supplier, ids 1.. in supplier order, lazily. */
export function* generatePatents(rng: Rng, supplierRows: readonly SupplierRow[]): Generator<PatentRow> {
  let id = 1;
  for (const supplier of supplierRows) {
    const count = Math.min(supplier.patentNum ?? 0, MAX_LISTED_PATENTS);
    for (let i = 0; i < count; i++) {
      const patentType = pickType(rng);
      const { applyDate, publishDate } = dates(rng, patentType, supplier);
      yield {
        id: id++,
        supplierId: supplier.id,
        patentName: patentName(rng, patentType, supplier),
        patentNo: patentNo(rng, patentType, applyDate, publishDate),
        patentType,
        applyDate,
        publishDate,
      };
    }
  }
}
