import 'server-only';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';

// Rows per INSERT: large enough to amortise the round trip, small enough to keep a batch's memory
// and a multi-row VALUES list (the widest table has 29 columns) well below PostgreSQL's 65535
// bind parameters.
export const DEFAULT_BATCH_SIZE = 1000;
/** PostgreSQL's limit of bind parameters in one statement. */
const MAX_PARAMETERS = 65535;

// Writers are async functions so each returns a plain promise: drizzle's query objects are lazy
// thenables that would run again on every further `then`.
type Write<R> = (batch: R[]) => Promise<void>;

// serial is a column shorthand, not a type an array can be cast to.
const SERIAL_TYPES: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };

/**
 * One INSERT ... SELECT FROM unnest($1::type[], ...) per batch: one array parameter per column. For
 * a million bids this is several times faster than a multi-row VALUES list, whose query text and
 * 20,000 parameters per batch cost more to build than the database takes to store the rows.
 * unnest flattens nested arrays, so tables with array columns take the VALUES path.
 */
function unnestWriter<T extends PgTable>(db: Db, table: T): Write<PgInsertValue<T>> | null {
  // Generated columns (search vectors) are computed by the database.
  const columns = Object.entries(getTableColumns(table)).filter(([, column]) => !column.generated);
  if (columns.some(([, column]) => column.getSQLType().endsWith('[]'))) return null;
  const target = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  return async (batch) => {
    const arrays = columns.map(([key, column]) => {
      const values = batch.map((row) => {
        const value = (row as Record<string, unknown>)[key];
        return value === undefined || value === null ? null : column.mapToDriverValue(value);
      });
      const type = column.getSQLType();
      return sql`${sql.param(values)}::${sql.raw(SERIAL_TYPES[type] ?? type)}[]`;
    });
    await db.execute(sql`insert into ${table} (${target}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  };
}

/**
 * Writes rows in batches. Rows give every column: on the unnest path a missing one is null, not
 * the column default. The next batch is generated while the previous one is being written and only those two are held, so
 * a million generated rows stream through in constant memory.
 */
export async function insertAll<T extends PgTable>(
  db: Db,
  table: T,
  rows: Iterable<PgInsertValue<T>>,
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<number> {
  const unnest = unnestWriter(db, table);
  const write: Write<PgInsertValue<T>> =
    unnest ??
    (async (batch) => {
      await db.insert(table).values(batch);
    });
  // A multi-row VALUES list binds every cell: a larger batch asked of a table with array columns is cut to fit.
  if (!unnest) batchSize = Math.min(batchSize, Math.floor(MAX_PARAMETERS / Object.keys(getTableColumns(table)).length));
  let inFlight: Promise<unknown> = Promise.resolve();
  let batch: PgInsertValue<T>[] = [];
  let count = 0;
  const flush = async () => {
    await inFlight;
    const pending = write(batch);
    // Handled when awaited at the next flush; this only keeps Node from reporting it meanwhile.
    pending.catch(() => undefined);
    inFlight = pending;
    count += batch.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= batchSize) await flush();
  }
  if (batch.length > 0) await flush();
  await inFlight;
  return count;
}

/** Points a serial column's sequence past the explicit ids the seed wrote, so app inserts continue. */
export async function syncIdSequence(db: Db, table: PgTable): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
  );
}
