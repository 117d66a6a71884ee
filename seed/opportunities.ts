// Business opportunities of every city (001 §3 Bid card, Outsourcing card): government tender opportunities (purchase
// intentions and notices) and open outsourcing demands (software and manpower). They are current by
// nature (deadlines ahead, a few just passed), so their dates hang off the day the seed runs rather
// than the fixed reference day: the same seed on the same day gives the same rows.
import type { bidOpportunities, outsourcingDemands } from '@/lib/server/db/schema';
import { JOB_TYPES, RESIDENT_PERIODS, SERVICE_CATEGORIES, SETTLEMENT_PERIODS } from '@/lib/opportunities/options';
import { districtsOf } from './districts';
import { pickProjectKind, projectTitle, type ProjectKind } from './projects';
import type { PurchaserType } from './purchaser-types';
import { uniqueHex, weightedChoice, type Rng } from './rng';
import { beijingDateStamp, beijingDateText, beijingYear, DAY_MS } from './time';

export type BidOpportunityRow = typeof bidOpportunities.$inferInsert & { id: number };
export type DemandRow = typeof outsourcingDemands.$inferInsert & { id: number };

/** Rows per city at scale 1. */
export const OPPORTUNITIES_PER_CITY = { bids: 30, demands: 25 } as const;

const PUBLISH_WINDOW_DAYS = 60;
const MINUTE_MS = 60_000;

/** What the generators read of a city and of its purchasing units (the dataset's rows). */
export type OpportunityCity = { code: string; name: string; fullName: string; site: string; divisionCode: string };
export type OpportunityPurchaser = { name: string; purchaserType: string; cityCode: string; systems: readonly string[] };
const BEIJING_OFFSET_MS = 8 * 60 * MINUTE_MS;

