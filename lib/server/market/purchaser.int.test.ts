import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET as chartCsv } from '@/app/search-purchaserdetail/[chart]/route';
import { getDb, queryRows } from '@/lib/server/db/client';
import { purchaserProfile } from './purchaser';

// A purchasing unit's profile against its own winning bids (docs/analytics.md "Purchasing unit").

describe('the purchasing unit profile', () => {
  it('counts what the unit bought, from whom, with its typical amounts', async () => {
    const db = await getDb();
    const [busiest] = await queryRows<{ code: string; n: number; amount: number }>(
      db,
      sql`select purchase_code as code, count(*)::int as n, sum(amount)::float8 as amount from winning_bid where bid_state = 1 group by 1 order by 2 desc limit 1`,
    );
    const profile = (await purchaserProfile(busiest!.code))!;
    expect(profile.count).toBe(busiest!.n);
    expect(profile.amount).toBeCloseTo(busiest!.amount, 2);
    expect(profile.bands.reduce((a, b) => a + b.count, 0)).toBe(busiest!.n);
    expect(profile.largest).toBeGreaterThanOrEqual(profile.median);

    const winners = await queryRows<{ id: number; n: number }>(
      db,
      sql`select bid_comp_id as id, count(*)::int as n from winning_bid where bid_state = 1 and purchase_code = ${busiest!.code} and bid_comp_id is not null group by 1`,
    );
    expect(profile.supplierCount).toBe(winners.length);
    expect(profile.repeatSuppliers).toBe(winners.filter((w) => w.n > 1).length);
    const top = profile.suppliers[0]!;
    expect(top.href).toBe(`/search-supplierdetail.html?id=${top.party}`);
    expect(top.share).toBeGreaterThan(0);
    expect(profile.suppliers.every((s, i) => i === 0 || s.amount <= profile.suppliers[i - 1]!.amount)).toBe(true);
  });

  it('is null for an unknown unit; its chart downloads as CSV', async () => {
    expect(await purchaserProfile('P-none')).toBeNull();
    const db = await getDb();
    const [unit] = await queryRows<{ code: string }>(db, sql`select purchase_code as code from winning_bid where bid_state = 1 limit 1`);
    const url = `http://localhost/search-purchaserdetail/years.csv?code=${unit!.code}`;
    const res = await chartCsv(new NextRequest(url), { params: Promise.resolve({ chart: 'years.csv' }) });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.split('\r\n')[0]).toBe('年度,金额（万元）');
    const missing = await chartCsv(new NextRequest(`http://localhost/search-purchaserdetail/years.csv?code=P-none`), { params: Promise.resolve({ chart: 'years.csv' }) });
    expect(missing.status).toBe(404);
  });
});
