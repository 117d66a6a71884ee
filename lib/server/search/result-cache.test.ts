import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '@/lib/server/db/client';
import { cacheKey, cachedAnswer, cacheWritesSettled, type CachedAnswer } from './result-cache';

const dialect = new PgDialect();
const answer = (total: number): CachedAnswer => ({ total, labels: {}, cities: [], ids: [total], approximate: false, more: false });

/** A database that finds nothing cached and answers the cache's write with `write` (on PGlite the writer is the database itself). */
function databaseWhoseWrite(write: () => Promise<unknown>): { db: Db; writes: () => number } {
  let writes = 0;
  const execute = (query: SQL) => {
    if (!dialect.sqlToQuery(query).sql.includes('insert into search_result_cache')) return Promise.resolve({ rows: [] });
    writes++;
    return write();
  };
  return { db: { execute } as unknown as Db, writes: () => writes };
}

/** The answer, or 'waited' when it did not come before the write would have. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), ms))]);

describe('the answer cache is best effort', () => {
  it('answers when the write of the answer fails', async () => {
    const { db, writes } = databaseWhoseWrite(() => Promise.reject(new Error('timeout exceeded when trying to connect')));
    const key = cacheKey('tender', 'test', { n: 'fails' });
    expect(await cachedAnswer(db, 'tender', key, null, async () => answer(7))).toEqual(answer(7));
    await cacheWritesSettled();
    expect(writes()).toBe(1);
  });

  it('answers without waiting for a write that hangs, and a repeat after the answer never takes it from the write in flight', async () => {
    const hanging: (() => void)[] = [];
    const { db, writes } = databaseWhoseWrite(() => new Promise((resolve) => hanging.push(() => resolve({ rows: [] }))));
    const key = cacheKey('tender', 'test', { n: 'hangs' });
    let computed = 0;
    const compute = async () => answer(++computed);
    expect(await within(cachedAnswer(db, 'tender', key, null, compute), 1000)).toEqual(answer(1));
    // The records may have changed since the first answer: the repeat computes again.
    expect(await within(cachedAnswer(db, 'tender', key, null, compute), 1000)).toEqual(answer(2));
    expect(computed).toBe(2);
    // Both answers go in one write, which hangs.
    await vi.waitFor(() => expect(hanging).toHaveLength(1));
    expect(writes()).toBe(1);
    for (const finish of hanging) finish();
    await cacheWritesSettled();
  });

  it('writes answers computed together in one statement', async () => {
    const statements: string[] = [];
    const { db, writes } = databaseWhoseWrite(async () => ({ rows: [] }));
    const spy = db.execute;
    (db as unknown as { execute: (q: SQL) => Promise<unknown> }).execute = (q: SQL) => {
      statements.push(dialect.sqlToQuery(q).sql);
      return spy(q);
    };
    const keys = [1, 2, 3].map((n) => cacheKey('tender', 'test', { n: `together-${n}` }));
    const answers = await Promise.all(keys.map((key, i) => cachedAnswer(db, 'tender', key, null, async () => answer(10 + i))));
    expect(answers).toEqual([answer(10), answer(11), answer(12)]);
    await cacheWritesSettled();
    expect(writes()).toBe(1);
    const insert = statements.find((q) => q.includes('insert into search_result_cache'))!;
    expect(insert.match(/::int,/g)).toHaveLength(3);
  });
});
