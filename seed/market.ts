// Who trades with whom: activity concentrates in hot cities and capitals, a city's big units buy the
// most, and buyers prefer local suppliers. Bids and cases draw their parties from here.
import type { SeedCity } from './cities';
import type { SeedPurchaser } from './purchasers';
import { weightedPicker, type Rng } from './rng';
import type { SupplierDraft } from './suppliers';
import type { Topic, TopicBuyer } from './topics';

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
  /** Who buys a topic project in `city`: the first of the topic's buyers the city has (seed/topics.ts). */
  topicBuyer(city: SeedCity, topic: Topic): { purchaser: SeedPurchaser; project: TopicBuyer };
  /** A supplier of `city` with the topic's competence, the one that delivers its topic case; none in a city without. */
  topicSupplier(city: SeedCity, topic: Topic): SupplierDraft | undefined;
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
  const suppliersByCity = groupBy(supplierRows, (s) => s.cityCode);
  const localSuppliers = perCity(suppliersByCity, supplierWeight);
  const topicSupplierMaps = new Map<string, Map<string, SupplierDraft>>();
  // Built once per city on first use: a city's suppliers are few, a run's cities a few hundred.
  const topicSuppliers = (code: string) => {
    let map = topicSupplierMaps.get(code);
    if (!map) {
      map = new Map();
      for (const s of suppliersByCity.get(code) ?? []) if (s.topic && !map.has(s.topic)) map.set(s.topic, s);
      topicSupplierMaps.set(code, map);
    }
    return map;
  };
  const anySupplier = supplierRows.length > 0 ? weightedPicker(supplierRows, supplierRows.map(supplierWeight)) : null;
  return {
    pickCity,
    pickPurchaser: (rng, city) => {
      const pick = purchasersIn(city.code);
      if (!pick) throw new Error(`no purchasers in city ${city.code}`);
      return pick(rng);
    },
    topicBuyer: (city, topic) => {
      const units = byCity.get(city.code) ?? [];
      for (const project of topic.buyers) {
        const purchaser = units.find((u) => u.unit === project.unit);
        if (purchaser) return { purchaser, project };
      }
      throw new Error(`no buyer of ${topic.topic} in city ${city.code}`);
    },
    topicSupplier: (city, topic) => topicSuppliers(city.code).get(topic.topic),
    pickSupplier: (rng, city) => {
      const local = localSuppliers(city.code);
      if (local && rng.chance(LOCAL_SHARE)) return local(rng);
      if (!anySupplier) throw new Error('bids and cases need at least one supplier');
      return anySupplier(rng);
    },
  };
}
