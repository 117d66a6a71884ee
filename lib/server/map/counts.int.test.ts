import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mapTotals } from '@/lib/map/city-index';
import { getDb, queryRows } from '@/lib/server/db/client';
import { cityIndex } from './counts';

describe('cityIndex', () => {
  it('counts every supplier, winning bid and tender opportunity under its city and province', async () => {
    const db = await getDb();
    const total = async (table: string) => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;
    const provinces = await cityIndex();
    const totals = mapTotals(provinces);
    expect(totals.suppliers).toBe(await total('supplier'));
    expect(totals.bids).toBe(await total('winning_bid'));
    expect(totals.tenders).toBe(await total('bid_opportunity'));
    const chengdu = provinces.flatMap((p) => p.cities).find((c) => c[0] === '510100')!;
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from supplier where city_code = '510100'`);
    expect(chengdu[3]).toBe(row!.n);
    expect(chengdu[2]).toBe('cd');
  });
});
