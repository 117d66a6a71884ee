import 'server-only';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { env } from '@/lib/env';
import type { PoolUse, ReplicaLag } from '@/lib/metrics.mjs';
import { noteWrite } from '@/lib/read-scope.mjs';
import { statementText, traceStatement, tracingOn } from '@/lib/tracing.mjs';
import { isConnectionError, noteDbFailure } from './availability';
import { createReplicaSet } from './replicas';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  /** The replica-safe reads' database (getReadDb): the replicas' when there are any, else `db`. */
  readDb: Db;
  driver: 'pglite' | 'postgres';
  /** Plain SQL for libraries that bring their own (the job queue): parameterised, or a script without values. */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /** `select 1` on a new connection of its own: whether the database accepts connections (availability.ts). */
  checkConnection: () => Promise<void>;
  /** Each pool's connections and waiting requests now (the /metrics gauges, docs/operations.md "Metrics"). */
  poolUse: () => PoolUse[];
  /** Each replica's lag as last measured (none without replicas). */
  replicaLags: () => ReplicaLag[];
  close: () => Promise<void>;
}

const poolUseOf = (name: string, pool: pg.Pool): PoolUse => ({ pool: name, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });

/**
 * PGlite runs one statement at a time and queues the rest: its "pool" is one connection, busy while any
 * statement runs, with the others waiting behind it. Its statements are traced as a server's are.
 */
function countPending(client: PGlite): () => PoolUse {
  let pending = 0;
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const run = (client[name] as (...args: unknown[]) => Promise<unknown>).bind(client);
    (client as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      pending += 1;
      try {
        return await (name === 'transaction' ? run(...args) : traced(args, () => run(...args)));
      } finally {
        pending -= 1;
      }
    };
  }
  return () => ({ pool: 'pglite', total: 1, idle: pending ? 0 : 1, waiting: Math.max(0, pending - 1) });
}

/** A query call, as a child span of the request or job under way when traces are on (lib/tracing.mjs). */
const traced = <T>(args: unknown[], run: () => T): T => (tracingOn() ? traceStatement(statementText(args[0]), run) : run());

/**
 * Writes that are a read's own bookkeeping (limits, caches, counters, sessions, the job queue), not data a
 * user reads back: a request making only these keeps its user on the replicas (docs/decisions/0022).
 */
const BOOKKEEPING = new Set([
  'rate_event', 'search_result_cache', 'search_term_day', 'search_gap_day', 'hot_search', 'analytics_event', 'analytics_daily',
  'user_session', 'login_token', 'console_session', 'captcha_challenge', 'sms_code', 'sms_outbox', 'mail_capture', 'list_export', 'telephony_event',
]);
/** A statement's write targets: `insert into`, `update`, `delete from` (not `do update set`, `for update`). */
const WRITE_TARGET = /(?<!\b(?:do|for)\s+)\b(?:insert\s+into|update|delete\s+from)\s+(?:"?(\w+)"?\.)?"?(\w+)"?/gi;

/** Whether a statement writes data a user may read back (any of its targets outside the bookkeeping). */
export function writesUserData(text: string): boolean {
  if (!/^\s*(?:insert|update|delete|with)\b/i.test(text)) return false;
  return [...text.matchAll(WRITE_TARGET)].some((m) => m[1] !== 'pgboss' && !BOOKKEEPING.has(m[2]!));
}

/**
 * Every failed statement and connection attempt of the primary's pools is noted where it happens (before
 * the page or call that made it fails), so server/server.mjs can tell a database outage from a bug; a
 * replica's failures are the replica set's business (replicas.ts), never an outage of the site. Statements
 * are traced on either, and a write on the primary keeps its request's later reads there.
 */
