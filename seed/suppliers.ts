// Supplier companies: the software and IT service providers that win bids and deliver cases.
import type { suppliers } from '@/lib/server/db/schema';
import { DRAWN_COMPETENCES, CUSTOMER_TYPES, SERVICE_FORMS, TRADES } from './catalogue';
import type { SeedCity } from './cities';
import { creditCode, personName, streetAddress, uniqueCompanyName, type NameBook } from './names';
import { weightedChoice, type Rng } from './rng';
import { dayInYears, beijingYear } from './time';
import type { Topic } from './topics';

export type SupplierRow = typeof suppliers.$inferInsert & { id: number };

/**
 * A supplier before its cases are known: its case count and the introduction that states it are
 * filled in by finishSupplier once the cases are generated. `activity` says how much business it
 * wins and delivers (bids and cases pick suppliers by it).
 */
export type SupplierDraft = SupplierFacts & { activity: number; topic?: string };
type SupplierFacts = Omit<SupplierRow, 'caseCount' | 'intro'>;

const COMP_SCALES = ['微型', '小型', '中型', '大型'];
const COMPETENCE_NAMES = DRAWN_COMPETENCES.map((c) => c.name);
const MAX_COMPETENCES = 4;
const MAX_TRADES = 3;

const pickRegisterStatus = weightedChoice([
  ['存续', 60],
  ['在业', 32],
  ['迁出', 5],
  ['注销', 3],
] as const);

/** Registered capital in 万元: log-normal around 1000万, clamped to 50..50000, mostly round figures. */
function registerCapital(rng: Rng): number {
  const raw = Math.min(50_000, Math.max(50, rng.logNormal(1000, 1.3)));
  const roll = rng.next();
  if (roll < 0.5) return Math.max(50, Math.round(raw / 100) * 100);
  if (roll < 0.8) return Math.round(raw);
  return Math.round(raw * 10_000) / 10_000;
}

/** Scale tag 1..4 follows capital loosely: some small-capital firms employ many, and the reverse. */
function scaleTagFor(rng: Rng, capital: number): number {
  const score = Math.log10(capital) + rng.normal() * 0.25;
  return score < 2.3 ? 1 : score < 3 ? 2 : score < 3.7 ? 3 : 4;
}

/** The introduction, from the company's own facts: the cases it states are those the portal lists. */
function introText(s: SupplierFacts, caseCount: number): string {
  const kind = (s.patentNum ?? 0) > 20 ? '国家高新技术企业' : '科技型企业';
  const record = caseCount > 0 ? `累计交付项目${caseCount}个` : '致力于以数字化技术助力客户降本增效';
  // "SaaS服务" is already a service: no "SaaS服务服务".
  const forms = s.serviceForm.join('、');
  const services = forms.endsWith('服务') ? forms : `${forms}服务`;
  const patents = s.patentNum ? `公司拥有专利及软件著作权${s.patentNum}项。` : '';
  return (
    `${s.compName}成立于${beijingYear(s.establishTime)}年，注册资本${Math.round(s.registerCapital ?? 0)}万元，是一家专注于${s.coreCompetence.join('、')}的${kind}。` +
    `公司主要为${s.customerType.join('、')}客户提供${services}，业务覆盖${s.serviceTrade.join('、')}等行业，${record}。` +
    patents
  );
}

/** The supplier row once its `caseCount` (the cases of it the portal shows) is known. */
export function finishSupplier(draft: SupplierDraft, caseCount: number): SupplierRow {
  const { activity, topic, ...facts } = draft;
  void activity;
  void topic;
  return { ...facts, caseCount, intro: introText(facts, caseCount) };
}

/**
 * One supplier; `names` keeps trade and company names unique across the run. A supplier given a
 * `topic` (seed/topics.ts) is known for it: the topic's competence comes first among its own.
 */
export function generateSupplier(rng: Rng, id: number, city: SeedCity, names: NameBook, topic?: Topic): SupplierDraft {
  const compName = uniqueCompanyName(rng, city, names);
  const capital = registerCapital(rng);
  const scaleTag = scaleTagFor(rng, capital);
  // Skewed: most firms win and deliver a little and hold few patents, larger ones much more.
  const activity = rng.next() ** 3 * 3.2 * scaleTag;
  const patentNum = Math.min(300, Math.floor(rng.next() ** 4 * 100 * scaleTag));
  const establishTime = dayInYears(rng, 1995, 2025);
  const drawnTrades = rng.sample(TRADES, rng.int(1, MAX_TRADES));
  const serviceTrade = topic?.trade ? [topic.trade, ...drawnTrades.filter((t) => t !== topic.trade)].slice(0, MAX_TRADES) : drawnTrades;
  const drawn = rng.sample(COMPETENCE_NAMES, rng.int(1, MAX_COMPETENCES));
  const coreCompetence = topic ? [topic.competence, ...drawn.filter((c) => c !== topic.competence)].slice(0, MAX_COMPETENCES) : drawn;
  const serviceForm = rng.sample(SERVICE_FORMS, rng.int(1, 2));
  const customerType = rng.sample(CUSTOMER_TYPES, rng.int(1, 3));
  const compCode = `C${String(id).padStart(8, '0')}`;
  return {
    id,
    compCode,
    compName,
    // Most suppliers have no logo (the UI draws a generated emblem); the few paths need not exist.
    logo: rng.chance(0.08) ? `/images/logo/${compCode}.png` : null,
    creditCode: creditCode(rng, city.code),
    legalPerson: personName(rng),
    cityCode: city.code,
    cityName: city.name,
    provinceName: city.provinceName,
    address: streetAddress(rng, city),
    serviceTrade,
    coreCompetence,
    serviceForm,
    customerType,
    registerCapital: capital,
    compScale: COMP_SCALES[scaleTag - 1] as string,
    scaleTag,
    activity,
    establishTime,
    registerStatus: pickRegisterStatus(rng),
    patentNum,
    ...(topic ? { topic: topic.topic } : {}),
  };
}
