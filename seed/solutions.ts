// Solutions and services suppliers publish (001 §3 solution list item): about three per supplier, in
// the categories of solution-categories.ts, most of them industry solutions for the supplier's trades,
// each with the texts of its detail page (001 §2): problems solved, results, advantages, delivery
// cycle, after-sale service, technologies and customer types.
import type { solutions } from '@/lib/server/db/schema';
import { uniqueHex, weightedChoice, type Rng } from './rng';
import {
  categoryCode,
  INDUSTRY_SOLUTIONS,
  SOLUTION_CATEGORIES,
  type FirstCategoryDef,
  type SecondCategoryDef,
} from './solution-categories';
import type { SupplierRow } from './suppliers';
import { daysToReference, officeTimeWithin } from './time';
import { TOPICS, type Topic } from './topics';

export type SolutionRow = typeof solutions.$inferInsert & { id: number };

export const DESC_MIN = 100;
export const DESC_MAX = 200;
const THREE_YEARS_DAYS = 3 * 365;
const NEGOTIABLE_SHARE = 0.3;
const MIN_PRICE = 10_000;
const MAX_PRICE = 5_000_000;

// 1-5 per supplier, three on average.
const pickCount = weightedChoice([
  [1, 15],
  [2, 25],
  [3, 25],
  [4, 20],
  [5, 15],
] as const);

// Indexes into SOLUTION_CATEGORIES: industry solutions dominate, IP services and 其他 are niches.
const pickFirstIndex = weightedChoice([
  [0, 50],
  [1, 15],
  [2, 9],
  [3, 8],
  [4, 7],
  [5, 5],
  [6, 4],
  [7, 2],
] as const);

/** The supplier's customer kinds (catalogue.ts) as the T14 dictionary names them. */
const CUSTOMER_TYPE_NAMES: Record<string, string[]> = {
  政府: ['政府机关'],
  企业: ['国有企业', '民营企业'],
  事业单位: ['事业单位'],
  个人: [],
};

/** Price in 元 from 1万 to 500万, log-uniform and rounded as quotes are; null means negotiable (面议). */
function servicePrice(rng: Rng): number | null {
  if (rng.chance(NEGOTIABLE_SHARE)) return null;
  const raw = MIN_PRICE * (MAX_PRICE / MIN_PRICE) ** rng.next();
  const step = raw < 100_000 ? 1000 : 10_000;
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, Math.round(raw / step) * step));
}

/** An industry solution serves one of the supplier's own trades when the tree has one; 其他 has no second level. */
function secondIndexFor(rng: Rng, first: FirstCategoryDef, supplier: SupplierRow): number | undefined {
  if (first.children.length === 0) return undefined;
  const own = first.children.flatMap((c, i) => (c.trade && supplier.serviceTrade.includes(c.trade) ? [i] : []));
  return own.length > 0 ? rng.pick(own) : rng.int(0, first.children.length - 1);
}

/** The delivery and after-sale terms the description and the detail page both state. */
interface Terms {
  cycle: string;
  years: number;
}

type Blurb = (rng: Rng, f: BlurbFacts) => string;

interface BlurbFacts {
  serviceName: string;
  scope: string;
  area: string;
  supplier: SupplierRow;
  terms: Terms;
}

// The first sentence says what it is and for whom, in one of several ways; the supplier's own facts follow.
const OPENINGS: Blurb[] = [
  (_, f) => `${f.serviceName}面向${f.supplier.customerType.join('、')}客户，${f.scope}从需求调研、方案设计到实施交付、售后保障的一体化服务。`,
  (_, f) => `${f.supplier.compName}推出的${f.serviceName}，${f.scope}可按需组合的产品与服务，适合${f.supplier.customerType.join('、')}客户。`,
  (rng, f) => `${f.serviceName}凝聚了${f.supplier.compName}在${f.area}领域${rng.int(2, 12)}年的实践经验，${f.scope}标准化交付。`,
  (_, f) => `针对${f.area}业务中系统分散、数据难用的问题，${f.serviceName}${f.scope}一站式解决方案。`,
  (rng, f) => `${f.serviceName}已迭代至${rng.int(2, 6)}.${rng.int(0, 9)}版本，${f.scope}开箱即用的能力与定制开发服务。`,
];