function watchFailures(pool: pg.Pool, role: 'primary' | 'replica'): void {
  const primary = role === 'primary';
  const note = (err: unknown) => {
    if (primary) noteFailure(err);
    throw err;
  };
  if (primary) {
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((...args: unknown[]) => {
      const result = query(...args);
      return result instanceof Promise ? result.catch(note) : result;
    }) as typeof pool.query;
    const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
    pool.connect = ((...args: unknown[]) => {
      const result = connect(...args);
      return result instanceof Promise ? result.catch(note) : result;
    }) as typeof pool.connect;
  }
  // Statements of a transaction run on a checked-out client. Its connection may also drop between
  // two statements, when no query is there to take the error: a listener of its own keeps that from
  // being an uncaught exception. The pool's own query runs on such a client too: its statements are
  // traced here, once.
  pool.on('connect', (client) => {
    client.on('error', (err) => void (primary && noteFailure(err)));
    const clientQuery = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      if (primary && writesUserData(statementText(args[0]))) noteWrite();
      const result = traced(args, () => clientQuery(...args));
      return result instanceof Promise ? result.catch(note) : result;
    }) as typeof client.query;
  });
}

const migrationsFolder = path.join(process.cwd(), 'migrations');

/**
 * Every connection's settings, the search's among them (lib/server/search/bounded.ts): no JIT (it
 * compiled for 40-250 ms per search statement and saved nothing), no parallel workers (on a busy
 * server they only take cores from the other requests), and enough work_mem that a common term's
 * bitmap stays exact. Set when a connection opens, so a search's first read needs no statement or
 * transaction of its own to set them.
 */
export const SESSION_SETTINGS = { jit: 'off', max_parallel_workers_per_gather: '0', work_mem: '32MB' } as const;

const connectionOptions = (settings: Record<string, string>) =>
  Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');

/**
 * Databases whose connections all carry some settings of their own, by the database they were asked of.
 * On globalThis, as the handle below: a production build bundles this module into several server
 * chunks, and a map of the chunk that opened the database is the only one that knows it (the search's
 * reads then fell back to a transaction of four round trips per setting).
 */
const settledHolder = globalThis as unknown as { __jfSettledDbs?: WeakMap<Db, (name: SettledPoolName, pool: SettledPool) => Db> };
const settledDbs = (settledHolder.__jfSettledDbs ??= new WeakMap());

export interface SettledPool {
  settings: Record<string, string>;
  /** Per-statement limit. */
  timeoutMs: number;
}

/**
 * The connections of one app process, DB_POOL_MAX in all (docs/operations.md "Deployment"). The pools of
 * settled connections take these shares: the search's two access paths, as many as the questions it computes at
 * once (lib/server/search/bounded.ts), and the writer of its cached answers (lib/server/search/result-
 * cache.ts: best effort, one connection). One each is the chat's LISTEN connection (lib/server/chat/
 * bus.ts) and the check of a doubtful connection failure (checkConnection). The main pool, which pages,
 * calls and the job queue (pg-boss runs through it) share, has the rest: a slow database once had a
 * process hold 8 connections against a pool of 5, the settled pools opened beside it.
 */
export const SETTLED_POOL_SHARES = { 'search-walk': 4, 'search-bitmap': 4, 'search-cache-write': 1 } as const;
export type SettledPoolName = keyof typeof SETTLED_POOL_SHARES;
const OWN_CONNECTIONS = 2;
const MAIN_POOL_MIN = 2;
/** The smallest DB_POOL_MAX: every share and a main pool of MAIN_POOL_MIN. */
export const DB_POOL_MIN = Object.values(SETTLED_POOL_SHARES).reduce((a, b) => a + b, 0) + OWN_CONNECTIONS + MAIN_POOL_MIN;

/** The main pool's size in a process of `total` connections. */
export function mainPoolSize(total: number): number {
  if (total < DB_POOL_MIN) throw new Error(`DB_POOL_MAX 至少为 ${DB_POOL_MIN}（见 docs/configuration.md 的 DB_POOL_MAX）`);
  return total - (DB_POOL_MIN - MAIN_POOL_MIN);
}

/**
 * A database on the same server whose every connection has `settings` on top of SESSION_SETTINGS (a
 * small pool of its own, of its share in SETTLED_POOL_SHARES, made on first use), or undefined on
 * PGlite. A statement that needs settings then costs one round trip instead of a transaction's four
 * (begin, set, the statement, commit); on PGlite, which has no round trips, a transaction with
 * `set local` does as well.
 */
export function settledDb(db: Db, name: SettledPoolName, pool: SettledPool): Db | undefined {
  return settledDbs.get(db)?.(name, pool);
}

