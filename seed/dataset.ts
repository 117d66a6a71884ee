// The whole demo dataset as plain rows, without a database: small tables as arrays, bids, cases and
// the suppliers' certificates, patents and solutions as lazy sequences. Every table draws from its own random stream, so changing one count leaves the
// other tables as they were.
import type { cities, purchasers } from '@/lib/server/db/schema';
import { generateBids, type BidRow } from './bids';
import { generateCases, type CaseRow } from './cases';
import { generateCertificates, type CertificateRow } from './certificates';
import { deriveCities, type SeedCity } from './cities';
import type { SeedCounts } from './counts';
import { buildFriendlyLinks, type FriendlyLinkRow } from './friendly-links';
import { industryRows, type IndustryRow } from './industries';
import { buildMarket, cityWeight } from './market';
import { generatePatents, type PatentRow } from './patents';
import { buildPurchasers } from './purchasers';
import { createRng, weightedPicker } from './rng';
import { generateSolutions, type SolutionRow } from './solutions';
import { generateSupplier, type SupplierRow } from './suppliers';

export const DEFAULT_SEED = 20261101;

export interface Dataset {
  cities: (typeof cities.$inferInsert)[];
  friendlyLinks: FriendlyLinkRow[];
  industries: IndustryRow[];
  purchasers: (typeof purchasers.$inferInsert & { id: number })[];
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

function generateSuppliers(seed: number, cityList: readonly SeedCity[], count: number): SupplierRow[] {
  const rng = createRng(seed, 'suppliers');
  const pickCity = weightedPicker(cityList, cityList.map(cityWeight));
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, i) => generateSupplier(rng, i + 1, pickCity(rng), taken));
}

export function buildDataset(seed: number, counts: SeedCounts): Dataset {
  const cityList = deriveCities();
  const purchaserList = buildPurchasers(createRng(seed, 'purchasers'), cityList);
  const supplierRows = generateSuppliers(seed, cityList, counts.suppliers);
  const market = buildMarket(cityList, purchaserList, supplierRows);
  const cityByCode = new Map(cityList.map((c) => [c.code, c]));
  const cityOf = (code: string) => {
    const city = cityByCode.get(code);
    if (!city) throw new Error(`unknown city ${code}`);
    return city;
  };
  return {
    cities: cityList.map(cityRow),
    friendlyLinks: buildFriendlyLinks(createRng(seed, 'friendly-links'), cityList),
    industries: industryRows(),
    purchasers: purchaserList.map(({ id, purchaseCode, name, purchaserType, cityCode }) => ({
      id,
      purchaseCode,
      name,
      purchaserType,
      cityCode,
    })),
    suppliers: supplierRows,
    bids: () => generateBids(createRng(seed, 'bids'), market, counts.bids),
    cases: () => generateCases(createRng(seed, 'cases'), market, counts.cases),
    certificates: () => generateCertificates(createRng(seed, 'certificates'), supplierRows, cityOf),
    patents: () => generatePatents(createRng(seed, 'patents'), supplierRows),
    solutions: () => generateSolutions(createRng(seed, 'solutions'), supplierRows),
  };
}
