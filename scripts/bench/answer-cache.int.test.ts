import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { workerPostgresUrl } from '@/test/postgres-url';
import { getDb, openDb, type Db } from '@/lib/server/db/client';
import { searchResultCache } from '@/lib/server/db/schema';
import { clearAnswerCache } from './answer-cache';

const answer = (key: string) => ({ key, source: 'tender', total: 3, labels: {}, cities: [], ids: [1, 2, 3] });
const cached = async (db: Db) => (await db.select({ n: count() }).from(searchResultCache))[0]!.n;

describe('clearAnswerCache', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('empties the answers a PGlite dataset kept from an earlier run, in its folder', async (ctx) => {
    const dump = inject('pgliteDump');
    if (!dump) ctx.skip();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'jf-bench-cache-'));
    dirs.push(dir);
    // An earlier run: the folder holds two answers when the server stops.
    const earlier = await openDb({ dataDir: dir, loadDataDir: new Blob([new Uint8Array(await readFile(dump))]) });
    await earlier.db.insert(searchResultCache).values([answer('tender:a'), answer('tender:b')]);
    await earlier.close();

    expect(await clearAnswerCache({ pgliteDir: dir })).toBe(2);
    const after = await openDb({ dataDir: dir });
    try {
      expect(await cached(after.db)).toBe(0);
    } finally {
      await after.close();
    }
  });

  it('empties a PostgreSQL dataset while its server runs', async (ctx) => {
    const url = workerPostgresUrl();
    if (!url) ctx.skip();
    const db = await getDb();
    await db.insert(searchResultCache).values([answer('tender:c')]);
    expect(await clearAnswerCache({ url })).toBeGreaterThanOrEqual(1);
    expect(await cached(db)).toBe(0);
  });
});
