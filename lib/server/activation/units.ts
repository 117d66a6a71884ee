import 'server-only';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { CityStation, CityStationGroup, PurchaseUnitDetail, UnitSuggestion } from '@/lib/activation/types';
import { getDb } from '@/lib/server/db/client';
import { cities, dictEntries, purchasers } from '@/lib/server/db/schema';

// What the activation form looks up (002 §3, §7): budget units among the portal's purchasers, one
// unit's detail, the city stations, and the region tree (T1) its province, city and district come from.

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** budgetUnitSearch: purchasers whose name holds the text, those starting with it first, then the shorter. */
export async function searchBudgetUnits(searchContent: string, pageNum: number, pageSize: number): Promise<UnitSuggestion[]> {
  if (!searchContent) return [];
  const text = escapeLike(searchContent);
  const db = await getDb();
  return db
    .select({ id: purchasers.id, unitName: purchasers.name })
    .from(purchasers)
    .where(like(purchasers.name, `%${text}%`))
    .orderBy(sql`case when ${purchasers.name} like ${`${text}%`} then 0 else 1 end`, sql`length(${purchasers.name})`, asc(purchasers.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
}

const stationName = (cityName: string) => `${cityName}站`;

const stationColumns = {
  code: cities.code,
  name: cities.name,
  fullName: cities.fullName,
  provinceCode: cities.provinceCode,
  provinceName: cities.provinceName,
};
type StationRow = { code: string; name: string; fullName: string; provinceCode: string; provinceName: string };

const toStation = (r: StationRow): CityStation => ({
  cityStationCode: r.code,
  cityStationName: stationName(r.name),
  provinceCode: r.provinceCode,
  provinceName: r.provinceName,
  cityCode: r.code,
  cityName: r.fullName,
});

/** cityStationList: every city sub-site, grouped by province in code order. */
export async function cityStationGroups(): Promise<CityStationGroup[]> {
  const db = await getDb();
  const rows = await db.select(stationColumns).from(cities).orderBy(asc(cities.provinceCode), asc(cities.code));
  const groups = new Map<string, CityStationGroup>();
  for (const row of rows) {
    const group = groups.get(row.provinceCode) ?? { groupCode: row.provinceCode, groupName: row.provinceName, list: [] };
    group.list.push(toStation(row));
    groups.set(row.provinceCode, group);
  }
  return [...groups.values()];
}

/** One city station by its code, or null. */
export async function cityStation(code: string): Promise<CityStation | null> {
  const db = await getDb();
  const [row] = await db.select(stationColumns).from(cities).where(eq(cities.code, code));
  return row ? toStation(row) : null;
}

/** getPurchaseDetail: a budget unit with its city's place and station, or null. */
export async function purchaseUnitDetail(id: number): Promise<PurchaseUnitDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: purchasers.id, unitName: purchasers.name, purchaserType: purchasers.purchaserType, city: stationColumns })
    .from(purchasers)
    .leftJoin(cities, eq(cities.code, purchasers.cityCode))
    .where(eq(purchasers.id, id));
  if (!row) return null;
  const station = row.city ? toStation(row.city) : null;
  return {
    id: row.id,
    unitName: row.unitName,
    purchaserType: row.purchaserType,
    provinceCode: station?.provinceCode ?? '',
    provinceName: station?.provinceName ?? '',
    cityCode: station?.cityCode ?? '',
    cityName: station?.cityName ?? '',
    cityStationCode: station?.cityStationCode ?? null,
    cityStationName: station?.cityStationName ?? null,
  };
}

/** The name of the purchaser `id`, or null. */
export async function purchaserName(id: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ name: purchasers.name }).from(purchasers).where(eq(purchasers.id, id));
  return row?.name ?? null;
}

export interface Place {
  provinceCode: string;
  cityCode: string;
  areaCode: string;
}
export type NamedPlace = { [K in keyof Place]: string | null } & { provinceName: string | null; cityName: string | null; areaName: string | null };

/**
 * Province, city and district as the region tree (T1) names them. Each given level must sit under the
 * one before it; a lower level without its upper one is refused too. null when they do not fit.
 */
export async function namedPlace(place: Place): Promise<NamedPlace | null> {
  const levels = [place.provinceCode, place.cityCode, place.areaCode];
  const given = levels.filter(Boolean);
  if (given.length !== levels.findLastIndex(Boolean) + 1) return null;
  const none: NamedPlace = { provinceCode: null, provinceName: null, cityCode: null, cityName: null, areaCode: null, areaName: null };
  if (!given.length) return none;
  const db = await getDb();
  const rows = await db
    .select({ code: dictEntries.code, name: dictEntries.name, parentCode: dictEntries.parentCode, level: dictEntries.level })
    .from(dictEntries)
    .where(and(eq(dictEntries.baseCode, 'T1'), inArray(dictEntries.code, given)));
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const named = given.map((code) => byCode.get(code)).filter((r, i) => r && r.level === i + 1 && (i === 0 || r.parentCode === given[i - 1]));
  if (named.length !== given.length) return null;
  const [p, c, a] = named;
  return {
    provinceCode: p?.code ?? null,
    provinceName: p?.name ?? null,
    cityCode: c?.code ?? null,
    cityName: c?.name ?? null,
    areaCode: a?.code ?? null,
    areaName: a?.name ?? null,
  };
}
