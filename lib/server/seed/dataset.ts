// The whole demo dataset as plain rows, without a database: small tables as arrays, bids and cases as
// lazy sequences. Every table draws from its own random stream, so changing one count leaves the
// other tables as they were.
import type { cities, purchasers } from '@/lib/server/db/schema';
import { generateBids, type BidRow } from './bids';
import { generateCases, type CaseRow } from './cases';
import { deriveCities, type SeedCity } from './cities';
import type { SeedCounts } from './counts';
import { buildFriendlyLinks, type FriendlyLinkRow } from './friendly-links';
import { industryRows, type IndustryRow } from './industries';
import { buildMarket, cityWeight } from './market';
import { buildPurchasers } from './purchasers';
import { createRng, weightedPicker } from './rng';
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
  };
}
