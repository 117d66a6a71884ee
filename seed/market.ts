// Who trades with whom: activity concentrates in hot cities and capitals, a city's big units buy the
// most, and buyers prefer local suppliers. Bids and cases draw their parties from here.
import type { SeedCity } from './cities';
import type { SeedPurchaser } from './purchasers';
import { weightedPicker, type Rng } from './rng';
import type { SupplierDraft } from './suppliers';

/** Relative amount of procurement and of supplier companies in a city. */
export function cityWeight(city: SeedCity): number {
  if (city.hotRank !== null) return 60 - 3 * city.hotRank;
  return city.capital ? 8 : 1.5;
}

// The share of bids and cases a local supplier takes, when the city has any.
const LOCAL_SHARE = 0.6;

export interface Market {
  pickCity(rng: Rng): SeedCity;
  pickPurchaser(rng: Rng, city: SeedCity): SeedPurchaser;
  /** The unit every city has first (seed/purchasers.ts core templates): its 大数据发展局. */
  leadPurchaser(city: SeedCity): SeedPurchaser;
  /** A supplier for a project in `city`: often local, otherwise from anywhere, larger firms more often. */
  pickSupplier(rng: Rng, city: SeedCity): SupplierDraft;
}

/** The weight of a supplier as a bid winner and case provider: bigger, busier firms win more. */
const supplierWeight = (s: SupplierDraft) => (s.scaleTag ?? 1) + s.activity;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item)) ?? [];
    list.push(item);
    groups.set(key(item), list);
  }
  return groups;
}

/** Pickers per city, built on first use so a run with few rows does not build all of them. */
function perCity<T>(groups: Map<string, T[]>, weight: (item: T, index: number) => number) {
  const pickers = new Map<string, ((rng: Rng) => T) | null>();
  return (code: string): ((rng: Rng) => T) | null => {
    if (!pickers.has(code)) {
      const items = groups.get(code) ?? [];
      pickers.set(code, items.length > 0 ? weightedPicker(items, items.map(weight)) : null);
    }
    return pickers.get(code) ?? null;
  };
}

export function buildMarket(
  cities: readonly SeedCity[],
  purchasers: readonly SeedPurchaser[],
  supplierRows: readonly SupplierDraft[],
): Market {
  const pickCity = weightedPicker(cities, cities.map(cityWeight));
  // A flattened Zipf over each city's list, whose core units come first: the big buyers publish
  // many tenders, yet every industry still gets some.
  const byCity = groupBy(purchasers, (p) => p.cityCode);
  const purchasersIn = perCity(byCity, (_, index) => 1 / Math.sqrt(index + 1));
  const localSuppliers = perCity(groupBy(supplierRows, (s) => s.cityCode), supplierWeight);
  const anySupplier = supplierRows.length > 0 ? weightedPicker(supplierRows, supplierRows.map(supplierWeight)) : null;
  return {
    pickCity,
    pickPurchaser: (rng, city) => {
      const pick = purchasersIn(city.code);
      if (!pick) throw new Error(`no purchasers in city ${city.code}`);
      return pick(rng);
    },
    leadPurchaser: (city) => {
      const first = byCity.get(city.code)?.[0];
      if (!first) throw new Error(`no purchasers in city ${city.code}`);
      return first;
    },
    pickSupplier: (rng, city) => {
      const local = localSuppliers(city.code);
      if (local && rng.chance(LOCAL_SHARE)) return local(rng);
      if (!anySupplier) throw new Error('bids and cases need at least one supplier');
      return anySupplier(rng);
    },
  };
}
