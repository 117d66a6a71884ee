// Supplier companies: the software and IT service providers that win bids and deliver cases.
import type { suppliers } from '@/lib/server/db/schema';
import { COMPETENCES, CUSTOMER_TYPES, SERVICE_FORMS, TRADES } from './catalogue';
import type { SeedCity } from './cities';
import { creditCode, personName, streetAddress, uniqueCompanyName } from './names';
import { weightedChoice, type Rng } from './rng';
import { dayInYears, beijingYear } from './time';

export type SupplierRow = typeof suppliers.$inferInsert & { id: number };

const COMP_SCALES = ['微型', '小型', '中型', '大型'];
const COMPETENCE_NAMES = COMPETENCES.map((c) => c.name);

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

function introText(s: {
  compName: string;
  year: number;
  capital: number;
  competences: string[];
  customers: string[];
  forms: string[];
  trades: string[];
  caseCount: number;
  patentNum: number;
}): string {
  const kind = s.patentNum > 20 ? '国家高新技术企业' : '科技型企业';
  const record =
    s.caseCount > 0 ? `累计交付项目${s.caseCount}个` : '致力于以数字化技术助力客户降本增效';
  // "SaaS服务" is already a service: no "SaaS服务服务".
  const forms = s.forms.join('、');
  const services = forms.endsWith('服务') ? forms : `${forms}服务`;
  const patents = s.patentNum > 0 ? `公司拥有专利及软件著作权${s.patentNum}项。` : '';
  return (
    `${s.compName}成立于${s.year}年，注册资本${Math.round(s.capital)}万元，是一家专注于${s.competences.join('、')}的${kind}。` +
    `公司主要为${s.customers.join('、')}客户提供${services}，业务覆盖${s.trades.join('、')}等行业，${record}。` +
    patents
  );
}

/** One supplier; `taken` keeps company names unique across the run. */
export function generateSupplier(rng: Rng, id: number, city: SeedCity, taken: Set<string>): SupplierRow {
  const compName = uniqueCompanyName(rng, city, taken);
  const capital = registerCapital(rng);
  const scaleTag = scaleTagFor(rng, capital);
  // Counts are skewed: most firms have a few cases and patents, larger ones many more.
  const caseCount = Math.min(200, Math.floor(rng.next() ** 3 * 80 * scaleTag));
  const patentNum = Math.min(300, Math.floor(rng.next() ** 4 * 100 * scaleTag));
  const establishTime = dayInYears(rng, 1995, 2025);
  const serviceTrade = rng.sample(TRADES, rng.int(1, 3));
  const coreCompetence = rng.sample(COMPETENCE_NAMES, rng.int(1, 4));
  const serviceForm = rng.sample(SERVICE_FORMS, rng.int(1, 2));
  const customerType = rng.sample(CUSTOMER_TYPES, rng.int(1, 3));
  const compCode = `C${String(id).padStart(8, '0')}`;
  return {
    id,
    compCode,
    compName,
    // Most suppliers have no logo (the UI draws an initials badge); the few paths need not exist.
    logo: rng.chance(0.08) ? `/images/logo/${compCode}.png` : null,
    creditCode: creditCode(rng, city.code),
    legalPerson: personName(rng),
    cityCode: city.code,
    cityName: city.name,
    provinceName: city.provinceName,
    address: streetAddress(rng, city),
    intro: introText({
      compName,
      year: beijingYear(establishTime),
      capital,
      competences: coreCompetence,
      customers: customerType,
      forms: serviceForm,
      trades: serviceTrade,
      caseCount,
      patentNum,
    }),
    serviceTrade,
    coreCompetence,
    serviceForm,
    customerType,
    registerCapital: capital,
    compScale: COMP_SCALES[scaleTag - 1] as string,
    scaleTag,
    caseCount,
    establishTime,
    registerStatus: pickRegisterStatus(rng),
    patentNum,
  };
}
