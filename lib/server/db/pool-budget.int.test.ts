import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { workerPostgresUrl } from '@/test/postgres-url';
import { env } from '@/lib/env';
import { classifyDbFailure } from './availability';
import { DB_POOL_MIN, mainPoolSize, openDb, SETTLED_POOL_SHARES, settledDb, type SettledPoolName } from './client';

const url = workerPostgresUrl();
const STATEMENT_MS = 1000;
// Beyond the longest wait for a connection and the statement limit: round trips and this test's own timers.
const MARGIN_MS = 1500;

describe.skipIf(!url)('the connections of one app process (PostgreSQL)', () => {
  it('stay within DB_POOL_MAX with every pool busy, and a request waiting for one is answered within its waits', async () => {
    const appName = `jf-budget-${process.pid}`;
    const handle = await openDb({ url, poolMax: DB_POOL_MIN, applicationName: appName, statementTimeoutMs: STATEMENT_MS });
    const monitor = new pg.Client({ connectionString: url });
    await monitor.connect();
    try {
      const names = Object.keys(SETTLED_POOL_SHARES) as SettledPoolName[];
      const pools = [
        { db: handle.db, size: mainPoolSize(DB_POOL_MIN) },
        ...names.map((name) => ({ db: settledDb(handle.db, name, { settings: {}, timeoutMs: STATEMENT_MS })!, size: SETTLED_POOL_SHARES[name] })),
      ];
      // Three times as many statements as each pool has connections: the rest wait their turn.
      const asked = pools.flatMap(({ db, size }) =>
        Array.from({ length: size * 3 }, async () => {
          const started = performance.now();
          const outcome = await db.execute(sql`select pg_sleep(0.6)`).then(
            () => 'answered',
            (err: unknown) => classifyDbFailure(err),
          );
          return { outcome, ms: performance.now() - started };
        }),
      );
      let peak = 0;
      let settled = false;
      const all = Promise.all(asked).finally(() => (settled = true));
      while (!settled) {
        const { rows } = await monitor.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where application_name like $1', [`${appName}-%`]);
        peak = Math.max(peak, rows[0]!.n);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const outcomes = await all;
      expect(peak).toBeGreaterThan(mainPoolSize(DB_POOL_MIN));
      expect(peak).toBeLessThanOrEqual(DB_POOL_MIN);
      // An answer or an error for every statement (a busy pool's is `slow`: 503, not down), none later
      // than the wait for a connection plus the statement limit.
      for (const { outcome, ms } of outcomes) {
        expect(['answered', 'slow']).toContain(outcome);
        expect(ms).toBeLessThan(env.DB_CONNECT_TIMEOUT_MS + STATEMENT_MS + MARGIN_MS);
      }
    } finally {
      await monitor.end();
      await handle.close();
    }
  });

  it('refuses a total too small for the fixed shares', () => {
    expect(() => mainPoolSize(DB_POOL_MIN - 1)).toThrow(/DB_POOL_MAX/);
    expect(mainPoolSize(env.DB_POOL_MAX)).toBeGreaterThanOrEqual(2);
  });
});
