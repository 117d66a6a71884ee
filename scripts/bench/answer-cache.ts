// The bench's step before every never-asked stream: the search answer cache emptied
// (lib/server/search/result-cache.ts keeps answers an hour in search_result_cache, in the dataset
// itself), so a run repeated within the hour, with its seed, does not count cached answers as never
// asked. The processes' own copies serve only while their shared row exists, so the table is all there is
// to empty.
import { getTableName, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDb, queryRows, type Db } from '@/lib/server/db/client';
import { searchResultCache } from '@/lib/server/db/schema';
import type { DatasetDef } from './datasets';

const TABLE = pg.escapeIdentifier(getTableName(searchResultCache));
const COUNT = `select count(*)::int as n from ${TABLE}`;
// TRUNCATE, not DELETE: no dead rows are left for autovacuum to clean up during the run that follows.
const EMPTY = `truncate ${TABLE}`;

/** Empties the answer cache of an open database; returns how many answers it held. */
async function emptyAnswerCache(db: Db): Promise<number> {
  const n = Number((await queryRows<{ n: number }>(db, sql.raw(COUNT)))[0]?.n ?? 0);
  await db.execute(sql.raw(EMPTY));
  return n;
}

/**
 * Empties a dataset's answer cache; returns how many answers it held. PostgreSQL: over one plain
 * connection, while the server runs (openDb would check migrations and vacuum between measured runs).
 * A PGlite folder opens in one process at a time: call it there before the server starts, never
 * while a server holds the folder.
 */
export async function clearAnswerCache(target: DatasetDef['db']): Promise<number> {
  if ('url' in target) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const n = Number((await client.query<{ n: number }>(COUNT)).rows[0]?.n ?? 0);
      await client.query(EMPTY);
      return n;
    } finally {
      await client.end();
    }
  }
  const handle = await openDb({ dataDir: target.pgliteDir });
  try {
    return await emptyAnswerCache(handle.db);
  } finally {
    await handle.close();
  }
}
