import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApiError } from '@/lib/server/http/errors';
import { ErrorCode } from '@/lib/api/envelope';
import { getDbHandle, noteFailure, pingDb } from '@/lib/server/db/client';
import { queueState } from '@/lib/server/jobs/queue';
import { counters, type CounterName } from './metrics';

// Liveness and readiness for a load balancer or an orchestrator (docs/operations.md "Health checks, logs and shutdown").

const startedAt = Date.now();
/** A database that takes longer than this to answer `select 1` is not ready for traffic. */
const READY_TIMEOUT_MS = 2000;

export interface Liveness {
  status: 'ok';
  uptimeSec: number;
  /** This process's alert counters (lib/server/health/metrics.ts). */
  counters: Record<CounterName, number>;
}

/** Each condition of readiness, `ok` or what is wrong. */
export interface ReadyChecks {
  draining: boolean;
  database: 'ok' | 'down' | 'slow';
  /** `pending`: this build has migrations the database has not recorded (lib/server/db/client.ts migrates at start). */
  migrations: 'ok' | 'pending' | 'unknown';
  /** The job queue of this process (lib/server/jobs/queue.ts). */
  jobs: 'ok' | 'starting' | 'failed' | 'stopped';
}

export interface Readiness {
  status: 'ready';
  database: 'pglite' | 'postgres';
  latencyMs: number;
  checks: ReadyChecks;
}

/** The process answers: nothing else is asked, so a database outage never gets the process restarted. */
export function liveness(): Liveness {
  return { status: 'ok', uptimeSec: Math.round((Date.now() - startedAt) / 1000), counters: counters() };
}

/** The newest migration of this build (drizzle records its `when` as the applied row's created_at). */
const newestMigration = (() => {
  let when: number | undefined;
  return () => {
    when ??= Math.max(...(JSON.parse(readFileSync(path.join(process.cwd(), 'migrations/meta/_journal.json'), 'utf8')) as { entries: { when: number }[] }).entries.map((e) => e.when));
    return when;
  };
})();

/** Once seen applied, migrations stay applied: later checks cost nothing. */
const seen = globalThis as unknown as { __jfMigrationsApplied?: boolean };

async function migrationsCheck(): Promise<ReadyChecks['migrations']> {
  if (seen.__jfMigrationsApplied) return 'ok';
  const { rows } = await (await getDbHandle()).executeSql('select max(created_at)::text as newest from drizzle.__drizzle_migrations');
  const newest = Number((rows[0] as { newest: string | null } | undefined)?.newest ?? 0);
  seen.__jfMigrationsApplied = newest >= newestMigration();
  return seen.__jfMigrationsApplied ? 'ok' : 'pending';
}

async function databaseCheck(): Promise<ReadyChecks['database']> {
  let timer: NodeJS.Timeout | undefined;
  const slow = Symbol('slow');
  try {
    const answer = await Promise.race([pingDb(), new Promise((resolve) => (timer = setTimeout(() => resolve(slow), READY_TIMEOUT_MS)))]);
    return answer === slow ? 'slow' : 'ok';
  } catch (err) {
    noteFailure(err);
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

const JOB_CHECK = { started: 'ok', starting: 'starting', failed: 'failed', stopped: 'stopped' } as const;

/**
 * Ready for traffic: not shutting down, the database answers within READY_TIMEOUT_MS, it has every
 * migration of this build, and the job queue has started. Not ready: 503 50300 with the checks as its
 * data, so whoever looks sees why.
 */
export async function readiness(): Promise<Readiness> {
  const started = performance.now();
  const draining = Boolean((globalThis as unknown as { __jfDraining?: boolean }).__jfDraining);
  const database = await databaseCheck();
  const latencyMs = Math.round(performance.now() - started);
  const migrations = database === 'ok' ? await migrationsCheck().catch(() => 'unknown' as const) : 'unknown';
  const checks: ReadyChecks = { draining, database, migrations, jobs: JOB_CHECK[queueState()] };
  if (draining || database !== 'ok' || migrations !== 'ok' || checks.jobs !== 'ok') {
    throw new ApiError(503, ErrorCode.unavailable, '服务繁忙，请稍后重试', { status: 'not_ready', checks });
  }
  return { status: 'ready', database: (await getDbHandle()).driver, latencyMs, checks };
}
