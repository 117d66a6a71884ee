import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import IP2Region from 'ip2region';
import { env } from '@/lib/env';
import { matchCity } from '@/lib/city/location';
import type { LocationEntry, LocationInfo } from '@/lib/city/types';
import { getDb } from '@/lib/server/db/client';
import { dictEntries } from '@/lib/server/db/schema';
import { listCities } from './service';

// Where a visitor is (getLocationInfo, 000 §7): the address is looked up in ip2region's table, which
// ships inside the package (no outside service is asked). The table is read once per process.
const holder = globalThis as unknown as { __jfIpTable?: IP2Region };

function lookup(address: string): { province: string; city: string } | null {
  try {
    holder.__jfIpTable ??= new IP2Region();
    return holder.__jfIpTable.search(address);
  } catch {
    return null; // not an address ('local' without the production server): nowhere in particular
  }
}

export async function locationOf(address: string): Promise<LocationInfo> {
  const all = await listCities();
  const place = lookup(address);
  const found = place ? matchCity(place, all) : undefined;
  const city = found ?? all.find((c) => c.cityCode === env.DEFAULT_CITY_CODE) ?? all[0];
  if (!city) throw new Error('城市数据为空：请先运行 npm run db:seed');
  return { located: found !== undefined, cityCode: city.cityCode, cityName: city.cityName, provinceName: city.provinceName, site: city.site };
}

/** locationList (000 §7): the regions under parentCode (provinces without one), GB/T 2260 codes. */
export async function locationList(parentCode?: string): Promise<LocationEntry[]> {
  const db = await getDb();
  return db
    .select({ code: dictEntries.code, name: dictEntries.name, parentCode: dictEntries.parentCode })
    .from(dictEntries)
    .where(and(eq(dictEntries.baseCode, 'T1'), parentCode ? eq(dictEntries.parentCode, parentCode) : isNull(dictEntries.parentCode)))
    .orderBy(asc(dictEntries.sort));
}
