// Case-library entries: government tender cases (source 1) and enterprise industry cases (source 0,
// with screenshots), each delivered by one of the generated suppliers.
import type { cases } from '@/lib/server/db/schema';
import { COMPETENCES, INDUSTRIES, SKILLS, WORK_TYPES, type IndustryDef } from './catalogue';
import { parentIndustryCode } from './industries';
import type { Market } from './market';
import { enterpriseName } from './names';
import { uniqueHex, type Rng } from './rng';
import type { SupplierDraft } from './suppliers';
import { addMonths, daysBefore, officeTimeWithin } from './time';

export type CaseRow = typeof cases.$inferInsert & { id: number };
/** A case before its provider's introduction (buDesc), which states the provider's case count, is known. */
export type CaseDraft = Omit<CaseRow, 'buDesc' | 'supplierId'> & { supplierId: number };
type IndustryInfo = CaseRow['industryInfoList'][number];

/** The placeholder screenshots in public/images/case/. */
export const CASE_PICTURES = Array.from({ length: 8 }, (_, i) => `/images/case/case-${i + 1}.svg`);

const THREE_YEARS_DAYS = 3 * 365;
const GOVERNMENT_SHARE = 0.5;
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

function industryInfo(rng: Rng, supplier: SupplierDraft, industry: IndustryDef, child: string): IndustryInfo[] {
  const entries = [{ industry, child }];
  for (let n = rng.int(1, 3); entries.length < n; ) {
    const other = rng.pick(INDUSTRIES);
    entries.push({ industry: other, child: rng.pick(other.children) });
  }
  return entries.map((e) => {
    const competence = rng.pick(competencesOf(supplier));
    return {
      parIndName: e.industry.name,
      parDomName: competence.name,
      subIndName: e.child,
      subDomName: rng.pick(competence.subDomains),
    };
  });
}

interface Story {
  customer: string;
  system: string;
  child: string;
  period: number;
  devNumber: number;
  skills: string[];
  competence: string;
}

// The first sentence sets the scene; 1-3 of the others follow in this order.
const DESCRIPTION_OPENING = (s: Story) =>
  `${s.customer}原有业务系统建设分散、数据标准不一，难以支撑${s.child}业务的发展需要。`;
const DESCRIPTION_SENTENCES: ((s: Story, rng: Rng) => string)[] = [
  (s) => `项目基于${s.skills.join('、')}等技术构建${s.system}，实现业务全流程线上办理。`,
  (s, rng) => `平台汇聚${rng.int(10, 200)}类数据资源，打通${rng.int(3, 30)}个部门和系统之间的数据壁垒。`,
  (s) => `依托${s.competence}能力，为${s.child}场景提供智能分析与辅助决策支持。`,
  (s, rng) => `系统上线后业务办理时长平均缩短${rng.int(20, 60)}%，累计服务${rng.int(1, 50)}万余人次。`,
  (s) => `项目团队${s.devNumber}人，历时${s.period}个月完成交付，并顺利通过竣工验收。`,
];

function description(rng: Rng, story: Story): string {
  const picked = new Set(rng.sample(DESCRIPTION_SENTENCES, rng.int(1, 3)));
  return [DESCRIPTION_OPENING(story), ...DESCRIPTION_SENTENCES.filter((s) => picked.has(s)).map((s) => s(story, rng))].join('');
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

/** One case; `takenUuids` keeps uuidSecret unique across the run. */
export function generateCase(rng: Rng, market: Market, id: number, takenUuids: Set<string>): CaseDraft {
  const government = rng.chance(GOVERNMENT_SHARE);
  const city = market.pickCity(rng);
  const purchaser = government ? market.pickPurchaser(rng, city) : null;
  const industry = purchaser ? rng.pick(purchaser.industries) : rng.pick(INDUSTRIES);
  const customer = purchaser ? purchaser.name : enterpriseName(rng, city, industry.enterprises);
  const child = rng.pick(industry.children);
  const system = rng.pick(industry.systems);
  const supplier = market.pickSupplier(rng, city);
  const period = periodMonths(rng);
  const devNumber = 2 + Math.floor(rng.next() ** 2 * 59);
  const publishTime = officeTimeWithin(rng, THREE_YEARS_DAYS);
  const devEndTime = daysBefore(publishTime, rng.int(7, 90));
  const worktypes = rng.sample(WORK_TYPES, rng.int(2, 5));
  const skills = rng.sample(SKILLS, rng.int(2, 6));
  const title = government
    ? `${customer}${system}${rng.pick(['建设', '升级改造', '运维'])}项目`
    : `${customer}${system}${rng.pick(['建设', '项目', '升级', '数字化实践'])}`;
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
      customer,
      system,
      child,
      period,
      devNumber,
      skills,
      competence: rng.pick(competencesOf(supplier)).name,
    }),
    serviceDetail: government && rng.chance(NO_DETAIL_SHARE) ? null : serviceDetail(rng, system, worktypes),
    worktypeStr: worktypes.join(','),
    skillStr: skills.join(','),
    industryInfoList: industryInfo(rng, supplier, industry, child),
    picArray: government ? [] : rng.sample(CASE_PICTURES, rng.int(0, 5)).map((slidepath) => ({ slidepath })),
    showSupplier: !(government && rng.chance(HIDDEN_SUPPLIER_SHARE)),
    publishTime,
    sortOrder: rng.int(0, 100),
  };
}

/** `count` cases with ids 1..count, lazily. */
export function* generateCases(rng: Rng, market: Market, count: number): Generator<CaseDraft> {
  const takenUuids = new Set<string>();
  for (let id = 1; id <= count; id++) yield generateCase(rng, market, id, takenUuids);
}
