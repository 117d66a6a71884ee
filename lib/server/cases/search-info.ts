import 'server-only';
import { asc, count, desc, isNull } from 'drizzle-orm';
import type { CaseCity, SearchInfo } from '@/lib/cases/types';
import { listCities } from '@/lib/server/city';
import { getDb } from '@/lib/server/db/client';
import { cases, industries } from '@/lib/server/db/schema';
import { kept } from '@/lib/server/memo';

// Counting the cases of every city reads the whole cases table (64 ms at 50,000 cases), and every
// /jfCase.html render asks for it; which cities have cases, and their order by count, change slowly,
// so each process keeps the list for a minute, as the dictionaries are kept.
async function loadCaseCities(): Promise<CaseCity[]> {
  const db = await getDb();
  const rows = await db
    .select({ cityCode: cases.cityCode, cityName: cases.cityName, n: count() })
    .from(cases)
    .groupBy(cases.cityCode, cases.cityName)
    .orderBy(desc(count()), asc(cases.cityCode));
  return rows.map(({ cityCode, cityName }) => ({ cityCode, cityName }));
}

/** The cities that have cases, most cases first. */
const caseCities = kept('case-cities', { ttlMs: 60_000 }, loadCaseCities);

/**
 * getSearchInfo for the industry filter (000 §7): the parent industries, the cities that have cases
 * (most cases first, so the filter's first 8 are the busiest) and the same cities by initial letter.
 */
export async function getSearchInfo(): Promise<SearchInfo> {
  const db = await getDb();
  const [parentIndList, cityList, allCities] = await Promise.all([
    db
      .select({ code: industries.code, name: industries.name })
      .from(industries)
      .where(isNull(industries.parentCode))
      .orderBy(asc(industries.sort), asc(industries.code)),
    caseCities(),
    listCities(),
  ]);
  const withCases = new Set(cityList.map((c) => c.cityCode));
  // listCities() is in pinyin order, so each letter's cities come out sorted.
  const sortCityMap: Record<string, CaseCity[]> = {};
  for (const city of [...allCities].sort((a, b) => a.initial.localeCompare(b.initial))) {
    if (!withCases.has(city.cityCode)) continue;
    (sortCityMap[city.initial] ??= []).push({ cityCode: city.cityCode, cityName: city.cityName });
  }
  return { parentIndList, cityList, sortCityMap };
}