/**
 * A migration that rewrites a table (a generated column added or replaced, as 0030 replaced the
 * solutions' search vector) leaves it without its visibility map, and until a VACUUM the planner reads
 * rows where an index alone would answer (the solutions list without a keyword fetched 7,821 rows of a
 * category instead of reading its filter index). Autovacuum does not come for a table that was only
 * rewritten, and PGlite has none: the tables of some size with none of their pages marked visible are
 * vacuumed after the migrations, outside their transaction.
 */
const UNSETTLED_TABLES = `select quote_ident(relname) as name from pg_class
  where relnamespace = 'public'::regnamespace and relkind = 'r' and relpages >= 128 and relallvisible = 0`;

export async function settleRewrittenTables(query: (text: string) => Promise<{ name: string }[]>): Promise<void> {
  for (const { name } of await query(UNSETTLED_TABLES)) await query(`vacuum (analyze) ${name}`);
}

/** The pools of one server: the main pool and the settled ones, made on first use. */
interface ServerPools {
  main: pg.Pool;
  settled: (name: SettledPoolName, wanted: SettledPool) => pg.Pool;
  use: (prefix: string) => PoolUse[];
  end: () => Promise<void>;
}

function openServer(url: string, role: 'primary' | 'replica', opts: { appName: string; mainMax: number; timeoutMs: number }): ServerPools {
  const newPool = (name: string, max: number, { settings, timeoutMs }: SettledPool) => {
    const made = new pg.Pool({
      connectionString: url,
      application_name: `${opts.appName}-${role === 'replica' ? 'replica-' : ''}${name}`,
      max,
      connectionTimeoutMillis: env.DB_CONNECT_TIMEOUT_MS,
      statement_timeout: timeoutMs,
      idleTimeoutMillis: 30_000,
      options: connectionOptions({ ...SESSION_SETTINGS, ...settings }),
    });
    // An idle connection the server drops (a restart) is an event, not a crash of the process.
    made.on('error', (err) => void (role === 'primary' && noteFailure(err)));
    watchFailures(made, role);
    return made;
  };
  const main = newPool('main', opts.mainMax, { settings: {}, timeoutMs: opts.timeoutMs });
  const settled = new Map<SettledPoolName, pg.Pool>();
  return {
    main,
    settled: (name, wanted) => {
      let own = settled.get(name);
      if (!own) settled.set(name, (own = newPool(name, SETTLED_POOL_SHARES[name], wanted)));
      return own;
    },
    use: (prefix) => [poolUseOf(`${prefix}main`, main), ...[...settled].map(([name, p]) => poolUseOf(`${prefix}${name}`, p))],
    end: async () => {
      await Promise.all([main.end(), ...[...settled.values()].map((p) => p.end())]);
    },
  };
}

/** The settled databases of one Db, each made once (settledDb). */
function settledOn(poolOf: (name: SettledPoolName, wanted: SettledPool) => pg.Pool): (name: SettledPoolName, wanted: SettledPool) => Db {
  const made = new Map<SettledPoolName, Db>();
  return (name, wanted) => {
    let db = made.get(name);
    if (!db) made.set(name, (db = drizzlePg({ client: poolOf(name, wanted), schema }) as unknown as Db));
    return db;
  };
}

/**
 * A pool that owns no connection: each query and checkout goes to the pool `route` names for it, and one
 * on a replica that cannot connect is done on the primary instead (the replica is marked down), so a
 * stopped replica costs a read nothing but the failed attempt. A pg.Pool itself, as drizzle needs for
 * its transactions.
 */
function routingPool(route: () => { pool: pg.Pool; failed?: () => void }, fallback: pg.Pool): pg.Pool {
  const facade = new pg.Pool({ max: 1 });
  const onTarget = (call: (pool: pg.Pool) => Promise<unknown>) => {
    const { pool, failed } = route();
    if (!failed) return call(pool);
    return call(pool).catch((err: unknown) => {
      if (!isConnectionError(err)) throw err;
      failed();
      return call(fallback);
    });
  };
  facade.query = ((...args: unknown[]) => onTarget((p) => (p.query as (...a: unknown[]) => Promise<unknown>)(...args))) as typeof facade.query;
  facade.connect = (() => onTarget((p) => p.connect())) as typeof facade.connect;
  return facade;
}

