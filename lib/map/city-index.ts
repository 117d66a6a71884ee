// The industry map's city index (/jfMap.html): suppliers, winning bids and tender opportunities per
// city, grouped by province with their totals. Pure; the counts come from lib/server/map.
import type { City } from '@/lib/city/types';

export interface CityTally {
  suppliers: number;
  bids: number;
  tenders: number;
}

/** One city of the index, as the client list draws it: [code, name, site, suppliers, bids, tenders]. */
export type CityRow = [cityCode: string, cityName: string, site: string, suppliers: number, bids: number, tenders: number];

export interface ProvinceEntry extends CityTally {
  provinceCode: string;
  provinceName: string;
  cities: CityRow[];
}

const ZERO: CityTally = { suppliers: 0, bids: 0, tenders: 0 };

/**
 * Provinces with their cities, both by the number of suppliers (then tenders, then code), each
 * province with its totals; cities without any record are left out, and so are provinces left empty.
 */
export function groupByProvince(cities: readonly City[], tallies: ReadonlyMap<string, CityTally>): ProvinceEntry[] {
  const provinces = new Map<string, ProvinceEntry>();
  for (const city of cities) {
    const t = tallies.get(city.cityCode) ?? ZERO;
    if (t.suppliers + t.bids + t.tenders === 0) continue;
    const p = provinces.get(city.provinceCode) ?? { provinceCode: city.provinceCode, provinceName: city.provinceName, ...ZERO, cities: [] };
    p.suppliers += t.suppliers;
    p.bids += t.bids;
    p.tenders += t.tenders;
    p.cities.push([city.cityCode, city.cityName, city.site, t.suppliers, t.bids, t.tenders]);
    provinces.set(city.provinceCode, p);
  }
  const byRecords = (a: CityTally & { code: string }, b: CityTally & { code: string }) =>
    b.suppliers - a.suppliers || b.tenders - a.tenders || a.code.localeCompare(b.code);
  const out = [...provinces.values()];
  for (const p of out) p.cities.sort((a, b) => byRecords({ code: a[0], suppliers: a[3], bids: a[4], tenders: a[5] }, { code: b[0], suppliers: b[3], bids: b[4], tenders: b[5] }));
  return out.sort((a, b) => byRecords({ ...a, code: a.provinceCode }, { ...b, code: b.provinceCode }));
}

/** The whole index's totals. */
export function mapTotals(provinces: readonly ProvinceEntry[]): CityTally & { cities: number } {
  return provinces.reduce(
    (sum, p) => ({ suppliers: sum.suppliers + p.suppliers, bids: sum.bids + p.bids, tenders: sum.tenders + p.tenders, cities: sum.cities + p.cities.length }),
    { ...ZERO, cities: 0 },
  );
}
