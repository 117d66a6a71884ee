// Winning-bid records, generated one at a time so a million of them never sit in memory together.
import type { winningBids } from '@/lib/server/db/schema';
import type { SeedCity } from './cities';
import type { Market } from './market';
import { formatYuan, personName, phoneNumber, tradeName } from './names';
import { pickProjectKind, projectAmount, projectTitle, type ProjectKind } from './projects';
import { weightedChoice, type Rng } from './rng';
import type { SupplierDraft } from './suppliers';
import { SYSTEM_MODULES, words } from './vocabulary';
import { topicCounter, type Topic } from './topics';
import { beijingDateStamp, beijingDateText, beijingYear, daysBefore, officeTimeWithin } from './time';

export type BidRow = typeof winningBids.$inferInsert & { id: number };

const THREE_YEARS_DAYS = 3 * 365;
const WON_SHARE = 0.85;
const CO_PURCHASER_SHARE = 0.15;

const pickPurchaseWay = weightedChoice([
  ['公开招标', 45],
  ['竞争性磋商', 20],
  ['竞争性谈判', 10],
  ['单一来源', 5],
  ['询价', 12],
  ['框架协议', 8],
] as const);

/** A procurement number in one of the styles agencies use, e.g. CQZC2025-01234. */
function projectNumber(rng: Rng, city: SeedCity, year: number): string {
  const abbr = (city.site.length <= 4 ? city.site : city.pinyin.slice(0, 2)).toUpperCase();
  const seq = (digits: number) => String(rng.int(1, 10 ** digits - 1)).padStart(digits, '0');
  switch (rng.int(0, 2)) {
    case 0:
      return `${abbr}ZC${year}-${seq(5)}`;
    case 1:
      return `${abbr}GZ${String(year).slice(2)}${String.fromCharCode(65 + rng.int(0, 5))}${seq(4)}`;
    default:
      return `ZFCG-${city.code}-${year}-${seq(5)}`;
  }
}

interface Notice {
  city: SeedCity;
  purchaser: string;
  system: string;
  kind: ProjectKind;
  projectName: string;
  projectNumber: string;
  purchaseWay: string;
  bidOpenTime: Date;
  supplier: SupplierDraft;
  amount: number;
  budgetAmount: number;
  won: boolean;
}

type Sentence = (rng: Rng, n: Notice) => string;

const UPKEEP = words('日常巡检 故障处理 安全加固 数据备份 版本升级 性能调优 驻场值守 应急演练');
const STUDIES = words('需求调研 现状评估 总体架构设计 投资估算 技术路线论证 风险分析 实施计划编制');
const GOODS = words('服务器 存储设备 网络交换机 正版软件许可 数据库许可 终端一体机 自助服务终端 安全网关');
const WHERE_OPENED = ['公共资源交易中心', '政府采购网上开标大厅', '采购人会议室'];
const AGENCY_KINDS = ['招标代理有限公司', '工程咨询有限公司', '项目管理有限公司'];

// What the project covers, from its kind and system: the facts a reader looks for first.
const SCOPE: Record<ProjectKind['key'], Sentence> = {
  build: (rng, n) =>
    `项目建设内容为${n.system}，包括${rng.sample(SYSTEM_MODULES, rng.int(3, 5)).join('、')}等功能模块，建设周期${rng.int(3, 18)}个月。`,
  upgrade: (rng, n) =>
    `项目对现有${n.system}进行升级改造，重点完善${rng.sample(SYSTEM_MODULES, rng.int(2, 3)).join('、')}，并完成${rng.int(2, 40)}个业务系统的对接。`,
  maintain: (rng, n) =>
    `服务内容为${n.system}${rng.int(1, 3)}年的运行维护，含${rng.sample(UPKEEP, rng.int(3, 4)).join('、')}等，要求${rng.pick(['2', '4', '8'])}小时内到场响应。`,
  consult: (rng, n) => `服务内容为${n.system}相关的${rng.sample(STUDIES, rng.int(2, 4)).join('、')}，成果须在${rng.int(30, 120)}日内交付。`,
  purchase: (rng, n) =>
    `采购内容为${n.system}所需的${rng.sample(GOODS, rng.int(1, 3)).join('、')}${rng.chance(0.5) ? `共${rng.int(2, 60)}台（套）` : ''}，交货期${rng.int(10, 60)}日。`,
};

const INTROS: Sentence[] = [
  (_, n) =>
    `${n.purchaser}就“${n.projectName}”（项目编号：${n.projectNumber}）以${n.purchaseWay}方式组织采购，于${beijingDateText(n.bidOpenTime)}开标，现已完成评审。`,
  (rng, n) =>
    `“${n.projectName}”（项目编号：${n.projectNumber}）采用${n.purchaseWay}方式，于${beijingDateText(n.bidOpenTime)}在${n.city.fullName}${rng.pick(WHERE_OPENED)}开标。`,
  (rng, n) =>
    `受${n.purchaser}委托，${n.city.name}${tradeName(rng)}${rng.pick(AGENCY_KINDS)}对“${n.projectName}”（${n.projectNumber}）进行${n.purchaseWay}，评审工作已于${beijingDateText(n.bidOpenTime)}结束。`,
  (_, n) =>
    `${n.projectName}（编号${n.projectNumber}）的${n.purchaseWay}工作已于${beijingDateText(n.bidOpenTime)}完成开标评审，采购人为${n.purchaser}，现将结果公告如下。`,
];

