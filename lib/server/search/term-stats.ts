import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/server/db/client';
import type { TermGroup } from '@/lib/search/terms';
import { estimateMatches, type ColumnStats, type TableStats, type TermStats } from './answer-rules';

// What ANALYZE knows about a searched table, read from pg_stats (the planner's own source) and kept a
// few minutes per process: the table's size and how often each common term occurs (label terms such
// as 'c:成都' among them). Lets a search guess how many rows a question matches before it reads them.
// Older numbers keep answering while newer ones are read: reading them takes hundreds of milliseconds
// at 1,000,000 bids (5,000 terms), and every search of the table waited for it when they expired.
const TTL_MS = 10 * 60 * 1000;
// On globalThis, so the server chunks that bundle this module apart (the call's, each page's) share it.
const holder = globalThis as unknown as { __jfTermStats?: Map<string, { at: number; stats: Promise<TableStats>; renewing?: boolean }> };
const cache = (holder.__jfTermStats ??= new Map());

interface StatRow {
  elems: string[] | null;
  elem_freqs: number[] | null;
}

function termStats(row: StatRow | undefined): TermStats {
  const values = new Map<string, number>();
  // pg_stats lists three summary numbers after the element frequencies: min, max and null frequency.
  const freqs = row?.elem_freqs?.slice(0, row.elems?.length ?? 0).map(Number) ?? [];
  row?.elems?.forEach((e, i) => values.set(e, freqs[i] ?? 0));
  return { values, minFreq: freqs.length ? Math.min(...freqs) : 0 };
}

async function load(db: Db, table: string): Promise<TableStats> {
  const [size] = await queryRows<{ rows: number }>(
    db,
    sql`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = to_regclass(${table})`,
  );
  const rows = Number(size?.rows ?? 0);
  const [stats] = await queryRows<StatRow>(
    db,
    sql`select most_common_elems::text::text[] as elems, most_common_elem_freqs::float8[] as elem_freqs
        from pg_stats where schemaname = 'public' and tablename = ${table} and attname = 'search_vec'`,
  );
  // Sort columns' histograms bound the range a sorted read needs (answer-rules rangeBound). Only NOT
  // NULL columns: a range condition would drop the NULLs a descending order puts first.
  const columns = await queryRows<{ name: string; bounds: string[]; correlation: number | null }>(
    db,
    sql`select s.attname::text as name, s.histogram_bounds::text::text[] as bounds, s.correlation::float8 as correlation
        from pg_stats s join pg_attribute a on a.attrelid = to_regclass(${table}) and a.attname = s.attname
        where s.schemaname = 'public' and s.tablename = ${table} and a.attnotnull and s.histogram_bounds is not null`,
  );
  return {
    rows,
    terms: termStats(stats),
    columns: new Map(columns.map((c) => [c.name, { bounds: c.bounds, correlation: Number(c.correlation ?? 0) }])),
  };
}

export function tableStats(db: Db, table: string): Promise<TableStats> {
  const hit = cache.get(table);
  if (!hit) {
    const stats = load(db, table).catch((err: unknown) => {
      cache.delete(table);
      throw err;
    });
    cache.set(table, { at: Date.now(), stats });
    return stats;
  }
  if (Date.now() - hit.at >= TTL_MS && !hit.renewing) {
    hit.renewing = true;
    // A failed renewal keeps the numbers it had and is tried again by the next search.
    load(db, table).then(
      (fresh) => cache.set(table, { at: Date.now(), stats: Promise.resolve(fresh) }),
      () => (hit.renewing = false),
    );
  }
  return hit.stats;
}

/** How many rows of `table` hold every group of terms (keyword and scope), by ANALYZE's numbers. */
export async function estimateRows(
  db: Db,
  table: string,
  groups: TermGroup[],
): Promise<{ rows: number; tableRows: number; columns: Map<string, ColumnStats>; terms: TermStats }> {
  const stats = await tableStats(db, table);
  return { rows: estimateMatches(stats, groups), tableRows: stats.rows, columns: stats.columns ?? new Map(), terms: stats.terms };
}
