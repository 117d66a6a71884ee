// The whole demo dataset as plain rows, without a database: small tables as arrays, bids, cases and
// the suppliers' certificates, patents and solutions as lazy sequences. Every table draws from its own random stream, so changing one count leaves the
// other tables as they were.
import type { cities, purchasers } from '@/lib/server/db/schema';
import { generateBids, type BidRow } from './bids';
import { generateCases, type CaseDraft, type CaseRow } from './cases';
import { generateCertificates, type CertificateRow } from './certificates';
import { deriveCities, type SeedCity } from './cities';
import type { SeedCounts } from './counts';
import { buildFriendlyLinks, type FriendlyLinkRow } from './friendly-links';
import { industryRows, type IndustryRow } from './industries';
import { buildMarket, cityWeight } from './market';
import { newNameBook } from './names';
import { generatePatents, type PatentRow } from './patents';
import { buildPurchasers, type SeedPurchaser } from './purchasers';
import { createRng, weightedPicker } from './rng';
import { generateSolutions, type SolutionRow } from './solutions';
import { topicCounter, TOPICS } from './topics';
import { finishSupplier, generateSupplier, type SupplierDraft, type SupplierRow } from './suppliers';

export const DEFAULT_SEED = 20261101;

export interface Dataset {
  cities: (typeof cities.$inferInsert)[];
  /** The same cities with their facts (division code, districts): opportunities are written from them. */
  cityFacts: readonly SeedCity[];
  friendlyLinks: FriendlyLinkRow[];
  industries: IndustryRow[];
  purchasers: (typeof purchasers.$inferInsert & { id: number })[];
  /** The same units with what each buys: tender notices draw their buyers and systems from them. */
  units: readonly SeedPurchaser[];
  suppliers: SupplierRow[];
  /** Fresh iterators over the same rows on every call. */
  bids: () => Iterable<BidRow>;
  cases: () => Iterable<CaseRow>;
  /** A supplier's own records: they scale with the supplier count. */
  certificates: () => Iterable<CertificateRow>;
  patents: () => Iterable<PatentRow>;
  solutions: () => Iterable<SolutionRow>;
}

function cityRow(city: SeedCity): typeof cities.$inferInsert {
  const { code, name, fullName, provinceCode, provinceName, pinyin, initial, site, hotRank } = city;
  return { code, name, fullName, provinceCode, provinceName, pinyin, initial, site, hotRank };
}

/**
 * Every city has a supplier of its own when there are at least twice as many as cities (as with
 * cases, citiesWithOwnCases): the first go one to each city, the rest by weight. A city site's tabs then list
 * something of the city's own at the demo scale and above.
 */
function ownCityFirst(cityList: readonly SeedCity[], count: number): readonly SeedCity[] {
  return count >= 2 * cityList.length ? cityList : [];
}

/** The suppliers; a city's first ones are each known for one topic of the hot searches (seed/topics.ts). */
function generateSuppliers(seed: number, cityList: readonly SeedCity[], count: number): SupplierDraft[] {
  const rng = createRng(seed, 'suppliers');
  const pickCity = weightedPicker(cityList, cityList.map(cityWeight));
  const names = newNameBook();
  const own = ownCityFirst(cityList, count);
  const topicOf = topicCounter();
  return Array.from({ length: count }, (_, i) => {
    const city = own[i] ?? pickCity(rng);
    return generateSupplier(rng, i + 1, city, names, topicOf(city.code));
  });
}

/**
 * The cities given a case of their own before the rest are drawn by weight: every city when there
 * are at least twice as many cases as cities, otherwise (the demo scale) the hot cities and provincial
 * capitals, whose sites would otherwise open on other cities' cases.
 */
function citiesWithOwnCases(cityList: readonly SeedCity[], caseCount: number): SeedCity[] {
  if (caseCount >= 2 * cityList.length) return [...cityList];
  const major = cityList.filter((c) => c.hotRank !== null || c.capital);
  return caseCount >= 2 * major.length ? major : [];
}

/** How many cases of each supplier the portal lists: those that show their provider. */
function shownCaseCounts(caseDrafts: readonly CaseDraft[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const c of caseDrafts) if (c.showSupplier) counts.set(c.supplierId, (counts.get(c.supplierId) ?? 0) + 1);
  return counts;
}

export function buildDataset(seed: number, counts: SeedCounts): Dataset {
  const cityList = deriveCities();
  const purchaserList = buildPurchasers(createRng(seed, 'purchasers'), cityList);
  const drafts = generateSuppliers(seed, cityList, counts.suppliers);
  const market = buildMarket(cityList, purchaserList, drafts);
  // A supplier's case count and the introduction stating it follow from its cases, so the cases are
  // drawn first; they are few (half a thousand per scale), unlike the bids, and held in memory.
  const caseDrafts = [...generateCases(createRng(seed, 'cases'), market, counts.cases, citiesWithOwnCases(cityList, counts.cases))];
  const caseCounts = shownCaseCounts(caseDrafts);
  const supplierRows = drafts.map((d) => finishSupplier(d, caseCounts.get(d.id) ?? 0));
  const topicById = new Map(drafts.flatMap((d) => (d.topic ? [[d.id, TOPICS.find((t) => t.topic === d.topic)!] as const] : [])));
  const intros = new Map(supplierRows.map((s) => [s.id, s.intro]));
  const introOf = (id: number) => {
    const intro = intros.get(id);
    if (intro === undefined) throw new Error(`unknown supplier ${id}`);
    return intro;
  };
  const cityByCode = new Map(cityList.map((c) => [c.code, c]));
  const cityOf = (code: string) => {
    const city = cityByCode.get(code);
    if (!city) throw new Error(`unknown city ${code}`);
    return city;
  };
  return {
    cities: cityList.map(cityRow),
    cityFacts: cityList,
    friendlyLinks: buildFriendlyLinks(createRng(seed, 'friendly-links'), cityList),
    industries: industryRows(),
    purchasers: purchaserList.map(({ id, purchaseCode, name, purchaserType, cityCode }) => ({
      id,
      purchaseCode,
      name,
      purchaserType,
      cityCode,
    })),
    units: purchaserList,
    suppliers: supplierRows,
    bids: () => generateBids(createRng(seed, 'bids'), market, counts.bids),
    cases: () => caseDrafts.map((c) => ({ ...c, buDesc: introOf(c.supplierId) })),
    certificates: () => generateCertificates(createRng(seed, 'certificates'), supplierRows, cityOf),
    patents: () => generatePatents(createRng(seed, 'patents'), supplierRows),
    solutions: () => generateSolutions(createRng(seed, 'solutions'), supplierRows, (id) => topicById.get(id)),
  };
}
