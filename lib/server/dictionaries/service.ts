import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { BaseCode, CityMap, DictResponse } from '@/lib/dictionaries/types';
import { nestDictionary } from '@/lib/dictionaries/tree';
import { getDb } from '@/lib/server/db/client';
import { dictEntries } from '@/lib/server/db/schema';
import { listCities } from '@/lib/server/city';
import { keptPerKey } from '@/lib/server/memo';

// The one dictionary service: every form that offers dictionary values reads them here. Dictionaries
// change only when the reference data is written (at start-up), so each process keeps what it read
// for a few minutes.

async function loadDictionary(baseCode: string): Promise<DictResponse> {
  const db = await getDb();
  const rows = await db
    .select({
      code: dictEntries.code,
      name: dictEntries.name,
      parentCode: dictEntries.parentCode,
      level: dictEntries.level,
      help: dictEntries.help,
    })
    .from(dictEntries)
    .where(eq(dictEntries.baseCode, baseCode))
    .orderBy(asc(dictEntries.level), asc(dictEntries.sort));
  return { firstLevelDictList: nestDictionary(rows) };
}

/** A base dictionary (001 §3), nested to its three levels. */
export const getDictionary: (baseCode: BaseCode) => Promise<DictResponse> = keptPerKey('dictionaries', { ttlMs: 5 * 60_000 }, loadDictionary);

/** queryAllCity (001 §7): every city under its initial letter, letters and cities in order. */
export async function getAllCities(): Promise<CityMap> {
  const formatCityMap: CityMap['formatCityMap'] = {};
  const cities = [...(await listCities())].sort((a, b) => a.initial.localeCompare(b.initial) || a.cityCode.localeCompare(b.cityCode));
  for (const c of cities) (formatCityMap[c.initial] ??= []).push({ cityCode: c.cityCode, cityName: c.cityName });
  return { formatCityMap };
}