const EXTRAS: Blurb[] = [
  (rng) => `已在${rng.int(3, 60)}家单位成功落地，客户满意度超过${rng.int(90, 99)}%。`,
  (_, f) => `交付周期${f.terms.cycle}，提供${f.terms.years}年免费运维与7×24小时技术支持。`,
  (rng) => `核心成员具备${rng.pick(['PMP', 'CISP', '信息系统项目管理师', '系统架构设计师'])}等专业资质。`,
  (_, f) => (f.supplier.caseCount ? `公司已在平台展示${f.supplier.caseCount}个交付案例。` : `公司${f.supplier.cityName}总部可提供现场服务。`),
  (rng) => `支持私有化部署与云上订阅两种方式，最快${rng.int(3, 15)}个工作日上线。`,
  (_, f) => `由${f.supplier.compName}${f.supplier.coreCompetence.join('、')}团队负责实施。`,
  (rng) => `可在${rng.pick(['政务外网', '国产化信创环境', '主流公有云', '企业私有云'])}中部署，兼容${rng.pick(['统信UOS', '麒麟操作系统', '达梦数据库', '人大金仓数据库'])}。`,
  (_, f) => `服务覆盖${f.supplier.provinceName}及周边地区，${f.supplier.cityName}设有本地服务团队。`,
];

/** 100-200 characters: what it is and for whom, what it covers, then track record and service terms. */
function description(rng: Rng, facts: BlurbFacts, first: FirstCategoryDef): string {
  const opening = rng.pick(OPENINGS)(rng, facts);
  const abilities = `${first.lead}${rng.sample(first.features, 3).join('、')}${first.tail}，${rng.pick(first.closings)}。`;
  const extras = rng.sample(EXTRAS, EXTRAS.length).map((extra) => extra(rng, facts));
  const wanted = rng.int(1, 3);
  let text = opening + abilities;
  for (const [i, extra] of extras.entries()) {
    const fits = text.length + extra.length <= DESC_MAX;
    if (fits && (i < wanted || text.length < DESC_MIN)) text += extra;
  }
  return text;
}

/** Months of delivery, longer for dearer work; negotiable prices get a typical span. */
function deliveryCycle(rng: Rng, price: number | null): string {
  const months = price === null ? rng.int(1, 6) : Math.min(12, Math.max(1, Math.round(Math.log10(price / 10_000) * 3 + rng.int(0, 2))));
  return months <= 1 ? `${rng.int(2, 4)}周` : `${months - 1}-${months + 1}个月`;
}

/** The detail page's texts, built from the category's ingredients. */
function details(rng: Rng, first: FirstCategoryDef, area: string, supplier: SupplierRow, terms: Terms) {
  const customers = supplier.customerType.flatMap((t) => CUSTOMER_TYPE_NAMES[t] ?? []);
  return {
    solveProblem: `${area}领域的${customers.length ? customers.join('、') : '客户'}普遍面临：${rng.sample(first.problems, 2).join('；')}。`,
    achieveResults: `${rng.sample(first.results, rng.int(2, 3)).join('；')}。`,
    advantages:
      `${first.lead}${rng.sample(first.features, 3).join('、')}${first.tail}；${rng.pick(first.closings)}；` +
      `团队拥有${rng.int(12, 300)}名专职技术人员，已服务${rng.int(8, 260)}家客户。`,
    deliveryCycle: terms.cycle,
    afterSaleService:
      `提供${terms.years}年免费运维与7×24小时技术支持，${rng.pick([2, 4, 8, 24])}小时内响应现场服务需求；` +
      `${rng.pick(['免费期满后可按年续约', '每季度提供一次巡检报告', '免费提供系统操作培训'])}。`,
    technologies: rng.sample(first.technologies, Math.min(first.technologies.length, rng.int(2, 4))),
    customerTypes: customers.length ? customers : ['民营企业'],
  };
}

