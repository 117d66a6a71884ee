import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { MarketFilter } from '@/lib/market/schemas';
import { AMOUNT_BANDS } from '@/lib/market/options';
import { concentration } from '@/lib/market/rules';
import type { Compared, MarketScope, MarketView, PartyTotal } from '@/lib/market/types';
import { supplierDetailHref } from '@/lib/suppliers/url';
import { purchaserHref } from '@/lib/market/links';
import { getReadDb, queryRows, type Db } from '@/lib/server/db/client';

// The market view (docs/analytics.md "Market"): every figure read from the rollups of migration 0060,
// never summed over the winning bids per request. The period is a calendar year (China time); the
// current year is compared with the same months of the previous one.

const TOP = 10;

/** Every rollup holds the country as the city '' (migrations 0060 and 0065): a scope is one city code. */
function where(scope: MarketScope, filter: MarketFilter): SQL {
  const parts: SQL[] = [sql`city_code = ${scope.cityCode ?? ''}`];
  if (filter.trade) parts.push(sql`trade = ${filter.trade}`);
  if (filter.kind) parts.push(sql`kind = ${filter.kind}`);
  return sql.join(parts, sql` and `);
}

/**
 * Each party's count and amount in a scope and year (of one role, `role`): without a trade or kind
 * filter, its one row of all trades and kinds (kind '', migration 0067); with one, its rows of the
 * filter's trades and kinds summed (a filter's own value is never '', so the '' rows stay out).
 */
function partyTotals(scope: MarketScope, filter: MarketFilter, year: number, role?: 'winner'): SQL {
  const rows = sql`award_party where year = ${year} and ${where(scope, filter)}${role ? sql` and role = ${role}` : sql``}`;
  return filter.trade || filter.kind
    ? sql`select role, party, sum(award_count)::int as count, sum(amount_sum)::float8 as amount from ${rows} group by role, party`
    : sql`select role, party, award_count as count, amount_sum::float8 as amount from ${rows} and trade = '' and kind = ''`;
}

const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/** The years with awards in scope, newest first (a few dozen rows of the month rollup's index at most per year). */
async function yearsOf(db: Db, cond: SQL): Promise<number[]> {
  const rows = await queryRows<{ y: number }>(db, sql`select distinct extract(year from month)::int as y from award_month where ${cond} order by 1 desc`);
  return rows.map((r) => r.y);
}

/** Today's year and month in China. */
function chinaNow(now: Date): { year: number; month: number } {
  const t = new Date(now.getTime() + 8 * 3600_000);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1 };
}

type Ranked = { list: string; party: string; count: number; amount: number };

/**
 * The year's purchasers and winners read once (`totals`: partyTotals), then the four top lists and the
 * winners' concentration sums read from that one set.
 */
async function parties(db: Db, totals: SQL) {
  const top = (list: string, role: string, by: SQL) =>
    sql`(select ${list} as list, party, count, amount from p where role = ${role} order by ${by}, party limit ${TOP})`;
  const amountFirst = sql`amount desc, count desc`;
  const countFirst = sql`count desc, amount desc`;
  const rows = await queryRows<Ranked & { total: number | null; top5: number | null; squares: number | null }>(
    db,
    sql`with p as materialized (${totals})
      select *, null::float8 as total, null::float8 as top5, null::float8 as squares from (
        ${top('buyerAmount', 'buyer', amountFirst)} union all ${top('buyerCount', 'buyer', countFirst)}
        union all ${top('winnerAmount', 'winner', amountFirst)} union all ${top('winnerCount', 'winner', countFirst)}) t
      union all
      select 'concentration', '', 0, 0, sum(amount), (select sum(amount) from (select amount from p where role = 'winner' order by amount desc limit 5) f),
        sum(amount * amount) from p where role = 'winner'`,
  );
  const list = (name: string) => rows.filter((r) => r.list === name).map(({ party, count, amount }) => ({ party, count, amount }));
  const sums = rows.find((r) => r.list === 'concentration');
  return {
    buyersByAmount: list('buyerAmount'),
    buyersByCount: list('buyerCount'),
    winnersByAmount: list('winnerAmount'),
    winnersByCount: list('winnerCount'),
    concentration: concentration({ total: sums?.total ?? 0, top5: sums?.top5 ?? 0, sumOfSquares: sums?.squares ?? 0 }),
  };
}

async function concentrationOf(db: Db, winners: SQL) {
  const [row] = await queryRows<{ total: number | null; top5: number | null; squares: number | null }>(
    db,
    sql`with w as (select amount as v from (${winners}) t)
      select sum(v) as total, (select sum(v) from (select v from w order by v desc limit 5) t) as top5, sum(v * v) as squares from w`,
  );
  return concentration({ total: row?.total ?? 0, top5: row?.top5 ?? 0, sumOfSquares: row?.squares ?? 0 });
}

