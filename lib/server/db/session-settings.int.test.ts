import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb, getDbHandle, queryRows, SESSION_SETTINGS, settledDb, settleRewrittenTables } from './client';

describe('connection settings', () => {
  it('every statement runs without JIT or parallel workers and with the search work_mem, outside any transaction', async () => {
    const db = await getDb();
    // Several at once, so more than one pooled connection answers on a server.
    const shown = await Promise.all(
      Array.from({ length: 4 }, () =>
        queryRows<{ jit: string; workers: string; mem: string }>(
          db,
          sql`select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers, current_setting('work_mem') as mem`,
        ),
      ),
    );
    for (const [row] of shown) expect(row).toEqual({ jit: SESSION_SETTINGS.jit, workers: SESSION_SETTINGS.max_parallel_workers_per_gather, mem: SESSION_SETTINGS.work_mem });
  });
});

describe('settled databases', () => {
  it('a server gives a pool whose every connection has its settings and timeout on top of the common ones; PGlite gives none', async () => {
    const db = await getDb();
    const settled = settledDb(db, 'search-cache-write', { settings: { enable_seqscan: 'off' }, timeoutMs: 1234 });
    if (process.env.TEST_DRIVER !== 'postgres') {
      expect(settled).toBeUndefined();
      return;
    }
    expect(settled).toBeDefined();
    // The same pool again under the same name.
    expect(settledDb(db, 'search-cache-write', { settings: { enable_seqscan: 'off' }, timeoutMs: 1234 })).toBe(settled);
    const shown = await Promise.all(
      Array.from({ length: 3 }, () =>
        queryRows<{ seq: string; timeout: string; jit: string }>(
          settled!,
          sql`select current_setting('enable_seqscan') as seq, current_setting('statement_timeout') as timeout, current_setting('jit') as jit`,
        ),
      ),
    );
    for (const [row] of shown) expect(row).toEqual({ seq: 'off', timeout: '1234ms', jit: 'off' });
    // The app's own connections are untouched.
    const [own] = await queryRows<{ seq: string }>(db, sql`select current_setting('enable_seqscan') as seq`);
    expect(own).toEqual({ seq: 'on' });
  });

  it('are known to every copy of this module, as a production build bundles it into several server chunks', async () => {
    const db = await getDb();
    const wanted = { settings: { enable_seqscan: 'off' }, timeoutMs: 1234 };
    const settled = settledDb(db, 'search-cache-write', wanted);
    vi.resetModules();
    const copy = await import('./client');
    expect(copy.settledDb).not.toBe(settledDb);
    // The copy did not open the database, yet gives the same pool (or, on PGlite, none either).
    expect(copy.settledDb(db, 'search-cache-write', wanted)).toBe(settled);
    if (process.env.TEST_DRIVER === 'postgres') expect(settled).toBeDefined();
  });
});

describe('tables a migration rewrote', () => {
  it('are vacuumed after the migrations, so that their indexes alone can answer', async () => {
    const handle = await getDbHandle();
    const run = async (text: string) => (await handle.executeSql(text)).rows as { name: string }[];
    const visiblePages = async () => Number(((await handle.executeSql(`select relallvisible from pg_class where relname = 'settle_probe'`)).rows[0] as { relallvisible: number }).relallvisible);
    await run('drop table if exists settle_probe');
    // About 170 pages, as a table rewritten by ALTER TABLE: analyzed, none of its pages marked visible.
    await run(`create table settle_probe as select g as id, repeat('x', 200) as pad from generate_series(1, 6000) g`);
    await run('analyze settle_probe');
    expect(await visiblePages()).toBe(0);
    await settleRewrittenTables(run);
    expect(await visiblePages()).toBeGreaterThan(128);
    await run('drop table settle_probe');
  });
});
