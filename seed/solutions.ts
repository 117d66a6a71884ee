// Solutions and services suppliers publish (001 §3 solution list item): about two per supplier, in
// the categories of solution-categories.ts, most of them industry solutions for the supplier's trades.
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

export type SolutionRow = typeof solutions.$inferInsert & { id: number };

export const DESC_MIN = 100;
export const DESC_MAX = 200;
const THREE_YEARS_DAYS = 3 * 365;
const NEGOTIABLE_SHARE = 0.3;
const MIN_PRICE = 10_000;
const MAX_PRICE = 5_000_000;

// 0-4 per supplier, two on average.
const pickCount = weightedChoice([
  [0, 15],
  [1, 25],
  [2, 25],
  [3, 20],
  [4, 15],
] as const);

// Indexes into SOLUTION_CATEGORIES: industry solutions dominate, IP services are a niche.
const pickFirstIndex = weightedChoice([
  [0, 55],
  [1, 20],
  [2, 12],
  [3, 8],
  [4, 5],
] as const);

/** Price in 元 from 1万 to 500万, log-uniform and rounded as quotes are; null means negotiable (面议). */
function servicePrice(rng: Rng): number | null {
  if (rng.chance(NEGOTIABLE_SHARE)) return null;
  const raw = MIN_PRICE * (MAX_PRICE / MIN_PRICE) ** rng.next();
  const step = raw < 100_000 ? 1000 : 10_000;
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, Math.round(raw / step) * step));
}

/** An industry solution serves one of the supplier's own trades when the tree has one. */
function secondIndexFor(rng: Rng, first: FirstCategoryDef, supplier: SupplierRow): number {
  const own = first.children.flatMap((c, i) => (c.trade && supplier.serviceTrade.includes(c.trade) ? [i] : []));
  return own.length > 0 ? rng.pick(own) : rng.int(0, first.children.length - 1);
}

/** 100-200 characters: what it is and for whom, what it covers, then track record and service terms. */
function description(rng: Rng, serviceName: string, first: FirstCategoryDef, second: SecondCategoryDef, supplier: SupplierRow): string {
  const scope = first.name === INDUSTRY_SOLUTIONS ? `围绕${second.name}场景提供` : `提供${second.name}领域`;
  const opening =
    `${serviceName}面向${supplier.customerType.join('、')}客户，${scope}` +
    '从需求调研、方案设计到实施交付、售后保障的一体化服务。';
  const abilities = `${first.lead}${rng.sample(first.features, 3).join('、')}${first.tail}，${rng.pick(first.closings)}。`;
  const extras = rng.sample(
    [
      `已在${rng.int(3, 60)}家单位成功落地，客户满意度超过${rng.int(90, 99)}%。`,
      `平均交付周期${rng.int(1, 6)}个月，提供${rng.int(1, 3)}年免费运维与7×24小时技术支持。`,
      `核心成员具备${rng.pick(['PMP', 'CISP', '信息系统项目管理师', '系统架构设计师'])}等专业资质。`,
    ],
    3,
  );
  const wanted = rng.int(1, 3);
  let text = opening + abilities;
  for (const [i, extra] of extras.entries()) {
    const fits = text.length + extra.length <= DESC_MAX;
    if (fits && (i < wanted || text.length < DESC_MIN)) text += extra;
  }
  return text;
}

function solutionOf(rng: Rng, supplier: SupplierRow, id: number, takenIds: Set<string>): SolutionRow {
  const firstIndex = pickFirstIndex(rng);
  const first = SOLUTION_CATEGORIES[firstIndex] as FirstCategoryDef;
  const secondIndex = secondIndexFor(rng, first, supplier);
  const second = first.children[secondIndex] as SecondCategoryDef;
  const serviceName = rng.pick(second.offers);
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
    secondCategoryCode: categoryCode(firstIndex, secondIndex),
    secondCategoryName: second.name,
    // 1 platform solution, 2 platform preferred (001 §3).
    originTag: rng.chance(0.25) ? 2 : 1,
    serviceDesc: description(rng, serviceName, first, second, supplier),
    servicePrice: servicePrice(rng),
    cityCode: supplier.cityCode,
    // Published while the company existed, within the last three years.
    publishTime: officeTimeWithin(rng, Math.min(THREE_YEARS_DAYS, daysToReference(supplier.establishTime) - 1)),
  };
}

/** Every supplier's solutions, ids 1.. in supplier order, lazily. */
export function* generateSolutions(rng: Rng, supplierRows: readonly SupplierRow[]): Generator<SolutionRow> {
  const takenIds = new Set<string>();
  let id = 1;
  for (const supplier of supplierRows) {
    for (let n = pickCount(rng); n > 0; n--) yield solutionOf(rng, supplier, id++, takenIds);
  }
}