/** Names and addresses of the parties listed (one query per role). */
async function named(db: Db, buyers: string[], winners: string[]) {
  const names = new Map<string, { name: string; href: string }>();
  if (buyers.length) {
    const rows = await queryRows<{ code: string; name: string }>(db, sql`select purchase_code as code, name from purchaser where purchase_code in ${buyers}`);
    for (const r of rows) names.set(`buyer:${r.code}`, { name: r.name, href: purchaserHref(r.code) });
  }
  if (winners.length) {
    const rows = await queryRows<{ id: number; name: string }>(db, sql`select id, comp_name as name from supplier where id in ${winners.map(Number)}`);
    for (const r of rows) names.set(`winner:${r.id}`, { name: r.name, href: supplierDetailHref(r.id) });
  }
  return names;
}

export async function marketView(scope: MarketScope, filter: MarketFilter, now = new Date()): Promise<MarketView> {
  const db = await getReadDb();
  const cond = where(scope, filter);
  const years = await yearsOf(db, cond);
  const today = chinaNow(now);
  const year = filter.year && years.includes(filter.year) ? filter.year : (years[0] ?? today.year);
  const months = year === today.year ? today.month : 12;
  const span = sql`month >= ${monthStart(year - 1, 1)}::date and month < ${monthStart(year, 1)}::date + make_interval(months => ${months})
    and (month >= ${monthStart(year, 1)}::date or month < ${monthStart(year - 1, 1)}::date + make_interval(months => ${months}))`;
  const thisYear = sql`month >= ${monthStart(year, 1)}::date`;

  const [monthRows, facetRows, ranked, concBefore] = await Promise.all([
    queryRows<{ y: number; m: number; count: number; amount: number; local: number }>(
      db,
      sql`select extract(year from month)::int as y, extract(month from month)::int as m, sum(award_count)::int as count,
        sum(amount_sum)::float8 as amount, sum(local_amount)::float8 as local from award_month where ${cond} and ${span} group by 1, 2`,
    ),
    queryRows<{ facet: string; value: string; count: number; amount: number }>(
      db,
      sql`select facet, value, sum(award_count)::int as count, sum(amount_sum)::float8 as amount from award_facet
        where ${cond} and ${span} and ${thisYear} group by 1, 2`,
    ),
    parties(db, partyTotals(scope, filter, year)),
    concentrationOf(db, partyTotals(scope, filter, year - 1, 'winner')),
  ]);
  const { buyersByAmount, buyersByCount, winnersByAmount, winnersByCount, concentration: concNow } = ranked;
  const names = await named(db, [...new Set([...buyersByAmount, ...buyersByCount].map((r) => r.party))], [
    ...new Set([...winnersByAmount, ...winnersByCount].map((r) => r.party)),
  ]);
  const withNames = (role: 'buyer' | 'winner', rows: { party: string; count: number; amount: number }[]): PartyTotal[] =>
    rows.map((r) => ({ ...r, name: names.get(`${role}:${r.party}`)?.name ?? r.party, href: names.get(`${role}:${r.party}`)?.href ?? '' }));

  const monthly = Array.from({ length: months }, (_, i) => {
    const at = (y: number) => monthRows.find((r) => r.y === y && r.m === i + 1);
    return { month: i + 1, count: at(year)?.count ?? 0, amount: at(year)?.amount ?? 0, countBefore: at(year - 1)?.count ?? 0, amountBefore: at(year - 1)?.amount ?? 0 };
  });
  const sum = (y: number, pick: (r: (typeof monthRows)[number]) => number) => monthRows.filter((r) => r.y === y).reduce((a, r) => a + pick(r), 0);
  const compared = (pick: (r: (typeof monthRows)[number]) => number): Compared => ({ now: sum(year, pick), before: sum(year - 1, pick) });
  const facet = (name: string) => facetRows.filter((r) => r.facet === name);
  return {
    scope,
    years,
    year,
    months,
    monthly,
    count: compared((r) => r.count),
    amount: compared((r) => r.amount),
    localAmount: compared((r) => r.local),
    top5Share: { now: concNow.top5Share, before: concBefore.top5Share },
    hhi: { now: concNow.hhi, before: concBefore.hhi },
    topPurchasers: { byAmount: withNames('buyer', buyersByAmount), byCount: withNames('buyer', buyersByCount) },
    topSuppliers: { byAmount: withNames('winner', winnersByAmount), byCount: withNames('winner', winnersByCount) },
    // Every band, an empty one too: the histogram's axis stays the same from filter to filter.
    bands: AMOUNT_BANDS.map((_, i) => {
      const row = facet('band').find((r) => r.value === String(i));
      return { band: String(i), count: row?.count ?? 0, amount: row?.amount ?? 0 };
    }),
    ways: facet('way').map((r) => ({ way: r.value, count: r.count, amount: r.amount })).sort((a, b) => b.count - a.count),
  };
}
