// Case-library entries: government tender cases (source 1) and enterprise industry cases (source 0,
// with screenshots), each delivered by one of the generated suppliers.
import type { cases } from '@/lib/server/db/schema';
import { ALL_CASE_SCREENS, caseScreenPath, PALETTE_NAMES, type ScreenKind } from './case-screens';
import { COMPETENCES, INDUSTRIES, SKILLS, WORK_TYPES, type IndustryDef } from './catalogue';
import { parentIndustryCode } from './industries';
import type { Market } from './market';
import type { SeedCity } from './cities';
import { enterpriseName } from './names';
import type { SeedPurchaser } from './purchasers';
import { uniqueHex, type Rng } from './rng';
import type { SupplierDraft } from './suppliers';
import { addMonths, daysBefore, officeTimeWithin } from './time';
import { topicCounter, type Topic } from './topics';
import { SYSTEM_MODULES } from './vocabulary';

export type CaseRow = typeof cases.$inferInsert & { id: number };
/** A case before its provider's introduction (buDesc), which states the provider's case count, is known. */
export type CaseDraft = Omit<CaseRow, 'buDesc' | 'supplierId'> & { supplierId: number };
type IndustryInfo = CaseRow['industryInfoList'][number];

/** The screenshots in public/images/case/: each kind of screen in each palette (seed/case-screens.ts draws them). */
export const CASE_PICTURES = ALL_CASE_SCREENS.map(caseScreenPath);

/**
 * Which screens suit a system, best first: its first kind is the case's cover (the list's thumbnail).
 * The first rule whose words the system's name holds wins; an app shows phones, a city or a park a
 * map, a monitoring centre its big screen, an office system its forms, a ledger its reports.
 */
const SCREEN_RULES: [RegExp, ScreenKind[]][] = [
  [/APP|小程序|移动|手机|互联网医院/, ['mobile', 'dashboard', 'form', 'report', 'workflow', 'map', 'bigscreen']],
  [/GIS|CIM|城市|社区|园区|网格|国土|农田|乡村|交通|停车|公交|港口|码头|灯杆|雪亮|定位|景区|旅游|商圈/, ['map', 'bigscreen', 'dashboard', 'report', 'mobile', 'form', 'workflow']],
  [/指挥|应急|监测|监控|调度|驾驶舱|大数据|孪生|预警|SCADA|能耗|能源|环境|污染|碳排放|水务|燃气|电站|物联网|TOCC|大脑/, ['bigscreen', 'map', 'dashboard', 'report', 'mobile', 'form', 'workflow']],
  [/OA|办公|审批|政务服务|一网通办|热线|工单|证照|票据|非税|预算|教务|招生|CRM|SRM|协同|执法/, ['form', 'workflow', 'report', 'dashboard', 'mobile', 'map', 'bigscreen']],
  [/ERP|TMS|WMS|MES|PLM|HIS|PACS|财务|结算|核心业务|信贷|反洗钱|资产|追溯|仓储|订单|病历|档案|管理系统/, ['report', 'dashboard', 'form', 'workflow', 'mobile', 'bigscreen', 'map']],
];
const DEFAULT_SCREENS: ScreenKind[] = ['dashboard', 'report', 'form', 'mobile', 'workflow', 'map', 'bigscreen'];

/** The kinds of screenshot a system shows, best first (every kind, once). */
export function screenKindsFor(system: string): ScreenKind[] {
  return SCREEN_RULES.find(([words]) => words.test(system))?.[1] ?? DEFAULT_SCREENS;
}

/** One palette per case, from its title: a product's screenshots share their colours. */
function paletteOf(title: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < title.length; i++) h = Math.imul(h ^ title.charCodeAt(i), 0x01000193) >>> 0;
  return PALETTE_NAMES[h % PALETTE_NAMES.length]!;
}

/**
 * 0-5 screenshots in the case's palette: the kind that suits its system first, then others drawn at
 * random and put in order of fit. It draws from the rng exactly as a sample of `count` pictures from
 * a longer list did (one int, then `count` draws), so the rest of the demo data keeps its values.
 */