/** A replica's name in metrics and logs: its host and port, never its credentials. */
const replicaName = (url: string) => {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || '5432'}`;
};

export interface ReplicaOptions {
  urls: readonly string[];
  maxLagMs: number;
  checkMs: number;
}

/**
 * The replica-safe reads' database over `replicas` (docs/decisions/0022): a Db whose statements go to a
 * replica the replica set finds serving, or to the primary; its settled pools likewise, but the search's
 * cache writer, which writes, is the primary's. Undefined without replicas.
 */
async function openReplicas(primary: ServerPools, primaryUrl: string, replicas: ReplicaOptions, opts: { appName: string; mainMax: number; timeoutMs: number }) {
  if (!replicas.urls.length) return undefined;
  const servers = replicas.urls.map((u) => openServer(u, 'replica', opts));
  // The check's own connection per server: never queued behind a busy pool's reads.
  const probeOf = (u: string, name: string) => {
    const probe = new pg.Pool({ connectionString: u, application_name: `${opts.appName}-${name}`, max: 1, connectionTimeoutMillis: env.DB_CONNECT_TIMEOUT_MS, statement_timeout: env.DB_CONNECT_TIMEOUT_MS });
    probe.on('error', () => undefined);
    return probe;
  };
  const primaryProbe = probeOf(primaryUrl, 'primary-probe');
  const probes = replicas.urls.map((u) => probeOf(u, 'replica-probe'));
  const set = createReplicaSet({
    primaryLsn: async () => (await primaryProbe.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]!.lsn,
    replicas: probes.map((probe, i) => ({
      name: replicaName(replicas.urls[i]!),
      replayLsn: async () => (await probe.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn')).rows[0]!.lsn,
    })),
    maxLagMs: replicas.maxLagMs,
    checkMs: replicas.checkMs,
  });
  await set.check();
  const routed = (poolOf: (server: ServerPools) => pg.Pool) =>
    routingPool(() => {
      const i = set.pick();
      return i === null ? { pool: poolOf(primary) } : { pool: poolOf(servers[i]!), failed: () => set.markDown(i) };
    }, poolOf(primary));
  const db = drizzlePg({ client: routed((server) => server.main), schema }) as unknown as Db;
  settledDbs.set(db, settledOn((name, wanted) => (name === 'search-cache-write' ? primary.settled(name, wanted) : routed((server) => server.settled(name, wanted)))));
  return {
    db,
    set,
    use: () => servers.flatMap((server, i) => server.use(`replica${i}-`)),
    close: async () => {
      set.stop();
      await Promise.all([...servers.map((server) => server.end()), ...[primaryProbe, ...probes].map((probe) => probe.end())]);
    },
  };
}

/**
 * Opens a database: node-postgres when a URL is given, else PGlite in `dataDir` (or memory://),
 * and applies the committed migrations. Scripts and tests call this; the app uses getDb().
 */
export async function openDb(opts: {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  /** Per-statement limit on a server; 0 lifts it (the seed's bulk statements). Default DB_STATEMENT_TIMEOUT_MS. */
  statementTimeoutMs?: number;
  /** Connections of the process on a server, all pools together. Default DB_POOL_MAX. */
  poolMax?: number;
  /** Prefix of the connections' application_name (pg_stat_activity shows `<prefix>-<pool>`). Default `jf`. */
  applicationName?: string;
  /** Read replicas of the server at `url` for the replica-safe reads. Default DATABASE_REPLICA_URLS and its settings. */
  replicas?: ReplicaOptions;
}): Promise<DbHandle> {
  if (opts.url) {
    // Bounded waits (docs/operations.md "Health checks, logs and shutdown"): a connection within
    // DB_CONNECT_TIMEOUT_MS or an error (waiting for a free one of a busy pool included), a statement within DB_STATEMENT_TIMEOUT_MS, at most
    // DB_POOL_MAX connections per app process (SETTLED_POOL_SHARES) on the primary, as many on each replica.
    const url = opts.url;
    const appName = opts.applicationName ?? 'jf';
    const poolOpts = { appName, mainMax: mainPoolSize(opts.poolMax ?? env.DB_POOL_MAX), timeoutMs: opts.statementTimeoutMs ?? env.DB_STATEMENT_TIMEOUT_MS };
    const primary = openServer(url, 'primary', poolOpts);
    const pool = primary.main;
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    settledDbs.set(db, settledOn((name, wanted) => primary.settled(name, wanted)));
    // Several app processes may start at once: one migrates while the others wait on the lock.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(725001)');
      // A migration that builds an index over a large table may take minutes: no statement limit here.
      await client.query('set statement_timeout = 0');
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      await settleRewrittenTables(async (text) => (await client.query<{ name: string }>(text)).rows);
    } finally {
      await client.query('reset statement_timeout').catch(() => undefined);
      await client.query('select pg_advisory_unlock(725001)').catch(() => undefined);
      client.release();
    }
    const reads = await openReplicas(primary, url, opts.replicas ?? { urls: env.DATABASE_REPLICA_URLS, maxLagMs: env.DB_REPLICA_MAX_LAG_MS, checkMs: env.DB_REPLICA_CHECK_MS }, poolOpts);
    return {
      db,
      readDb: reads?.db ?? db,
      driver: 'postgres',
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
      // A connection of its own, outside the pools and their queues, with the same time limit.
      checkConnection: async () => {
        const client = new pg.Client({ connectionString: url, application_name: `${appName}-check`, connectionTimeoutMillis: env.DB_CONNECT_TIMEOUT_MS });
        client.on('error', () => undefined);
        try {
          await client.connect();
          await client.query('select 1');
        } finally {
          await client.end().catch(() => undefined);
        }
      },
      poolUse: () => [...primary.use(''), ...(reads?.use() ?? [])],
      replicaLags: () => reads?.set.lags() ?? [],
      close: async () => {
        await Promise.all([primary.end(), reads?.close()]);
      },
    };
  }
  const client = await PGlite.create(opts.dataDir ?? 'memory://', { loadDataDir: opts.loadDataDir });
  const pgliteUse = countPending(client);
  // One connection: set once for the session.
  await client.exec(Object.entries(SESSION_SETTINGS).map(([name, value]) => `set ${name} = '${value}';`).join(' '));
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  await settleRewrittenTables(async (text) => (await client.query<{ name: string }>(text)).rows);
  return {
    db,
    readDb: db,
    driver: 'pglite',
    // PGlite runs a script of several statements (pg-boss's migrations) only through exec.
    executeSql: async (text, values) =>
      values?.length ? { rows: (await client.query(text, values)).rows } : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    checkConnection: async () => void (await client.query('select 1')),
    poolUse: () => [pgliteUse()],
    replicaLags: () => [],
    close: () => client.close(),
  };
}

// One handle per process, kept on globalThis so Next's separately bundled server chunks and
// hot reloads share it (PGlite allows one opener per data folder).
const holder = globalThis as unknown as { __jfDb?: Promise<DbHandle> };

export function getDbHandle(): Promise<DbHandle> {
  holder.__jfDb ??= openDb({ url: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR }).catch((err: unknown) => {
    holder.__jfDb = undefined;
    throw err;
  });
  return holder.__jfDb;
}

/** Makes getDb() answer with a database opened elsewhere (integration tests, scripts). */
export function setDbHandle(handle: Promise<DbHandle>): void {
  holder.__jfDb = handle;
}

/** `select 1` on the app's database: the readiness check and the availability probe. */
export async function pingDb(): Promise<void> {
  await (await getDbHandle()).executeSql('select 1');
}

const dbChecks = { ping: pingDb, connect: async () => (await getDbHandle()).checkConnection() };

/**
 * Notes a failed request: a database that is away (or fails the check of a doubtful failure) is marked
 * down until pingDb answers again. Returns whether it was a connection's failure (availability.ts).
 */
export function noteFailure(err: unknown): boolean {
  return noteDbFailure(err, dbChecks);
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/**
 * The database of the replica-safe reads (docs/decisions/0022: search, details, the case library,
 * sitemaps, analytics): a read replica when one serves, else the primary. Never for a read of what the
 * same request wrote or must see current (sessions, limits, codes): those use getDb().
 */
export async function getReadDb(): Promise<Db> {
  return (await getDbHandle()).readDb;
}

export async function closeDb(): Promise<void> {
  const pending = holder.__jfDb;
  holder.__jfDb = undefined;
  if (pending) await (await pending).close();
}

/** Rows of a raw query on either driver (both answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
