import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, queryRows } from '@/lib/server/db/client';
import { compareSuppliers } from './compare';
import { supplierAnalysis } from './supplier';

// A supplier's 中标分析 and the comparison against its own winning bids (docs/analytics.md "Supplier").

async function busiestSupplier() {
  const db = await getDb();
  const [row] = await queryRows<{ id: number; n: number; amount: number; largest: number }>(
    db,
    sql`select bid_comp_id as id, count(*)::int as n, sum(amount)::float8 as amount, max(amount)::float8 as largest from winning_bid
      where bid_state = 1 and bid_comp_id is not null group by 1 order by 2 desc, 1 limit 1`,
  );
  return row!;
}

describe('the supplier analysis', () => {
  it('sums its wins and finds competitors that won from its purchasers in its kinds of project', async () => {
    const db = await getDb();
    const top = await busiestSupplier();
    const a = (await supplierAnalysis(top.id))!;
    expect(a.figures).toMatchObject({ id: top.id, count: top.n, largest: top.largest });
    expect(a.figures.amount).toBeCloseTo(top.amount, 2);
    expect(a.regions.reduce((s, r) => s + r.count, 0)).toBe(top.n);
    expect(a.sectors.reduce((s, r) => s + r.count, 0)).toBe(top.n);
    expect(a.competitors.length).toBeGreaterThan(0);
    const rival = a.competitors[0]!;
    const [shared] = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct b.purchase_code)::int as n from winning_bid b where b.bid_state = 1 and b.bid_comp_id = ${rival.id}
        and exists (select 1 from winning_bid m where m.bid_state = 1 and m.bid_comp_id = ${top.id} and m.purchase_code = b.purchase_code
          and jf_project_kind(m.project_name) = jf_project_kind(b.project_name))`,
    );
    expect(rival.sharedPurchasers).toBe(shared!.n);
    expect(rival.href).toBe(`/search-supplierdetail.html?id=${rival.id}`);
  });

  it('compares suppliers side by side in the order asked', async () => {
    const top = await busiestSupplier();
    const a = (await supplierAnalysis(top.id))!;
    const other = a.competitors[0]!.id;
    const { suppliers, charts } = await compareSuppliers([other, top.id]);
    expect(suppliers.map((s) => s.id)).toEqual([other, top.id]);
    expect(charts['compare-totals'].table.rows.map((r) => r[0])).toEqual(suppliers.map((s) => s.name));
    expect(charts['compare-years'].table.columns.slice(1)).toEqual(suppliers.map((s) => s.name));
    expect((await compareSuppliers([])).suppliers).toEqual([]);
  });
});