function casePictures(rng: Rng, system: string, title: string): { slidepath: string }[] {
  const count = rng.int(0, 5);
  const palette = paletteOf(title);
  const [cover, ...others] = screenKindsFor(system);
  const rank = (kind: ScreenKind) => screenKindsFor(system).indexOf(kind);
  const rest = rng.sample(others, count).slice(0, Math.max(0, count - 1)).sort((x, y) => rank(x) - rank(y));
  const kinds = count === 0 ? [] : [cover!, ...rest];
  return kinds.map((kind) => ({ slidepath: caseScreenPath({ kind, palette }) }));
}

const THREE_YEARS_DAYS = 3 * 365;
const GOVERNMENT_SHARE = 0.5;
// Enterprise cases that ask a city's unit whether it is a state-owned enterprise (a bank, a water group).
const STATE_ENTERPRISE_SHARE = 0.3;
// Government cases without a service-details section, and those that hide their provider.
const NO_DETAIL_SHARE = 0.3;
const HIDDEN_SUPPLIER_SHARE = 0.25;

/** Development cycle in months, spread over the filter's ranges 0-3, 3-6, 6-12 and over 12. */
function periodMonths(rng: Rng): number {
  const roll = rng.next();
  if (roll < 0.25) return rng.int(1, 3);
  if (roll < 0.55) return rng.int(4, 6);
  if (roll < 0.85) return rng.int(7, 12);
  return rng.int(13, 36);
}

function competencesOf(supplier: SupplierDraft) {
  const found = COMPETENCES.filter((c) => supplier.coreCompetence.includes(c.name));
  return found.length > 0 ? found : COMPETENCES;
}

/** The industry table: the case's own industry, with one or two more of its sub-industries at times. */
function industryInfo(rng: Rng, supplier: SupplierDraft, industry: IndustryDef, child: string): IndustryInfo[] {
  const others = rng.sample(
    industry.children.filter((c) => c !== child),
    rng.int(0, 2),
  );
  return [child, ...others].map((sub) => {
    const competence = rng.pick(competencesOf(supplier));
    return {
      parIndName: industry.name,
      parDomName: competence.name,
      subIndName: sub,
      subDomName: rng.pick(competence.subDomains),
    };
  });
}

interface Story {
  /** A public body's case (source 1) rather than an enterprise's. */
  government: boolean;
  customer: string;
  city: string;
  system: string;
  child: string;
  period: number;
  devNumber: number;
  skills: string[];
  modules: string[];
  competence: string;
  supplier: string;
}

type Part = (s: Story, rng: Rng) => string;

// A description is an opening, then one sentence from some of the later groups, in group order; every
// sentence carries the case's own facts (customer, city, system, modules, numbers), so no two read the same.
const OPENINGS: Part[] = [
  (s) => `${s.customer}原有业务系统建设分散、数据标准不一，难以支撑${s.child}业务的发展需要。`,
  (s, rng) => `随着${s.city}${s.child}工作的推进，${s.customer}${rng.int(3, 15)}套存量系统各自为政，数据重复录入问题突出。`,
  (s) => `为落实${s.city}数字化转型要求，${s.customer}启动${s.system}建设，以信息化手段提升${s.child}水平。`,
  (s, rng) => `${s.customer}每年处理${s.child}相关业务约${rng.int(2, 90)}万件，原有手工台账和单机软件已难以为继。`,
  (s) => `${s.customer}希望以一个统一平台替代分散的业务系统，为${s.child}提供一体化支撑。`,
  (s, rng) => `${s.customer}在${s.child}方面长期缺少统一的数据底座，${rng.pick(['跨部门协同', '统计上报', '现场监管', '对外服务'])}效率不高。`,
];

