import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, queryRows } from '@/lib/server/db/client';
import { compareSuppliers } from './compare';
import { linkedCases, supplierAnalysis } from './supplier';

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

/** A case of `supplierId` for `customer`, the newest of all, from the first case's other fields; its id. */
async function addCase(supplierId: number, customer: string, uuid: string, showSupplier: boolean): Promise<number> {
  const db = await getDb();
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into biz_case (uuid_secret, source, case_title, city_code, city_name, parent_ind_code, parent_ind_name, ind_name, supplier_id,
        bu_name, bu_desc, detail_address, business_scope, service_custom, period, dev_number, dev_start_time, dev_end_time, case_desc,
        service_detail, worktype_str, skill_str, industry_info_list, pic_array, show_supplier, publish_time, sort_order)
      select ${uuid}, 1, ${`${customer}测试系统建设项目`}, city_code, city_name, parent_ind_code, parent_ind_name, ind_name, ${supplierId},
        bu_name, bu_desc, detail_address, business_scope, ${customer}, period, dev_number, dev_start_time, dev_end_time, case_desc,
        service_detail, worktype_str, skill_str, industry_info_list, pic_array, ${showSupplier}, now() + interval '1 day', sort_order
      from biz_case order by id limit 1
      returning id`,
  );
  return row!.id;
}

describe('the supplier analysis', () => {
  it("links the supplier's cases to its awards by the customer's name, never a case that hides its provider", async () => {
    const db = await getDb();
    const top = await busiestSupplier();
    const [award] = await queryRows<{ code: string; name: string; count: number; amount: number; latest: number }>(
      db,
      sql`select w.purchase_code as code, u.name, count(*)::int as count, sum(w.amount)::float8 as amount,
          (array_agg(w.id order by w.publish_time desc, w.id desc))[1] as latest
        from winning_bid w join purchaser u on u.purchase_code = w.purchase_code
        where w.bid_state = 1 and w.bid_comp_id = ${top.id} group by 1, 2 order by 3 desc, 1 limit 1`,
    );
    const [other] = await queryRows<{ name: string }>(
      db,
      sql`select u.name from purchaser u where not exists (select 1 from winning_bid w where w.bid_comp_id = ${top.id} and w.purchase_code = u.purchase_code)
        order by u.id limit 1`,
    );
    const stamp = Date.now().toString(16);
    const ids = [
      await addCase(top.id, award!.name, `linked-${stamp}`, true),
      await addCase(top.id, award!.name, `hidden-${stamp}`, false),
      await addCase(top.id, other!.name, `unrelated-${stamp}`, true),
    ];
    try {
      const cases = await linkedCases(db, top.id);
      const mine = cases.filter((c) => c.href.includes(stamp));
      expect(mine.map((c) => c.href)).toEqual([`/business-detail.html?id=linked-${stamp}&source=1`]);
      expect(mine[0]).toMatchObject({
        title: `${award!.name}测试系统建设项目`,
        purchaser: { name: award!.name, href: `/search-purchaserdetail.html?code=${award!.code}` },
        count: award!.count,
        latest: { href: `/search-signdetail.html?id=${award!.latest}` },
      });
      expect(mine[0]!.amount).toBeCloseTo(award!.amount, 2);
      expect(cases[0]!.href).toBe(mine[0]!.href);
      expect((await supplierAnalysis(top.id))!.cases[0]!.href).toBe(mine[0]!.href);
    } finally {
      await db.execute(sql`delete from biz_case where id in ${ids}`);
    }
  });

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
