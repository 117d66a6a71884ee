import 'server-only';
import { count } from 'drizzle-orm';
import { listCities } from '@/lib/server/city';
import { getDb } from '@/lib/server/db/client';
import { bidOpportunities } from '@/lib/server/db/schema';
import { kept } from '@/lib/server/memo';
import type { GovCity } from '@/lib/tendering/types';

// getGovCityList (000 §7): the cities with government tenders (intentions and notices), for a city
// filter that offers only cities with something to show.

/** Counted over every tender, so kept for 5 minutes per process (tenders arrive by import). */
export const govCities = kept('gov-cities', { ttlMs: 5 * 60_000 }, async (): Promise<GovCity[]> => {
  const db = await getDb();
  const rows = await db.select({ cityCode: bidOpportunities.cityCode, n: count() }).from(bidOpportunities).groupBy(bidOpportunities.cityCode);
  const counts = new Map(rows.map((r) => [r.cityCode, r.n]));
  return (await listCities()).flatMap((c) => {
    const n = counts.get(c.cityCode);
    return n ? [{ cityCode: c.cityCode, cityName: c.cityName, provinceName: c.provinceName, site: c.site, count: n }] : [];
  });
});
