import 'server-only';
import PgBoss from 'pg-boss';
import { sqlState } from '@/lib/server/db/availability';
import { getDbHandle, type DbHandle } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { traceJob } from '@/lib/tracing.mjs';

// The one job queue: pg-boss, on the app's own database through its connection (PostgreSQL's pool or
// the embedded PGlite), so background work survives restarts, runs once across every app process,
// and needs nothing beside the database. Its tables live in the schema `pgboss`.

export interface JobDefinition {
  name: string;
  /** Runs one job on `boss` (to queue follow-up jobs); a throw marks it failed (pg-boss retries as the queue says). */
  run: (data: object, boss: PgBoss) => Promise<void>;
  /** A cron expression (UTC) when the job runs on a schedule. */
  cron?: string;
  /** How long one run may take before pg-boss takes it for lost and retries it (its default: 15 minutes). */
  expireInSeconds?: number;
}

/**
 * SQLSTATEs of a start that ran into another process's start on the same database (two servers
 * deployed at once both install pg-boss's schema and create its queues): a deadlock, a lock not
 * granted, a serialization failure, or a table or row the other just created. Another try, a moment
 * later, finds the work done. Seen in CI: "deadlock detected" left one process without its queue
 * for 30 s and a requirement published through it unannounced.
 */
const START_RACES = new Set(['40P01', '55P03', '40001', '23505', '42P07']);
const START_ATTEMPTS = 5;

async function startOnce(handle: DbHandle, jobs: readonly JobDefinition[], opts: { pollingIntervalSeconds?: number }): Promise<PgBoss> {
  const boss = new PgBoss({ db: { executeSql: (text, values) => handle.executeSql(text, values) }, schema: 'pgboss' });
  boss.on('error', (err: unknown) => log.error('jobs.error', { error: err instanceof Error ? err.message : String(err) }));
  try {
    await boss.start();
    for (const job of jobs) {
      await boss.createQueue(job.name);
      // A queue made before its job named a longer run takes it as well (updateQueue keeps what it is not given).
      if (job.expireInSeconds) await boss.updateQueue(job.name, { name: job.name, expireInSeconds: job.expireInSeconds });
      await boss.work<object>(job.name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async (batch) => {
        for (const item of batch) {
          try {
            // Each job is a trace of its own when traces are on (docs/operations.md "Traces").
            await traceJob(job.name, item.id, () => job.run(item.data ?? {}, boss));
          } catch (err) {
            // pg-boss keeps the failure on the job row only: say it where an operator looks, then let
            // the queue retry it as the job was sent.
            log.error('jobs.failed', { job: job.name, id: item.id, error: err instanceof Error ? err.message : String(err) });
            throw err;
          }
        }
      });
      if (job.cron) await boss.schedule(job.name, job.cron);
    }
    return boss;
  } catch (err) {
    // A half-started instance cannot start again, and its timers (maintenance, polling) would run on.
    await boss.stop({ graceful: false, wait: false }).catch(() => undefined);
    throw err;
  }
}

/**
 * A queue started on a database: its jobs are worked and scheduled until `stop`. A start that races
 * another process's is tried again (up to 5 times, a fraction of a second apart).
 */
export async function startQueue(handle: DbHandle, jobs: readonly JobDefinition[], opts: { pollingIntervalSeconds?: number } = {}): Promise<PgBoss> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(handle, jobs, opts);
    } catch (err) {
      const code = sqlState(err);
      if (attempt >= START_ATTEMPTS || !code || !START_RACES.has(code)) throw err;
      log.warn('jobs.start_retry', { attempt, code, error: err instanceof Error ? err.message : String(err) });
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 400));
    }
  }
}

/** Where this process's queue is: readiness says `jobs` until it has started (lib/server/health/service.ts). */
export type QueueState = 'stopped' | 'starting' | 'started' | 'failed';

const holder = globalThis as unknown as { __jfQueue?: Promise<PgBoss>; __jfQueueState?: QueueState };

/** The process's queue on the app database (started once, from instrumentation.ts). */
export function appQueue(jobs: readonly JobDefinition[]): Promise<PgBoss> {
  if (!holder.__jfQueue) {
    holder.__jfQueueState = 'starting';
    holder.__jfQueue = getDbHandle()
      .then((handle) => startQueue(handle, jobs))
      .then(
        (boss) => {
          holder.__jfQueueState = 'started';
          return boss;
        },
        (err: unknown) => {
          holder.__jfQueue = undefined;
          holder.__jfQueueState = 'failed';
          throw err;
        },
      );
  }
  return holder.__jfQueue;
}

export const queueState = (): QueueState => holder.__jfQueueState ?? 'stopped';

/** Stops this process's queue, if it started: a job in progress gets up to 10 s to finish. */
export async function stopQueue(): Promise<void> {
  const pending = holder.__jfQueue;
  holder.__jfQueue = undefined;
  holder.__jfQueueState = 'stopped';
  const boss = await pending?.catch(() => undefined);
  await boss?.stop({ graceful: true, timeout: 10_000, wait: true });
}