/** The category indexes of a topic's solution (seed/topics.ts), checked once at load. */
function topicCategory(topic: Topic): { firstIndex: number; secondIndex: number } {
  const firstIndex = SOLUTION_CATEGORIES.findIndex((c) => c.name === topic.solution.first);
  const secondIndex = SOLUTION_CATEGORIES[firstIndex]?.children.findIndex((c) => c.name === topic.solution.second) ?? -1;
  if (secondIndex < 0) throw new Error(`no solution category ${topic.solution.first}/${topic.solution.second}`);
  return { firstIndex, secondIndex };
}
const TOPIC_CATEGORIES = new Map(TOPICS.map((t) => [t.topic, topicCategory(t)]));

/** One solution; a `topic` makes it the topic's offer, in its category. The same draws are made either way. */
function solutionOf(rng: Rng, supplier: SupplierRow, id: number, takenIds: Set<string>, topic?: Topic): SolutionRow {
  const drawnFirst = pickFirstIndex(rng);
  const drawnSecond = secondIndexFor(rng, SOLUTION_CATEGORIES[drawnFirst] as FirstCategoryDef, supplier);
  const own = topic && TOPIC_CATEGORIES.get(topic.topic);
  const firstIndex = own ? own.firstIndex : drawnFirst;
  const secondIndex = own ? own.secondIndex : drawnSecond;
  const first = SOLUTION_CATEGORIES[firstIndex] as FirstCategoryDef;
  const second = secondIndex === undefined ? undefined : (first.children[secondIndex] as SecondCategoryDef);
  const drawnName = rng.pick(second?.offers ?? first.offers ?? []);
  const serviceName = topic?.solution.name ?? drawnName;
  const area = second?.name ?? first.name;
  const price = servicePrice(rng);
  const terms: Terms = { cycle: deliveryCycle(rng, price), years: rng.int(1, 3) };
  const scope = first.name === INDUSTRY_SOLUTIONS ? `围绕${area}场景提供` : `提供${area}领域`;
  return {
    id,
    originIdSec: uniqueHex(rng, 32, takenIds),
    // 1: the platform's own solution-detail page; 2: a supplier-submitted scheme (scheme-detail).
    originSource: rng.chance(0.5) ? 1 : 2,
    supplierId: supplier.id,
    serviceProvider: supplier.compName,
    serviceName,
    firstCategoryCode: categoryCode(firstIndex),
    firstCategoryName: first.name,
    // 其他 has no second level: both stay empty.
    secondCategoryCode: secondIndex === undefined ? '' : categoryCode(firstIndex, secondIndex),
    secondCategoryName: second?.name ?? '',
    // 1 platform solution, 2 platform preferred (001 §3).
    originTag: rng.chance(0.25) ? 2 : 1,
    serviceDesc: description(rng, { serviceName, scope, area, supplier, terms }, first),
    servicePrice: price,
    cityCode: supplier.cityCode,
    // Published while the company existed, within the last three years.
    publishTime: officeTimeWithin(rng, Math.min(THREE_YEARS_DAYS, daysToReference(supplier.establishTime) - 1)),
    ...details(rng, first, area, supplier, terms),
    // Manuals and demo links are what suppliers upload with a scheme (lib/server/solutions/publish-scheme.ts).
    manualFileKey: null,
    manualFileName: null,
    demoLink: null,
    schemeId: null,
  };
}

/** Every supplier's solutions, ids 1.. in supplier order, lazily; a topic supplier's first is its topic's offer. */
export function* generateSolutions(rng: Rng, supplierRows: readonly SupplierRow[], topicOf: (supplierId: number) => Topic | undefined = () => undefined): Generator<SolutionRow> {
  const takenIds = new Set<string>();
  let id = 1;
  for (const supplier of supplierRows) {
    const topic = topicOf(supplier.id);
    const count = pickCount(rng);
    for (let i = 0; i < count; i++) yield solutionOf(rng, supplier, id++, takenIds, i === 0 ? topic : undefined);
  }
}
