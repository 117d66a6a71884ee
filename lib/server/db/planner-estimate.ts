import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from './client';

// PostgreSQL's own estimate of how many rows a query returns, from its plan (well under a millisecond,
// from ANALYZE's statistics): what a list says as 约 N when counting every match would cost more than
// the page itself. Works alike on both drivers.

interface PlanRow {
  'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string;
}

export async function plannerRows(db: Db, query: SQL): Promise<number> {
  const [row] = await queryRows<PlanRow>(db, sql`explain (format json) ${query}`);
  const plan = row?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? (JSON.parse(plan) as Exclude<PlanRow['QUERY PLAN'], string>) : plan;
  return Math.round(Number(parsed?.[0]?.Plan['Plan Rows'] ?? 0));
}
