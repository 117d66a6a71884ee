import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { GET as chartCsv } from '@/app/analytics/[chart]/route';
import { getDb, queryRows } from '@/lib/server/db/client';
import { marketView } from './market';

// The market view's figures equal the same figures summed over the winning bids (docs/analytics.md).

const china = sql`(publish_time at time zone 'UTC' + interval '8 hours')`;

async function direct(where: ReturnType<typeof sql>) {
  const db = await getDb();
  const [row] = await queryRows<{ n: number; amount: number }>(db, sql`select count(*)::int as n, coalesce(sum(amount), 0)::float8 as amount from winning_bid where bid_state = 1 and ${where}`);
  return row!;
}

describe('the market view', () => {
  it('counts a full year country-wide and in one city, with the top supplier and the previous year', async () => {
    const view = await marketView({ cityCode: null, cityName: null }, {}, new Date('2100-06-01T00:00:00Z'));
    expect(view.years.length).toBeGreaterThan(1);
    const year = view.years[1]!;
    const full = await marketView({ cityCode: null, cityName: null }, { year }, new Date('2100-06-01T00:00:00Z'));
    expect(full.months).toBe(12);
    const now = await direct(sql`extract(year from ${china}) = ${year}`);
    const before = await direct(sql`extract(year from ${china}) = ${year - 1}`);
    expect(full.count).toEqual({ now: now.n, before: before.n });
    expect(full.amount.now).toBeCloseTo(now.amount, 2);
    expect(full.monthly.reduce((a, m) => a + m.count, 0)).toBe(now.n);
    expect(full.bands.reduce((a, b) => a + b.count, 0)).toBe(now.n);
    expect(full.ways.reduce((a, b) => a + b.count, 0)).toBe(now.n);

    const db = await getDb();
    const [top] = await queryRows<{ id: number; amount: number }>(
      db,
      sql`select bid_comp_id as id, sum(amount)::float8 as amount from winning_bid where bid_state = 1 and bid_comp_id is not null
        and extract(year from ${china}) = ${year} group by 1 order by 2 desc, count(*) desc limit 1`,
    );
    expect(full.topSuppliers.byAmount[0]!.party).toBe(String(top!.id));
    expect(full.topSuppliers.byAmount[0]!.href).toBe(`/search-supplierdetail.html?id=${top!.id}`);
    expect(full.hhi.now).toBeGreaterThan(0);

    const [{ code: city } = { code: '' }] = await queryRows<{ code: string }>(db, sql`select city_code as code from winning_bid where bid_state = 1 limit 1`);
    const local = await marketView({ cityCode: city, cityName: '某市' }, { year, kind: 'build' }, new Date('2100-06-01T00:00:00Z'));
    const localDirect = await direct(sql`city_code = ${city} and jf_project_kind(project_name) = 'build' and extract(year from ${china}) = ${year}`);
    expect(local.count.now).toBe(localDirect.n);
  });

  it('downloads a chart as CSV with a BOM and the chart figures; an unknown chart is a 404', async () => {
    const view = await marketView({ cityCode: null, cityName: null }, {});
    const res = await chartCsv(new NextRequest(`http://localhost/analytics/amount-bands.csv?year=${view.year}`), { params: Promise.resolve({ chart: 'amount-bands.csv' }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines[0]).toBe('金额区间,项目数');
    expect(lines.slice(1)).toEqual(view.bands.map((b, i) => `${['10万以下', '10-50万', '50-100万', '100-500万', '500-1000万', '1000万以上'][i]},${b.count}`));
    const missing = await chartCsv(new NextRequest('http://localhost/analytics/nope.csv'), { params: Promise.resolve({ chart: 'nope.csv' }) });
    expect(missing.status).toBe(404);
  });

  it('downloads a ranking as CSV: the top ten suppliers by count, as the view ranks them', async () => {
    const view = await marketView({ cityCode: null, cityName: null }, {});
    const res = await chartCsv(new NextRequest(`http://localhost/analytics/top-suppliers-count.csv?year=${view.year}`), { params: Promise.resolve({ chart: 'top-suppliers-count.csv' }) });
    expect(res.status).toBe(200);
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('供应商,中标项目数');
    expect(view.topSuppliers.byCount.length).toBeGreaterThan(0);
    expect(lines.slice(1)).toEqual(view.topSuppliers.byCount.map((r) => `${r.name},${r.count}`));
  });
});