const GROUPS: Part[][] = [
  [
    (s) => `${s.supplier}基于${s.skills.join('、')}等技术为其构建${s.system}，实现业务全流程线上办理。`,
    (s) => `项目采用${s.skills.join('、')}技术栈，以微服务架构搭建${s.system}。`,
    (s) => `${s.system}依托${s.competence}能力建设，技术上选用${s.skills.join('、')}。`,
  ],
  [
    (s) => `平台包含${s.modules.join('、')}等模块。`,
    (s) => `一期上线${s.modules.join('、')}${s.modules.length}个模块，其余功能随二期推进。`,
    (s) => `系统围绕${s.child}场景设计了${s.modules.join('、')}等功能。`,
  ],
  [
    (_, rng) => `平台汇聚${rng.int(10, 200)}类数据资源，打通${rng.int(3, 30)}个部门和系统之间的数据壁垒。`,
    (_, rng) => `项目完成${rng.int(5, 60)}个既有系统的接口对接，累计迁移历史数据${rng.int(1, 900)}万条。`,
    (s, rng) => `${s.city}${rng.int(3, 40)}个${s.government ? '区县和部门' : '分支机构和门店'}统一接入，数据按日自动汇总。`,
  ],
  [
    (_, rng) => `系统上线后业务办理时长平均缩短${rng.int(20, 60)}%，累计服务${rng.int(1, 50)}万余人次。`,
    (_, rng) => `上线${rng.int(3, 18)}个月来，日均处理业务${rng.int(200, 20000)}笔，人工核对工作量减少${rng.int(30, 80)}%。`,
    (s, rng) =>
      s.government
        ? `群众满意度由${rng.int(70, 85)}%提升至${rng.int(90, 99)}%，${rng.int(10, 120)}项事项实现“最多跑一次”。`
        : `客户满意度由${rng.int(70, 85)}%提升至${rng.int(90, 99)}%，${rng.int(10, 120)}类业务实现线上审批。`,
    (s, rng) => `${s.customer}据此每年节约运行成本约${rng.int(20, 600)}万元。`,
    (_, rng) => `预警信息平均${rng.int(2, 30)}分钟内推送到责任人，问题处置率达到${rng.int(92, 100)}%。`,
  ],
  [
    (s) => `项目团队${s.devNumber}人，历时${s.period}个月完成交付，并顺利通过竣工验收。`,
    (s) => `${s.devNumber}名工程师驻场实施，${s.period}个月完成上线，验收一次通过。`,
    (s, rng) => `项目周期${s.period}个月，${rng.pick(['已稳定运行至今', '目前进入免费运维期', '已被列为本地示范项目'])}。`,
  ],
];

function description(rng: Rng, story: Story): string {
  const used = new Set(rng.sample(GROUPS, rng.int(2, 4)));
  const parts = GROUPS.filter((g) => used.has(g)).map((g) => rng.pick(g)(story, rng));
  return rng.pick(OPENINGS)(story, rng) + parts.join('');
}

function serviceDetail(rng: Rng, system: string, worktypes: string[]): string {
  const support = rng.pick(['7×24小时', '5×8小时']);
  return (
    `服务内容：${worktypes.join('、')}。交付成果：${system}软件平台1套、部署实施方案、用户操作手册及培训服务。` +
    `项目验收后提供${rng.int(1, 3)}年免费运维，${support}响应。`
  );
}

function businessScope(supplier: SupplierDraft): string {
  const scopes = competencesOf(supplier).map((c) => c.scope);
  return (
    `一般项目：${[...new Set(scopes)].join('；')}；技术服务、技术开发、技术咨询、技术交流、技术转让、技术推广。` +
    '（除依法须经批准的项目外，凭营业执照依法自主开展经营活动）'
  );
}

/** A public body for a government case: state-owned enterprises are enterprise customers, not 政府案例. */
function publicPurchaser(rng: Rng, market: Market, city: SeedCity): SeedPurchaser {
  let purchaser = market.pickPurchaser(rng, city);
  // Every city's core units are public bodies, so a few redraws find one.
  for (let tries = 0; tries < 8 && purchaser.purchaserType === '国有企业'; tries++) purchaser = market.pickPurchaser(rng, city);
  return purchaser;
}

/** Now and then a city's bank or state-owned group as an enterprise case's customer; mostly none. */
function stateEnterprise(rng: Rng, market: Market, city: SeedCity): SeedPurchaser | null {
  if (!rng.chance(STATE_ENTERPRISE_SHARE)) return null;
  const purchaser = market.pickPurchaser(rng, city);
  return purchaser.purchaserType === '国有企业' ? purchaser : null;
}

/**
 * One case; `takenUuids` keeps uuidSecret unique across the run. A `topic` (seed/topics.ts) makes it
 * the city's topic project (its buyer's, or for an enterprise case the same system for a firm of the
 * buyer's trade), delivered by the city's supplier known for the topic when it has one.
 */
