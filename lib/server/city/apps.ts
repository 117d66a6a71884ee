import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { APP_TYPES, isAppType, type NavbarCity } from '@/lib/city/apps';
import { getDb } from '@/lib/server/db/client';
import { cityApps } from '@/lib/server/db/schema';
import { findCity, listCities } from './service';

/**
 * getNavbarCitys (000 §7, 001 §2): cities with the apps their selector links to. With a city code,
 * that city alone (the selector reads data[0].appList); without one, the hot cities.
 */
export async function navbarCities(cityCode?: string): Promise<NavbarCity[]> {
  const chosen = cityCode
    ? [await findCity(cityCode)].filter((c) => c !== undefined)
    : (await listCities()).filter((c) => c.hotRank !== null).sort((a, b) => (a.hotRank ?? 0) - (b.hotRank ?? 0));
  if (chosen.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select()
    .from(cityApps)
    .where(inArray(cityApps.cityCode, chosen.map((c) => c.cityCode)))
    .orderBy(asc(cityApps.cityCode), asc(cityApps.sort));
  return chosen.map((c) => ({
    cityCode: c.cityCode,
    cityName: c.cityName,
    site: c.site,
    appList: rows
      .filter((r) => r.cityCode === c.cityCode && isAppType(r.appType))
      .map((r) => ({ appType: r.appType as keyof typeof APP_TYPES, appName: APP_TYPES[r.appType as keyof typeof APP_TYPES].name, appUrl: r.url })),
  }));
}
