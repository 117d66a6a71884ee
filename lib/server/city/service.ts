import 'server-only';
import { asc } from 'drizzle-orm';
import { env } from '@/lib/env';
import { groupByLetter, normalizeCityCode, type CityHint } from '@/lib/city/rules';
import type { City, CityData } from '@/lib/city/types';
import { getDb } from '@/lib/server/db/client';
import { cities } from '@/lib/server/db/schema';
import { kept } from '@/lib/server/memo';

interface CityIndex {
  all: City[];
  byCode: Map<string, City>;
  bySite: Map<string, City>;
}

async function loadIndex(): Promise<CityIndex> {
  const db = await getDb();
  const rows = await db.select().from(cities).orderBy(asc(cities.pinyin));
  const all: City[] = rows.map((r) => ({
    cityCode: r.code,
    cityName: r.name,
    fullName: r.fullName,
    provinceCode: r.provinceCode,
    provinceName: r.provinceName,
    site: r.site,
    initial: r.initial,
    hotRank: r.hotRank,
  }));
  return {
    all,
    byCode: new Map(all.map((c) => [c.cityCode, c])),
    bySite: new Map(all.map((c) => [c.site, c])),
  };
}

// Cities change with a re-seed, not per request: keep them in memory for a few minutes. An empty table
// (a database not seeded yet) is read again by the next caller.
const cityIndex = kept('cities', { ttlMs: 5 * 60_000, keep: (index: CityIndex) => index.all.length > 0 }, loadIndex);

/** Every city, in pinyin order. */
export async function listCities(): Promise<City[]> {
  return (await cityIndex()).all;
}

export async function findCity(code: string): Promise<City | undefined> {
  return (await cityIndex()).byCode.get(normalizeCityCode(code));
}

export interface ResolvedCity {
  city: City;
  /** True when the visitor is on the city's own sub-site (its subdomain). */
  onSubSite: boolean;
}

/** Subdomain first, then the cookie's code, then the configured default (docs/configuration.md, DEFAULT_CITY_CODE). */
export async function resolveCity(hint: CityHint): Promise<ResolvedCity> {
  const index = await cityIndex();
  if (hint.kind === 'site') {
    const city = index.bySite.get(hint.site);
    if (city) return { city, onSubSite: true };
  }
  if (hint.kind === 'code') {
    const city = index.byCode.get(normalizeCityCode(hint.code));
    if (city) return { city, onSubSite: false };
  }
  const fallback = index.byCode.get(env.DEFAULT_CITY_CODE) ?? index.all[0];
  if (!fallback) throw new Error('城市数据为空：请先运行 npm run db:seed');
  return { city: fallback, onSubSite: false };
}

export async function getCityData(current: ResolvedCity): Promise<CityData> {
  const all = await listCities();
  return {
    currentCityName: current.city.cityName,
    currentCityCode: current.city.cityCode,
    hostCity: current.onSubSite ? current.city.site : null,
    hotCityList: all.filter((c) => c.hotRank !== null).sort((a, b) => (a.hotRank ?? 0) - (b.hotRank ?? 0)),
    letterCityTrees: groupByLetter(all),
  };
}