export function generateCase(rng: Rng, market: Market, id: number, takenUuids: Set<string>, inCity?: SeedCity, topicOf: (city: SeedCity) => Topic | undefined = () => undefined): CaseDraft {
  const government = rng.chance(GOVERNMENT_SHARE);
  const city = inCity ?? market.pickCity(rng);
  const topic = topicOf(city);
  const project = topic ? market.topicBuyer(city, topic) : undefined;
  const drawnPurchaser = government ? publicPurchaser(rng, market, city) : stateEnterprise(rng, market, city);
  // A public case of a topic is its buyer's; an enterprise one the same system for a firm of the buyer's trade.
  const purchaser = project ? (government ? project.purchaser : null) : drawnPurchaser;
  const industry = rng.pick(project?.purchaser.industries ?? purchaser?.industries ?? INDUSTRIES);
  const customer = purchaser ? purchaser.name : enterpriseName(rng, city, industry.enterprises);
  const child = rng.pick(industry.children);
  // A public body's own kind of system; an enterprise buys what enterprises of its industry run.
  const drawnSystem = rng.pick(purchaser ? purchaser.systems : industry.enterpriseSystems);
  const system = project?.project.system ?? drawnSystem;
  const drawnSupplier = market.pickSupplier(rng, city);
  const supplier = (topic && market.topicSupplier(city, topic)) || drawnSupplier;
  const period = periodMonths(rng);
  const devNumber = 2 + Math.floor(rng.next() ** 2 * 59);
  const publishTime = officeTimeWithin(rng, THREE_YEARS_DAYS);
  const devEndTime = daysBefore(publishTime, rng.int(7, 90));
  const worktypes = rng.sample(WORK_TYPES, rng.int(2, 5));
  const skills = rng.sample(SKILLS, rng.int(2, 6));
  const drawnEnding = government ? `${rng.pick(['建设', '升级改造', '运维'])}项目` : rng.pick(['建设', '项目', '升级', '数字化实践']);
  const title = `${customer}${system}${project?.project.ending ?? drawnEnding}`;
  return {
    id,
    uuidSecret: uniqueHex(rng, 24, takenUuids),
    source: government ? 1 : 0,
    caseTitle: title,
    cityCode: city.code,
    cityName: city.name,
    parentIndCode: parentIndustryCode(industry),
    parentIndName: industry.name,
    indName: child,
    supplierId: supplier.id,
    buName: supplier.compName,
    detailAddress: supplier.address,
    businessScope: businessScope(supplier),
    serviceCustom: customer,
    period,
    devNumber,
    devStartTime: addMonths(devEndTime, -period),
    devEndTime,
    caseDesc: description(rng, {
      government,
      customer,
      city: city.name,
      system,
      child,
      period,
      devNumber,
      skills,
      modules: rng.sample(SYSTEM_MODULES, rng.int(3, 5)),
      competence: rng.pick(competencesOf(supplier)).name,
      supplier: supplier.compName,
    }),
    serviceDetail: government && rng.chance(NO_DETAIL_SHARE) ? null : serviceDetail(rng, system, worktypes),
    worktypeStr: worktypes.join(','),
    skillStr: skills.join(','),
    industryInfoList: industryInfo(rng, supplier, industry, child),
    picArray: government ? [] : casePictures(rng, system, title),
    showSupplier: !(government && rng.chance(HIDDEN_SUPPLIER_SHARE)),
    publishTime,
    sortOrder: rng.int(0, 100),
  };
}

/**
 * `count` cases with ids 1..count, lazily. The first go one to each of `ownCities`, so a city site
 * that starts from its own cases has some; the rest follow the market's weights. A city's first
 * cases are its topic projects.
 */
export function* generateCases(rng: Rng, market: Market, count: number, ownCities: readonly SeedCity[] = []): Generator<CaseDraft> {
  const takenUuids = new Set<string>();
  const topics = topicCounter();
  const topicOf = (city: SeedCity) => topics(city.code);
  for (let id = 1; id <= count; id++) yield generateCase(rng, market, id, takenUuids, ownCities[id - 1], topicOf);
}
