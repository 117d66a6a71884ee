import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { queryRows } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';

// The rollups' truth (docs/analytics.md "Rollups"): each table as a direct aggregate over the winning
// bids, with the same rules the triggers of migration 0060 apply (jf_project_kind, jf_china_month,
// jf_amount_band; an award is a bid of bid_state 1; local: the winner is registered in its city). The
// nightly job compares every rollup with its aggregate and rewrites a table that differs; the
// integration test compares them after the seed and after imports.

const AWARDS = sql`(
  select b.city_code, b.service_trade as trade, jf_project_kind(b.project_name) as kind, jf_china_month(b.publish_time) as month,
    extract(year from jf_china_month(b.publish_time))::smallint as year, b.purchase_way as way, b.purchaser_type, b.purchase_code,
    b.bid_comp_id as supplier_id, b.amount, coalesce(s.city_code = b.city_code, false) as local
  from winning_bid b left join supplier s on s.id = b.bid_comp_id
  where b.bid_state = 1
) a`;

/** An award under its city and under '' (the whole country): the month, facet and party rollups keep both. */
const BOTH_LEVELS = sql`lateral (values (a.city_code), ('')) c(city)`;
/** An award under its trade and kind and under '' and '' (all of them): the party rollup keeps both. */
const ALL_KINDS = sql`lateral (values (a.trade, a.kind), ('', '')) l(trade, kind)`;

/** Each rollup table and the query that computes its rows, columns in the table's order. */
export const ROLLUPS: Record<'award_month' | 'award_facet' | 'award_party' | 'award_pair', SQL> = {
  award_month: sql`select c.city, trade, kind, month, count(*)::int, sum(amount), (count(*) filter (where local))::int,
      coalesce(sum(amount) filter (where local), 0)
    from ${AWARDS}, ${BOTH_LEVELS} group by 1, 2, 3, 4`,
  award_facet: sql`select c.city, trade, kind, month, f.facet, f.value, count(*)::int, sum(amount)
    from ${AWARDS}, ${BOTH_LEVELS}, lateral (values ('way', a.way), ('band', jf_amount_band(a.amount))) f(facet, value) group by 1, 2, 3, 4, 5, 6`,
  award_party: sql`select year, c.city, l.trade, l.kind, p.role, p.party, count(*)::int, sum(amount)
    from ${AWARDS}, ${BOTH_LEVELS}, ${ALL_KINDS}, lateral (values ('buyer', a.purchase_code), ('winner', a.supplier_id::text)) p(role, party)
    where p.party is not null group by 1, 2, 3, 4, 5, 6`,
  award_pair: sql`select purchase_code, supplier_id, year, kind, purchaser_type, count(*)::int, sum(amount)
    from ${AWARDS} where supplier_id is not null group by 1, 2, 3, 4, 5`,
};

export type RollupName = keyof typeof ROLLUPS;

/** Rows of the rollup not in its direct aggregate plus rows of the aggregate not in the rollup (one statement: one snapshot). */
export async function rollupDifference(db: Db, name: RollupName): Promise<number> {
  const table = sql.identifier(name);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ((${ROLLUPS[name]} except all select * from ${table}) union all (select * from ${table} except all (${ROLLUPS[name]}))) d`,
  );
  return row!.n;
}

/**
 * Compares every rollup with its direct aggregate; a table that differs is rewritten from it, with the
 * winning bids locked against writes (readers go on) so no award lands between the sum and the rewrite.
 * Returns the differing rows found per table.
 */
export async function checkRollups(db: Db, opts: { fix: boolean }): Promise<Record<RollupName, number>> {
  const found = {} as Record<RollupName, number>;
  for (const name of Object.keys(ROLLUPS) as RollupName[]) {
    found[name] = await rollupDifference(db, name);
    if (found[name] === 0 || !opts.fix) continue;
    log.warn('market.rollup_differs', { table: name, rows: found[name] });
    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table winning_bid in share mode`);
      await tx.execute(sql`delete from ${sql.identifier(name)}`);
      await tx.execute(sql`insert into ${sql.identifier(name)} ${ROLLUPS[name]}`);
    });
  }
  return found;
}