/** Midnight (China time) of the day `now` falls on: the anchor of every opportunity date. */
export function opportunityAnchor(now: Date): Date {
  const day = Math.floor((now.getTime() + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(day - BEIJING_OFFSET_MS);
}

/** Office hours (08:30-18:00) of a day `daysAgo` days before the anchor. */
function officeTime(rng: Rng, anchor: Date, daysAgo: number): Date {
  return new Date(anchor.getTime() - daysAgo * DAY_MS + rng.int(8 * 60 + 30, 18 * 60) * MINUTE_MS);
}

const after = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** Purchaser kinds of the seed's units as the subscription's 采购单位 codes (options.ts). */
const PURCHASE_UNIT_OF: Record<PurchaserType, string> & Record<string, string | undefined> = {
  政府机关: 'djjg',
  事业单位: 'sydw',
  国有企业: 'gyqy',
  医疗机构: 'yljg',
  高等院校: 'gdyx',
  社会团体: 'sydw',
};

/**
 * The 业务方向 of a notice, from what it buys (options.ts): upkeep is 运维服务, a study 咨询规划 (a
 * security assessment 信息安全), goods 系统集成, and a build or upgrade goes by its system's words.
 */
const DIRECTION_RULES: [RegExp, string][] = [
  [/安全|等级保护|密码|反洗钱/, 'xxaq'],
  [/云/, 'yjs'],
  [/数据|大脑|数仓|信用信息/, 'sjfw'],
  [/城市|城管|社区|停车|灯杆|雪亮|孪生|CIM|工地|网格/, 'zhcs'],
  [/机房|城域网|教室|视频|会议|一卡通|终端|门架|灯|SCADA/, 'xtjc'],
];

export function directionOf(kind: ProjectKind, system: string, ending: string): string {
  if (kind.key === 'maintain') return 'ywfw';
  if (kind.key === 'consult') return ending.includes('等级保护') ? 'xxaq' : 'zxgh';
  if (kind.key === 'purchase') return 'xtjc';
  return DIRECTION_RULES.find(([words]) => words.test(system))?.[1] ?? 'rjkf';
}

/** Draws before a repeated title gets a lot number: enough that the demo scale never needs one. */
const TITLE_TRIES = 8;

/**
 * A title not yet used in its city: `draw` is asked again while it repeats one, and a title still
 * taken after TITLE_TRIES draws (a very large run's small city) is told apart by a lot number.
 */
function ownTitle<T extends { title: string }>(taken: Map<string, number>, draw: () => T, lot: (title: string, n: number) => string): T {
  let drawn = draw();
  for (let tries = 1; tries < TITLE_TRIES && taken.has(drawn.title); tries++) drawn = draw();
  const seen = taken.get(drawn.title) ?? 0;
  taken.set(drawn.title, seen + 1);
  return seen === 0 ? drawn : { ...drawn, title: lot(drawn.title, seen + 1) };
}

const pickPurchaseWay = weightedChoice([
  ['公开招标', 50],
  ['竞争性磋商', 25],
  ['竞争性谈判', 10],
  ['询价', 10],
  ['单一来源', 5],
] as const);

/** bidSource: 1 third-party tender, 2 platform agency, 3 platform direct purchase. */
const pickBidSource = weightedChoice([
  [1, 50],
  [2, 35],
  [3, 15],
] as const);

const SOURCE_TAG: Record<number, string> = { 1: '第三方招标', 2: '平台代理', 3: '平台直采' };

function projectNumber(rng: Rng, city: OpportunityCity, year: number): string {
  const abbr = city.site.toUpperCase();
  const seq = String(rng.int(1, 99_999)).padStart(5, '0');
  return rng.chance(0.5) ? `${abbr}ZC${year}-${seq}` : `ZFCG-${city.code}-${year}-${seq}`;
}

function bidContent(rng: Rng, b: { purchaser: string; projectName: string; number: string; way: string; type: number; budget: string; deadline: Date | null }): string {
  const intro =
    b.type === 1
      ? `为便于供应商及时了解政府采购信息，根据财政部有关规定，现将${b.projectName}采购意向公开如下：项目编号${b.number}，预算金额${b.budget}，拟采用${b.way}方式采购。`
      : `${b.purchaser}就“${b.projectName}”（项目编号：${b.number}）以${b.way}方式进行采购，预算金额${b.budget}，欢迎符合资格条件的供应商参加。`;
  const scope = rng.pick([
    '本项目主要内容包括需求调研、系统设计与开发、数据迁移、部署实施、培训及一年免费运维，须与现有统一身份认证和电子证照系统对接。',
    '采购内容包括软硬件集成、系统联调、安全加固与验收，供应商须具备相应的系统集成与信息安全服务能力，并提供不少于三年的质保服务。',
    '服务期内供应商须派驻不少于3名专职技术人员驻场，提供7×24小时故障响应，重大故障2小时内到场处置，按季度提交运维报告。',
  ]);
  const closing =
    b.deadline === null
      ? '本次公开的采购意向是本单位采购工作的初步安排，具体采购项目情况以相关采购公告和采购文件为准。'
      : `响应文件递交截止时间为${beijingDateText(b.deadline)}17:00（北京时间），逾期送达的不予受理。联系人及联系方式详见采购文件。`;
  return [intro, scope, closing].join('\n\n');
}

/** A bid opportunity's budget as the source gives it: type 2 in yuan, intentions in 万 (001 §9). */
function budgetOf(rng: Rng, type: number): number | null {
  if (rng.chance(0.05)) return null;
  const yuan = Math.min(30_000_000, Math.max(30_000, rng.logNormal(800_000, 1.1)));
  return type === 2 ? Math.round(yuan / 100) * 100 : Math.round(yuan / 100) / 100;
}

function budgetText(type: number, amount: number | null): string {
  if (amount === null) return '详见采购文件';
  return type === 2 ? `${amount.toLocaleString('en-US')}元` : `${amount}万元`;
}

/** `perCity` tender opportunities in every city, intentions (type 1) and notices (type 2). */
export function* generateBidOpportunities(
  rng: Rng,
  cityList: readonly OpportunityCity[],
  purchasersOf: (cityCode: string) => readonly OpportunityPurchaser[],
  perCity: number,
  anchor: Date,
): Generator<BidOpportunityRow> {
  let id = 0;
  for (const city of cityList) {
    const units = purchasersOf(city.code);
    if (units.length === 0) throw new Error(`no purchasers in city ${city.code}`);
    // Titles are told apart within a city (the city's buyers are in them); one city's at a time in memory.
    const taken = new Map<string, number>();
    for (let i = 0; i < perCity; i++) {
      id++;
      const type = rng.chance(0.4) ? 1 : 2;
      const bidSource = pickBidSource(rng);
      // Published on one of the days before the seed's day, never later than a notice published today.
      const publishTime = officeTime(rng, anchor, rng.int(1, PUBLISH_WINDOW_DAYS));
      const year = beijingYear(publishTime);
      // What a unit of this kind buys, named as winning bids are (seed/projects.ts).
      const { title: projectName, purchaser, direction } = ownTitle(
        taken,
        () => {
          const purchaser = rng.pick(units);
          const kind = pickProjectKind(rng);
          const system = rng.pick(purchaser.systems);
          const { name, ending } = projectTitle(rng, purchaser.name, system, kind, year);
          return { title: name, purchaser, direction: directionOf(kind, system, ending) };
        },
        (title, n) => `${title}（第${n}包）`,
      );
      const purchaserName = purchaser.name;
      const way = pickPurchaseWay(rng);
      // Notices take bids from a day or two after publishing until their deadline; intentions name
      // the expected purchase month, and some a deadline for comments.
      const biddingDateFrom = type === 2 ? after(publishTime, rng.int(1, 3)) : after(publishTime, rng.int(15, 60));
      const bidDeadline = type === 2 || rng.chance(0.5) ? after(publishTime, rng.int(7, 35)) : null;
      const budgetAmount = budgetOf(rng, type);
      const number = projectNumber(rng, city, year);
      yield {
        id,
        code: `${type === 1 ? 'YX' : 'ZB'}${beijingDateStamp(publishTime)}${String(id).padStart(6, '0')}`,
        type,
        bidSource,
        projectName,
        projectNumber: number,
        purchaserName,
        purchaseUnit: PURCHASE_UNIT_OF[purchaser.purchaserType] ?? 'djjg',
        businessDirection: direction,
        cityCode: city.code,
        budgetAmount: budgetAmount === null ? null : String(budgetAmount),
        publishTime,
        biddingDateFrom,
        bidDeadline,
        tags: [
          { name: SOURCE_TAG[bidSource] ?? '第三方招标', type: 'primary' },
          { name: type === 1 ? '采购意向' : way, type: 'success' },
          { name: rng.pick(['服务类', '服务类', '货物类', '工程类']), type: 'info' },
        ],
        recommend: rng.chance(0.12),
        content: bidContent(rng, { purchaser: purchaserName, projectName, number, way, type, budget: budgetText(type, budgetAmount), deadline: bidDeadline }),
        createdAt: publishTime,
        // The open data feed's change time (docs/open-data.md): a generated record last changed when it was published.
        changedAt: publishTime,
      };
    }
  }
}

const SOFTWARE_NAMES: Record<string, readonly string[]> = {
  'dev-web': ['企业官网改版开发', '集团门户网站建设', '招投标信息网站开发'],
  'dev-app': ['社区团购APP开发', '物业管理APP开发', '智慧养老APP开发'],
  'dev-mini': ['餐饮点单微信小程序开发', '预约挂号小程序开发', '会员积分商城小程序开发'],
  'dev-sys': ['进销存管理系统定制开发', '生产排产MES系统开发', '人事考勤管理系统开发', 'CRM客户管理系统开发'],
  'dev-ec': ['B2B采购商城平台开发', '跨境电商独立站开发', '直播带货电商平台开发'],
  'design-ui': ['管理后台UI设计', 'APP界面视觉设计'],
  'design-ux': ['政务服务流程交互优化设计', '小程序交互原型设计'],
  'design-vi': ['企业品牌VI设计', '产品宣传画册设计'],
  'data-bi': ['销售数据BI看板开发', '经营分析驾驶舱开发'],
  'data-gov': ['主数据治理项目实施', '数据仓库建设与数据清洗'],
  'data-ai': ['智能客服机器人开发', '图像识别质检系统开发', '大模型知识库问答系统开发'],
  'test-func': ['业务系统功能测试外包', 'APP兼容性测试'],
  'test-perf': ['电商平台性能压测', '核心系统性能测试与调优'],
  'test-sec': ['Web应用渗透测试', '小程序安全检测'],
  'ops-cloud': ['阿里云资源托管运维', '混合云迁移与运维'],
  'ops-net': ['园区网络改造与运维', '企业网络安全加固'],
  'ops-db': ['MySQL数据库运维外包', 'Oracle数据库迁移至国产数据库'],
};

/** Technology a software demand names, by service category. */
const TECH_DIRECTIONS: Record<string, readonly string[]> = {
  dev: ['Java / Vue', 'Java / React', 'Python / Django', 'Go / Vue', '.NET / Angular', 'PHP / uni-app', 'Node.js / React', 'Flutter'],
  design: ['Figma / Sketch', 'Axure / Figma', 'Photoshop / Illustrator'],
  data: ['Python / Spark', 'Flink / Hive', 'Python / PyTorch', 'FineBI / SQL'],
  test: ['JMeter / Selenium', 'Burp Suite / Python', 'Appium / Python'],
  ops: ['Linux / Kubernetes', 'Ansible / Prometheus', 'MySQL / 达梦'],
};

const JOB_TECH: Record<string, string> = {
  'job-java': 'Java / Spring Cloud',
  'job-fe': 'Vue / React',
  'job-py': 'Python / Django',
  'job-go': 'Go / Kubernetes',
  'job-mobile': 'Android / iOS',
  'job-qa-func': '功能测试 / 禅道',
  'job-qa-auto': 'Selenium / JMeter',
  'job-sre': 'Linux / Kubernetes',
  'job-impl': '系统实施 / SQL',
  'job-dba': 'MySQL / Oracle',
  'job-product': 'Axure / 需求分析',
  'job-project': 'PMP / 敏捷',
  'job-design': 'Figma / Sketch',
};

const mobile = (rng: Rng) => `1${rng.pick(['38', '39', '58', '59', '86', '87', '88', '77'])}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;

function softwareMemo(subject: string, where: string, tech: string): string {
  return `我司位于${where}，现需${subject}，技术方向${tech}。要求有同类项目经验，能提供需求分析、UI设计、开发、测试和上线部署的全流程服务，交付源代码及文档，上线后提供三个月免费维护。`;
}

function manpowerMemo(job: string, people: number, where: string, period: string): string {
  return `因项目扩展，需在${where}招募${job}${people}名，驻场周期${period}。要求三年以上相关工作经验，有政务或金融行业项目经历者优先，能尽快到岗。`;
}

/**
 * Where a city's demands are, as their titles say: its districts, with the city before a name other
 * cities' districts have too (鼓楼区), so titles of different cities never meet; the city without districts.
 */
function placesOf(cityList: readonly OpportunityCity[]): (city: OpportunityCity) => string[] {
  const citiesOf = new Map<string, number>();
  for (const c of cityList) for (const d of districtsOf(c.divisionCode)) citiesOf.set(d, (citiesOf.get(d) ?? 0) + 1);
  return (city) => {
    const districts = districtsOf(city.divisionCode);
    if (districts.length === 0) return [city.fullName];
    return districts.map((d) => ((citiesOf.get(d) ?? 0) > 1 ? `${city.name}${d}` : d));
  };
}

/** The place of a title as a sentence says it: 成都市武侯区. */
function placeInFull(city: OpportunityCity, place: string): string {
  if (place === city.fullName) return place;
  return `${city.fullName}${place.startsWith(city.name) ? place.slice(city.name.length) : place}`;
}

/**
 * `perCity` open outsourcing demands in every city: software (kind 1) and manpower (kind 2). A title
 * says where (the district), what and, for manpower, how many, so no two in a city are alike.
 */
export function* generateDemands(rng: Rng, cityList: readonly OpportunityCity[], perCity: number, anchor: Date, firstId: number): Generator<DemandRow> {
  const secrets = new Set<string>();
  let id = firstId - 1;
  const placesIn = placesOf(cityList);
  for (const city of cityList) {
    const places = placesIn(city);
    const taken = new Map<string, number>();
    for (let i = 0; i < perCity; i++) {
      id++;
      const software = rng.chance(0.55);
      // Put up on one of the days before the seed's day, never later than a demand put up today.
      const putTime = officeTime(rng, anchor, rng.int(1, PUBLISH_WINDOW_DAYS));
      const tree = software ? SERVICE_CATEGORIES : JOB_TYPES;
      const { title: orderName, group, leaf, place, subject, people } = ownTitle(
        taken,
        () => {
          const group = rng.pick(tree);
          const leaf = rng.pick(group.children);
          const place = rng.pick(places);
          const people = rng.int(1, 6);
          const subject = software ? rng.pick(SOFTWARE_NAMES[leaf.code] ?? [leaf.name]) : `招募${leaf.name}${people}名`;
          return { title: `${place}${subject}`, group, leaf, place, subject, people };
        },
        (title, n) => `${title}（第${n}批）`,
      );
      const where = placeInFull(city, place);
      const resident = rng.pick(RESIDENT_PERIODS);
      const tech = software ? rng.pick(TECH_DIRECTIONS[group.code] ?? ['Java / Vue']) : (JOB_TECH[leaf.code] ?? null);
      const negotiable = rng.chance(0.2);
      const price = software ? Math.round(rng.logNormal(80_000, 0.9) / 1000) * 1000 : rng.int(10, 40) * 1000;
      yield {
        id,
        orderNo: `XQ${beijingDateStamp(putTime)}${String(id).padStart(6, '0')}`,
        idSecret: uniqueHex(rng, 24, secrets),
        userId: 0,
        buId: 0,
        orderName,
        memo: software ? softwareMemo(subject, where, tech ?? '') : manpowerMemo(leaf.name, people, where, resident.name),
        contactMobile: mobile(rng),
        kind: software ? 1 : 2,
        price: negotiable ? null : String(Math.min(500_000, Math.max(1000, price))),
        techDirection: tech,
        cityCode: city.code,
        status: 'open',
        source: 'seed',
        entry: null,
        fromType: null,
        createdAt: putTime,
        primaryClass: group.code,
        secondClass: leaf.code,
        receiveRequirement: rng.pick([1, 2, null, null]),
        fieldWork: software ? rng.pick([null, null, 2, 3]) : rng.pick([1, 3, 4]),
        personOrder: software ? null : people,
        residentPeriod: software ? null : resident.code,
        settlementPeriod: software ? null : rng.pick(SETTLEMENT_PERIODS).code,
        bookCount: rng.int(0, 30),
        bidValidUntil: after(putTime, rng.int(7, 45)),
        vipUntil: after(putTime, rng.int(1, 3)),
        recommend: rng.chance(0.1),
      };
    }
  }
}

/** Rows per city for a scale: at least one in every city as soon as the scale asks for any. */
export function perCityAt(scale: number, base: number): number {
  return scale <= 0 ? 0 : Math.max(1, Math.round(base * scale));
}
