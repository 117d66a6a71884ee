import { cityApps, cities } from '@/lib/server/db/schema';
import { APP_TYPES, appTypesOfCity } from '@/lib/city/apps';
import type { Db } from '@/lib/server/db/client';

// The apps of every city's selector (000 §2 Header). Idempotent: a city's rows that exist stay as an
// operator may have changed them.
export async function ensureCityApps(db: Db): Promise<void> {
  const rows = (await db.select({ cityCode: cities.code, hotRank: cities.hotRank }).from(cities)).flatMap((city) =>
    appTypesOfCity(city).map((appType, sort) => ({ cityCode: city.cityCode, appType, url: APP_TYPES[appType].path, sort })),
  );
  for (let i = 0; i < rows.length; i += 500) await db.insert(cityApps).values(rows.slice(i, i + 500)).onConflictDoNothing();
}
