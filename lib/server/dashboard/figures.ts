import 'server-only';
import { sql } from 'drizzle-orm';
import { alignDays, dashboardDays, GAP_LIST_SIZE, METRICS, todayAndWeek, type DashboardFigures, type GapTerm, type JobQueue, type Metric, type MetricFigures } from '@/lib/dashboard/figures';
import { flushSearches } from '@/lib/server/analytics';
import { getDb, queryRows, type Db } from '@/lib/server/db/client';
import { budgetUse } from '@/lib/server/sms';

// The console's dashboard (docs/features.md, Operator console "Dashboard"): what the portal already
// records, counted per China day. Every count reads a range of an index (docs/features.md gives the
// figures measured): the day keys of the search counts, created_at of accounts, sessions, demands
// (behind their status) and subscriptions, the pushes' day, the limiter's key and time, pg-boss's own
// index of waiting jobs.

const CHINA_DAY = (column: string) => sql.raw(`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`);

/** Every metric's count per day since the first day, in one statement: (metric, day, n) rows. */
async function dailyRows(db: Db, since: Date, firstDay: string): Promise<{ metric: Metric; day: string; n: number }[]> {
  const rows = await queryRows<{ metric: Metric; day: string; n: number }>(
    db,
    sql`select 'registrations' as metric, ${CHINA_DAY('created_at')} as day, count(*)::int as n from app_user where created_at >= ${since} group by 2
        union all
        select 'logins', ${CHINA_DAY('created_at')}, count(*)::int from user_session where created_at >= ${since} group by 2
        union all
        select 'searches', to_char(day, 'YYYY-MM-DD'), sum(searches)::int from search_term_day where day >= ${firstDay}::date group by 2
        union all
        select 'searches', to_char(day, 'YYYY-MM-DD'), sum(searches)::int from search_gap_day where day >= ${firstDay}::date group by 2
        union all
        select 'gaps', to_char(day, 'YYYY-MM-DD'), sum(searches)::int from search_gap_day where day >= ${firstDay}::date group by 2
        union all
        select 'publishes', ${CHINA_DAY('created_at')}, count(*)::int from outsourcing_demand
          where status in ('pending', 'open', 'closed') and created_at >= ${since} group by 2
        union all
        select 'subscriptions', ${CHINA_DAY('created_at')}, count(*)::int from opportunity_subscription where created_at >= ${since} group by 2
        union all
        select 'pushes', day, count(*)::int from opportunity_push where day >= ${firstDay} group by day`,
  );
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** The most searched terms that found nothing since `since`, over every site and tab. */
async function gapTerms(db: Db, since: string): Promise<GapTerm[]> {
  const rows = await queryRows<GapTerm>(
    db,
    sql`select term, sum(searches)::int as searches from search_gap_day where day >= ${since}::date
        group by term order by searches desc, term limit ${GAP_LIST_SIZE}`,
  );
  return rows.map((r) => ({ term: r.term, searches: Number(r.searches) }));
}

/** The preferred schemes waiting for review, and since when the oldest (supplier_scheme_status_idx). */
async function schemeQueue(db: Db): Promise<DashboardFigures['schemes']> {
  const [row] = await queryRows<{ n: number; oldest: Date | string | null }>(
    db,
    sql`select count(*)::int as n, min(created_at) as oldest from supplier_scheme where status = 'submitted'`,
  );
  return { waiting: Number(row?.n ?? 0), oldestAt: row?.oldest ? new Date(row.oldest) : null };
}

/** pg-boss's queues: its partial index on waiting jobs (job_i5: name, start_after where state < active). */
async function jobQueues(db: Db): Promise<JobQueue[] | null> {
  const [installed] = await queryRows<{ ok: boolean }>(db, sql`select to_regclass('pgboss.job') is not null as ok`);
  if (!installed?.ok) return null;
  const rows = await queryRows<{ name: string; waiting: number; due: number; oldest: Date | string | null }>(
    db,
    sql`select name, count(*)::int as waiting, count(*) filter (where start_after <= now())::int as due,
          min(start_after) filter (where start_after <= now()) as oldest
        from pgboss.job where state < 'active' group by name order by name`,
  );
  return rows.map((r) => ({ name: r.name, waiting: Number(r.waiting), due: Number(r.due), oldestDueAt: r.oldest ? new Date(r.oldest) : null }));
}

export async function dashboardFigures(now = new Date()): Promise<DashboardFigures> {
  const { days, since, weekStart, gapsSince } = dashboardDays(now);
  // This process's searches not yet written (they are written a minute at a time) count too.
  await flushSearches();
  const db = await getDb();
  const [rows, gaps, sms, schemes, jobs] = await Promise.all([
    dailyRows(db, since, days[0]!),
    gapTerms(db, gapsSince),
    budgetUse(),
    schemeQueue(db),
    jobQueues(db),
  ]);
  const metrics = Object.fromEntries(
    METRICS.map((metric) => {
      const daily = alignDays(days, rows.filter((r) => r.metric === metric));
      return [metric, { daily, ...todayAndWeek(days, daily, weekStart) }];
    }),
  ) as Record<Metric, MetricFigures>;
  return { days, metrics, gaps, sms, schemes, jobs };
}
