import 'server-only';
import { sql } from 'drizzle-orm';
import { bidDetailHref } from '@/lib/bids/url';
import { caseDetailHref } from '@/lib/cases/detail-href';
import { purchaserHref } from '@/lib/market/links';
import type { Competitor, LinkedCase, PartyShare, SupplierAnalysis, SupplierFigures, YearKind } from '@/lib/market/types';
import { supplierDetailHref } from '@/lib/suppliers/url';
import { getReadDb, queryRows, type Db } from '@/lib/server/db/client';
import { supplierCharts } from './profile-charts';

// A supplier's 中标分析 (docs/analytics.md "Supplier"): its wins by year, kind, region and purchaser
// sector from the rollups; its largest award from its own rows (winning_bid_winner_idx); its competitors:
// the suppliers that won from the same purchasers in the same kinds of project; its cases linked to its
// awards: a case whose customer is, by name, a purchasing unit it won from.

const PURCHASERS = 10;
const COMPETITORS = 5;
const CASES = 6;

/**
 * The supplier's newest cases (those naming it: show_supplier) delivered for a purchasing unit it won
 * awards from, with those awards' count and sum (award_pair) and the latest of them. The customer's name
 * is the link (biz_case.service_custom = purchaser.name): the case library holds no purchase code, and a
 * supplier's few cases (biz_case_supplier_idx) against its own purchasers make the join cheap.
 */
export async function linkedCases(db: Db, supplierId: number): Promise<LinkedCase[]> {
  const rows = await queryRows<{
    id: number; uuid: string; source: number; title: string; t: string | Date; code: string; name: string; count: number; amount: number;
    bidId: number; bidTitle: string; bidT: string | Date;
  }>(
    db,
    sql`with mine as (
        select purchase_code, sum(award_count)::int as count, sum(amount_sum)::float8 as amount from award_pair
        where supplier_id = ${supplierId} group by 1 having sum(award_count) > 0
      )
      select c.id, c.uuid_secret as uuid, c.source, c.case_title as title, c.publish_time as t, u.purchase_code as code, u.name,
        m.count, m.amount, w.id as "bidId", w.project_name as "bidTitle", w.publish_time as "bidT"
      from biz_case c
      join purchaser u on u.name = c.service_custom
      join mine m on m.purchase_code = u.purchase_code
      join lateral (
        select id, project_name, publish_time from winning_bid
        where bid_comp_id = ${supplierId} and bid_state = 1 and purchase_code = u.purchase_code order by publish_time desc, id desc limit 1
      ) w on true
      where c.supplier_id = ${supplierId} and c.show_supplier
      order by c.publish_time desc, c.id desc limit ${CASES}`,
  );
  return rows.map((r) => ({
    key: `${r.id}:${r.code}`,
    title: r.title,
    href: caseDetailHref(r.uuid, r.source === 1 ? 1 : 0),
    publishTime: new Date(r.t).toISOString(),
    purchaser: { name: r.name, href: purchaserHref(r.code) },
    count: r.count,
    amount: r.amount,
    latest: { title: r.bidTitle, href: bidDetailHref(r.bidId), publishTime: new Date(r.bidT).toISOString() },
  }));
}

/** Headline figures of several suppliers, in the order asked (an id without awards has zeros). */
export async function supplierFigures(db: Db, ids: number[]): Promise<SupplierFigures[]> {
  if (ids.length === 0) return [];
  const [rows, largest] = await Promise.all([
    queryRows<{ id: number; name: string; count: number | null; amount: number | null; purchasers: number | null }>(
      db,
      sql`select s.id, s.comp_name as name, sum(p.award_count)::int as count, sum(p.amount_sum)::float8 as amount, count(distinct p.purchase_code)::int as purchasers
        from supplier s left join award_pair p on p.supplier_id = s.id where s.id in ${ids} group by s.id, s.comp_name`,
    ),
    queryRows<{ id: number; largest: number }>(
      db,
      sql`select bid_comp_id as id, max(amount)::float8 as largest from winning_bid where bid_comp_id in ${ids} and bid_state = 1 group by 1`,
    ),
  ]);
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) return [];
    const count = row.count ?? 0;
    const amount = row.amount ?? 0;
    return [{ id, name: row.name, href: supplierDetailHref(id), count, amount, average: count ? amount / count : 0, largest: largest.find((l) => l.id === id)?.largest ?? 0, purchasers: row.purchasers ?? 0 }];
  });
}

export async function supplierAnalysis(id: number): Promise<SupplierAnalysis | null> {
  const db = await getReadDb();
  const [[figures], byYearKind, regions, sectors, purchasers, rivals, cases] = await Promise.all([
    supplierFigures(db, [id]),
    queryRows<YearKind>(db, sql`select year, kind, sum(award_count)::int as count, sum(amount_sum)::float8 as amount from award_pair where supplier_id = ${id} group by 1, 2 order by 1, 2`),
    queryRows<{ name: string; count: number; amount: number }>(
      db,
      sql`select coalesce(c.name, a.city_code) as name, sum(a.award_count)::int as count, sum(a.amount_sum)::float8 as amount
        from award_party a left join city c on c.code = a.city_code where a.role = 'winner' and a.party = ${String(id)} and a.city_code <> '' and a.kind = ''
        group by 1 order by count desc, amount desc`,
    ),
    queryRows<{ name: string; count: number; amount: number }>(
      db,
      sql`select purchaser_type as name, sum(award_count)::int as count, sum(amount_sum)::float8 as amount from award_pair
        where supplier_id = ${id} group by 1 order by count desc, amount desc`,
    ),
    queryRows<{ party: string; name: string; count: number; amount: number }>(
      db,
      sql`select p.purchase_code as party, u.name, sum(p.award_count)::int as count, sum(p.amount_sum)::float8 as amount
        from award_pair p join purchaser u on u.purchase_code = p.purchase_code where p.supplier_id = ${id}
        group by p.purchase_code, u.name order by amount desc, count desc, p.purchase_code limit ${PURCHASERS}`,
    ),
    queryRows<{ id: number; shared: number }>(
      db,
      sql`with mine as (select distinct purchase_code, kind from award_pair where supplier_id = ${id})
        select p.supplier_id as id, count(distinct p.purchase_code)::int as shared from award_pair p join mine m using (purchase_code, kind)
        where p.supplier_id <> ${id} group by 1 order by shared desc, sum(p.amount_sum) desc, p.supplier_id limit ${COMPETITORS}`,
    ),
    linkedCases(db, id),
  ]);
  if (!figures) return null;
  const rivalFigures = await supplierFigures(db, rivals.map((r) => r.id));
  const competitors: Competitor[] = rivalFigures.map((f) => ({ ...f, sharedPurchasers: rivals.find((r) => r.id === f.id)?.shared ?? 0 }));
  const shares: PartyShare[] = purchasers.map((p) => ({ ...p, href: purchaserHref(p.party), share: figures.amount ? p.amount / figures.amount : 0 }));
  return { figures, byYearKind, regions, sectors, purchasers: shares, competitors, cases };
}

/** The 中标分析 section's figures and charts (the supplier page and its CSV route read the same). */
export async function supplierAnalysisPage(id: number) {
  const analysis = await supplierAnalysis(id);
  return analysis ? { analysis, charts: supplierCharts(analysis) } : null;
}
