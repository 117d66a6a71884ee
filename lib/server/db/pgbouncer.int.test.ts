import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCluster, freePort, type Cluster } from '@/scripts/reliability/cluster';
import { createPgBouncer, type Bouncer } from '@/scripts/reliability/pgbouncer';
import { openDb, queryRows, SESSION_SETTINGS, type DbHandle } from './client';

// The portal through PgBouncer as docs/operations.md "PgBouncer" deploys it: the app's DATABASE_URL on a
// session-mode pool (the start-up migration's advisory lock, LISTEN and pg-boss need a session), the
// replicas' reads on a transaction-mode pool of two server connections shared by every client. Its own
// primary and standby (cluster.ts) and PgBouncer (Debian's pgbouncer), on free ports. PostgreSQL only.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function onServer<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe.runIf(process.env.TEST_DRIVER === 'postgres')('the portal through PgBouncer', () => {
  let primary: Cluster;
  let standby: Cluster;
  let bouncer: Bouncer;
  let handle: DbHandle;

  beforeAll(async () => {
    primary = createCluster(await freePort());
    // PgBouncer does not pass the pools' startup settings on: the database carries them (the docs' rule).
    for (const [name, value] of Object.entries(SESSION_SETTINGS)) await onServer(primary.url, `alter database postgres set ${name} = '${value}'`);
    standby = createCluster(await freePort(), primary);
    bouncer = await createPgBouncer(await freePort(), {
      app: { port: primary.port, dbname: 'postgres', mode: 'session', size: 20 },
      reads: { port: standby.port, dbname: 'postgres', mode: 'transaction', size: 2 },
    });
    handle = await openDb({ url: bouncer.url('app'), poolMax: 13, applicationName: 'jf-bouncer-test', replicas: { urls: [bouncer.url('reads')], maxLagMs: 1500, checkMs: 200 } });
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    bouncer?.destroy();
    standby?.destroy();
    primary?.destroy();
  });

  it('migrates and writes through the session pool', async () => {
    const [applied] = await onServer<{ n: number }>(primary.url, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied!.n).toBeGreaterThan(50);
    await handle.executeSql('create table bouncer_probe (id int primary key)');
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '2s'`);
      await tx.execute(sql`insert into bouncer_probe select generate_series(1, 5)`);
    });
    expect(await onServer(primary.url, 'select count(*)::int as n from bouncer_probe')).toEqual([{ n: 5 }]);
  });

  it('answers replica-safe reads from the standby through the transaction pool, many clients on two connections', async () => {
    const read = () => queryRows<{ standby: boolean; n: number; jit: string }>(handle.readDb, sql`select pg_is_in_recovery() as standby, (select count(*)::int from bouncer_probe) as n, current_setting('jit') as jit`);
    const until = Date.now() + 20_000;
    while (!(await read())[0]!.standby) {
      if (Date.now() > until) throw new Error('the standby never served a read');
      await sleep(200);
    }
    // Twenty reads at once share PgBouncer's two server connections, each in its own transaction.
    const answers = await Promise.all(Array.from({ length: 20 }, read));
    expect(answers.every(([row]) => row!.standby && row!.n === 5 && row!.jit === 'off')).toBe(true);
    const [servers] = await onServer<{ n: number }>(standby.url, "select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and usename = 'postgres' and pid <> pg_backend_pid() and application_name <> 'walreceiver'");
    expect(servers!.n).toBeLessThanOrEqual(2); // the pool size: the reads and the replica check share them
  });

  it('delivers LISTEN/NOTIFY through the session pool, as the chat does', async () => {
    const listener = new pg.Client({ connectionString: bouncer.url('app') });
    await listener.connect();
    try {
      const heard = new Promise<string | undefined>((resolve) => listener.on('notification', (n) => resolve(n.payload)));
      await listener.query('listen bouncer_probe');
      await handle.executeSql("select pg_notify('bouncer_probe', 'hello')");
      expect(await heard).toBe('hello');
    } finally {
      await listener.end();
    }
  });
});
