import 'server-only';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';

// Rows per INSERT: large enough to amortise the round trip, small enough to keep a batch's memory
// modest (one array parameter per column, whatever the batch's size).
export const DEFAULT_BATCH_SIZE = 1000;

// Writers are async functions so each returns a plain promise: drizzle's query objects are lazy
// thenables that would run again on every further `then`.
type Write<R> = (batch: R[]) => Promise<void>;

// serial is a column shorthand, not a type an array can be cast to.
const SERIAL_TYPES: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };

/**
 * One INSERT ... SELECT FROM unnest($1::type[], ...) per batch: one array parameter per column. For
 * a million bids this is several times faster than a multi-row VALUES list, whose query text and
 * 20,000 parameters per batch cost more to build than the database takes to store the rows.
 * unnest flattens nested arrays, so an array column travels as the text of its literal (drizzle's own
 * driver value for it) and is cast back in the select list (the suppliers' and solutions' tags: the 10M
 * rehearsal's million suppliers took over half an hour as VALUES lists of 22 parameters a row).
 */
function unnestWriter<T extends PgTable>(db: Db, table: T): Write<PgInsertValue<T>> {
  // Generated columns (search vectors) are computed by the database.
  const columns = Object.entries(getTableColumns(table)).filter(([, column]) => !column.generated);
  const target = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const isArray = columns.map(([, column]) => column.getSQLType().endsWith('[]'));
  const names = columns.map((_, i) => `c${i}`);
  const select = sql.raw(columns.map(([, column], i) => (isArray[i] ? `u.${names[i]}::${column.getSQLType()}` : `u.${names[i]}`)).join(', '));
  return async (batch) => {
    const arrays = columns.map(([key, column], i) => {
      const values = batch.map((row) => {
        const value = (row as Record<string, unknown>)[key];
        return value === undefined || value === null ? null : column.mapToDriverValue(value);
      });
      const type = isArray[i] ? 'text' : column.getSQLType();
      return sql`${sql.param(values)}::${sql.raw(SERIAL_TYPES[type] ?? type)}[]`;
    });
    await db.execute(sql`insert into ${table} (${target}) select ${select} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(names.join(', '))})`);
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
  const write = unnestWriter(db, table);
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
