import 'server-only';
import { sql } from 'drizzle-orm';
import { purchaserHref } from '@/lib/market/links';
import type { Competitor, PartyShare, SupplierAnalysis, SupplierFigures, YearKind } from '@/lib/market/types';
import { supplierDetailHref } from '@/lib/suppliers/url';
import { getReadDb, queryRows, type Db } from '@/lib/server/db/client';
import { supplierCharts } from './profile-charts';

// A supplier's 中标分析 (docs/analytics.md "Supplier"): its wins by year, kind, region and purchaser
// sector from the rollups; its largest award from its own rows (winning_bid_winner_idx); its competitors:
// the suppliers that won from the same purchasers in the same kinds of project.

const PURCHASERS = 10;
const COMPETITORS = 5;

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
  const [[figures], byYearKind, regions, sectors, purchasers, rivals] = await Promise.all([
    supplierFigures(db, [id]),
    queryRows<YearKind>(db, sql`select year, kind, sum(award_count)::int as count, sum(amount_sum)::float8 as amount from award_pair where supplier_id = ${id} group by 1, 2 order by 1, 2`),
    queryRows<{ name: string; count: number; amount: number }>(
      db,
      sql`select coalesce(c.name, a.city_code) as name, sum(a.award_count)::int as count, sum(a.amount_sum)::float8 as amount
        from award_party a left join city c on c.code = a.city_code where a.role = 'winner' and a.party = ${String(id)}
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
  ]);
  if (!figures) return null;
  const rivalFigures = await supplierFigures(db, rivals.map((r) => r.id));
  const competitors: Competitor[] = rivalFigures.map((f) => ({ ...f, sharedPurchasers: rivals.find((r) => r.id === f.id)?.shared ?? 0 }));
  const shares: PartyShare[] = purchasers.map((p) => ({ ...p, href: purchaserHref(p.party), share: figures.amount ? p.amount / figures.amount : 0 }));
  return { figures, byYearKind, regions, sectors, purchasers: shares, competitors };
}

/** The 中标分析 section's figures and charts (the supplier page and its CSV route read the same). */
export async function supplierAnalysisPage(id: number) {
  const analysis = await supplierAnalysis(id);
  return analysis ? { analysis, charts: supplierCharts(analysis) } : null;
}
