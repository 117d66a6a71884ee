import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metrics, scrape } from '@/lib/metrics.mjs';
import { withReadScope } from '@/lib/read-scope.mjs';
import { registerMetricSources } from '@/lib/server/metrics-sources';
import { createCluster, freePort, type Cluster } from '@/scripts/reliability/cluster';
import { getDbHandle, openDb, queryRows, setDbHandle, type DbHandle } from './client';

// Read replicas (docs/decisions/0022) on a real streaming standby: a primary and a standby of our own
// (pg_basebackup -R) under a temporary folder, on free ports, with the machine's PostgreSQL binaries.
// PostgreSQL only: the embedded database has no replicas.

const MAX_LAG_MS = 1500;
const CHECK_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds (a replica's state is noticed within a few check intervals). */
async function eventually(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached');
    await sleep(CHECK_MS);
  }
}

describe.runIf(process.env.TEST_DRIVER === 'postgres')('read replicas on a streaming standby', () => {
  let primary: Cluster;
  let standby: Cluster;
  let handle: DbHandle;
  let appDb: Promise<DbHandle>;
  let marks = 0;

  /** Where a statement ran: the server whose connections of this test last ran it (pg_stat_activity). */
  async function ranOn(marker: string): Promise<'primary' | 'standby' | 'none'> {
    for (const [name, cluster] of [['primary', primary], ['standby', standby]] as const) {
      const client = new pg.Client({ connectionString: cluster.url });
      client.on('error', () => undefined);
      try {
        await client.connect();
        const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where application_name like 'jf-replica-test-%' and query like '%' || $1 || '%'", [marker]);
        if (rows[0].n > 0) return name;
      } catch {
        // A stopped server ran nothing.
      } finally {
        await client.end().catch(() => undefined);
      }
    }
    return 'none';
  }

  /** A replica-safe read, marked so pg_stat_activity tells where it ran; the rows it saw. */
  async function read(): Promise<{ where: string; rows: { id: number }[] }> {
    const marker = `replica-read-${++marks}`;
    const rows = await queryRows<{ id: number }>(handle.readDb, sql.raw(`select id from replica_probe order by id /* ${marker} */`));
    return { where: await ranOn(marker), rows };
  }

  const standbySql = async (text: string) => {
    const client = new pg.Client({ connectionString: standby.url });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    primary = createCluster(await freePort());
    standby = createCluster(await freePort(), primary);
    handle = await openDb({ url: primary.url, poolMax: 13, applicationName: 'jf-replica-test', replicas: { urls: [standby.url], maxLagMs: MAX_LAG_MS, checkMs: CHECK_MS } });
    await handle.executeSql('create table replica_probe (id int primary key)');
    await handle.executeSql('insert into replica_probe values (1)');
    // The app's own reads (getReadDb) go through this handle for the service check below.
    appDb = getDbHandle();
    setDbHandle(Promise.resolve(handle));
  }, 120_000);

  afterAll(async () => {
    setDbHandle(appDb);
    await handle?.close();
    standby?.destroy();
    primary?.destroy();
  });

  it('sends replica-safe reads to the standby, where they are seen running', async () => {
    await eventually(async () => (await read()).where === 'standby');
    const { where, rows } = await read();
    expect(where).toBe('standby');
    expect(rows).toEqual([{ id: 1 }]);
    const lags = handle.replicaLags();
    expect(lags).toHaveLength(1);
    expect(lags[0]!.lagSec).toBeGreaterThanOrEqual(0);
    expect(lags[0]!.lagSec).toBeLessThan(MAX_LAG_MS / 1000);
    // What /metrics shows of it (docs/operations.md "Metrics").
    registerMetricSources();
    const { body } = await scrape();
    const lag = new RegExp(`^jf_db_replica_lag_seconds\\{replica="127\\.0\\.0\\.1:${standby.port}"\\} (\\S+)$`, 'm').exec(body);
    expect(Number(lag?.[1])).toBeGreaterThanOrEqual(0);
    expect(Number(/^jf_db_replica_reads_total\{target="replica",reason="ok"\} (\S+)$/m.exec(body)?.[1])).toBeGreaterThan(0);
    expect(body).toMatch(/^jf_db_pool_connections\{pool="replica0-main",state="total"\} [1-9]/m);
  });

  it('writes on the primary, and reads after a write (the request’s or the user’s) on the primary', async () => {
    await withReadScope(false, async (scope) => {
      await handle.db.execute(sql`insert into replica_probe values (2)`);
      expect(scope.wrote).toBe(true);
      const { where, rows } = await read();
      expect(where).toBe('primary');
      expect(rows.map((r) => r.id)).toEqual([1, 2]);
    });
    // A browser that wrote a moment ago (the cookie server/server.mjs sets) reads from the primary.
    await withReadScope(true, async () => expect((await read()).where).toBe('primary'));
    // A request that only keeps books (a rate limit) stays on the replica.
    await withReadScope(false, async (scope) => {
      await handle.db.execute(sql`insert into rate_event (key, at) values ('replica-test', now())`);
      expect(scope.wrote).toBe(false);
    });
  });

  it('falls back to the primary without an error when the standby stops, and notices its return', async () => {
    const before = (await metrics().replicaReads.get()).values.find((v) => v.labels.reason === 'error')?.value ?? 0;
    standby.stop();
    // The first read after the stop still picks the standby (the check has not run): it is done again on the primary.
    const { where, rows } = await read();
    expect(where).toBe('primary');
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
    const after = (await metrics().replicaReads.get()).values.find((v) => v.labels.reason === 'error')?.value ?? 0;
    expect(after).toBeGreaterThan(before);
    await sleep(CHECK_MS * 3);
    expect(handle.replicaLags()[0]!.lagSec).toBe(-1);
    expect((await read()).where).toBe('primary');
    standby.start();
    await eventually(async () => (await read()).where === 'standby');
  });

  it('avoids a standby whose replay lags beyond the bound, and uses it again once it catches up', async () => {
    await standbySql('select pg_wal_replay_pause()');
    await handle.executeSql('insert into replica_probe values (3)');
    await eventually(async () => handle.replicaLags()[0]!.lagSec > MAX_LAG_MS / 1000);
    const lagging = await read();
    expect(lagging.where).toBe('primary');
    expect(lagging.rows.map((r) => r.id)).toEqual([1, 2, 3]);
    await standbySql('select pg_wal_replay_resume()');
    await eventually(async () => (await read()).where === 'standby');
    expect((await read()).rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
