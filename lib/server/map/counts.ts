import 'server-only';
import { sql } from 'drizzle-orm';
import { groupByProvince, type CityTally, type ProvinceEntry } from '@/lib/map/city-index';
import { listCities } from '@/lib/server/city';
import { getDb, queryRows } from '@/lib/server/db/client';
import { kept } from '@/lib/server/memo';

// The industry map's counts per city (suppliers, winning bids, tender opportunities). Three grouped
// reads along the tables' city indexes: a few hundred milliseconds at a million bids, for figures
// that move slowly, so each process keeps them ten minutes.
async function readTallies(): Promise<Map<string, CityTally>> {
  const db = await getDb();
  const count = (table: string) =>
    queryRows<{ code: string; n: number }>(db, sql`select city_code as code, count(*)::int as n from ${sql.raw(table)} group by city_code`);
  const [suppliers, bids, tenders] = await Promise.all([count('supplier'), count('winning_bid'), count('bid_opportunity')]);
  const tallies = new Map<string, CityTally>();
  const at = (code: string) => tallies.get(code) ?? tallies.set(code, { suppliers: 0, bids: 0, tenders: 0 }).get(code)!;
  for (const r of suppliers) at(r.code).suppliers = Number(r.n);
  for (const r of bids) at(r.code).bids = Number(r.n);
  for (const r of tenders) at(r.code).tenders = Number(r.n);
  return tallies;
}

const cachedTallies = kept('map-counts', { ttlMs: 10 * 60_000 }, readTallies);

/** Provinces and their cities with their counts (lib/map: groupByProvince). */
export async function cityIndex(): Promise<ProvinceEntry[]> {
  const [cities, tallies] = await Promise.all([listCities(), cachedTallies()]);
  return groupByProvince(cities, tallies);
}