const WON: Sentence[] = [
  (_, n) =>
    `根据评审委员会推荐，确定${n.supplier.compName}为中标（成交）供应商，中标（成交）金额：${formatYuan(n.amount)}元（预算金额：${formatYuan(n.budgetAmount)}元）。`,
  (_, n) =>
    `成交供应商：${n.supplier.compName}；地址：${n.supplier.address}；成交金额：${formatYuan(n.amount)}元，最高限价${formatYuan(n.budgetAmount)}元。`,
  (_, n) =>
    `经评标委员会评审，${n.supplier.compName}以${formatYuan(n.amount)}元中标，${n.amount < n.budgetAmount ? `较预算${formatYuan(n.budgetAmount)}元节约${(100 * (1 - n.amount / n.budgetAmount)).toFixed(1)}%` : '报价与预算金额一致'}。`,
];

const CANDIDATE: Sentence[] = [
  (_, n) => `现将中标候选人公示如下：第一中标候选人${n.supplier.compName}，投标报价${formatYuan(n.amount)}元。`,
  (_, n) => `评标委员会推荐的第一中标候选人为${n.supplier.compName}（${n.supplier.cityName}），投标报价${formatYuan(n.amount)}元，预算金额${formatYuan(n.budgetAmount)}元。`,
];

const EXPERTS: Sentence = (rng) =>
  `评审专家：${Array.from({ length: rng.pick([3, 5]) }, () => personName(rng)).join('、')}（${rng.pick(['含采购人代表1名', '均从专家库随机抽取'])}）。`;

const CLOSINGS: Sentence[] = [
  (_, n) =>
    n.won
      ? '本公告期限为1个工作日，有关当事人对中标结果有异议的，可在公告期限届满之日起7个工作日内以书面形式提出质疑。'
      : '公示期为3个工作日，公示期满无异议后确定中标人。',
  (rng, n) =>
    `${n.won ? '各有关当事人' : '投标人'}对${n.won ? '结果' : '公示内容'}有异议的，请于${n.won ? '公告' : '公示'}期满后7个工作日内向采购人书面提出。`,
];

function noticeText(rng: Rng, n: Notice): string {
  const result = rng.pick(n.won ? WON : CANDIDATE)(rng, n);
  const experts = rng.chance(0.25) ? EXPERTS(rng, n) : '';
  const contact = rng.chance(0.5)
    ? `采购人联系人：${personName(rng)}，联系电话：${phoneNumber(rng)}。`
    : `如有疑问，请联系${personName(rng)}（${phoneNumber(rng)}）。`;
  return `${rng.pick(INTROS)(rng, n)}${SCOPE[n.kind.key](rng, n)}${result}${experts}${rng.pick(CLOSINGS)(rng, n)}${contact}`;
}

/**
 * One bid; a `topic` (seed/topics.ts) makes it the city's topic
 * project, bought by the topic's buyer there instead of a drawn unit. The same draws are made either way.
 */
export function generateBid(rng: Rng, market: Market, id: number, topicOf: (city: SeedCity) => Topic | undefined = () => undefined): BidRow {
  const city = market.pickCity(rng);
  const topic = topicOf(city);
  const drawn = market.pickPurchaser(rng, city);
  const project = topic ? market.topicBuyer(city, topic) : undefined;
  const main = project?.purchaser ?? drawn;
  const partner = rng.chance(CO_PURCHASER_SHARE) ? market.pickPurchaser(rng, city) : main;
  const purchaser = partner === main ? main.name : `${main.name} ${partner.name}`;
  const publishTime = officeTimeWithin(rng, THREE_YEARS_DAYS);
  const bidOpenTime = daysBefore(publishTime, rng.int(2, 25));
  // The buyer's own kind of system (a library buys library systems), traded under one of its industries.
  const industry = rng.pick(main.industries);
  const drawnSystem = rng.pick(main.systems);
  const drawnKind = pickProjectKind(rng);
  const system = project?.project.system ?? drawnSystem;
  const kind = project?.project.kind ?? drawnKind;
  // Projects are often named for the budget year before the award.
  const { name } = projectTitle(rng, main.name, system, kind, beijingYear(publishTime) - (rng.chance(0.2) ? 1 : 0), project?.project.ending);
  const number = projectNumber(rng, city, beijingYear(bidOpenTime));
  const purchaseWay = pickPurchaseWay(rng);
  const supplier = market.pickSupplier(rng, city);
  const amount = projectAmount(rng, kind, main.purchaserType);
  // Budgets are round figures at or above the price; some awards take the whole budget.
  const budgetAmount = rng.chance(0.2) ? amount : Math.ceil((amount * (1 + rng.next() * 0.3)) / 100) * 100;
  const bidState = rng.chance(WON_SHARE) ? 1 : 0;
  return {
    id,
    bidCode: `ZB${beijingDateStamp(publishTime)}${String(id).padStart(7, '0')}`,
    projectName: name,
    projectNumber: number,
    bidState,
    cityCode: city.code,
    cityName: city.name,
    provinceName: city.provinceName,
    purchaserType: main.purchaserType,
    purchaser,
    purchaseCode: main.purchaseCode,
    purchaseWay,
    serviceTrade: industry.trade,
    bidComp: supplier.compName,
    bidCompId: supplier.id,
    amount,
    budgetAmount,
    publishTime,
    bidOpenTime,
    // The open data feed's change time (docs/open-data.md): a generated record last changed when it was published.
    changedAt: publishTime,
    content: noticeText(rng, {
      city,
      purchaser,
      system,
      kind,
      projectName: name,
      projectNumber: number,
      purchaseWay,
      bidOpenTime,
      supplier,
      amount,
      budgetAmount,
      won: bidState === 1,
    }),
  };
}

/** `count` bids with ids 1..count, lazily; each city's first ones are its topic projects. */
export function* generateBids(rng: Rng, market: Market, count: number): Generator<BidRow> {
  const topics = topicCounter();
  const topicOf = (city: SeedCity) => topics(city.code);
  for (let id = 1; id <= count; id++) yield generateBid(rng, market, id, topicOf);
}
