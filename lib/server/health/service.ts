import 'server-only';
import { ApiError } from '@/lib/server/http/errors';
import { ErrorCode } from '@/lib/api/envelope';
import { getDbHandle, noteFailure, pingDb } from '@/lib/server/db/client';
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

export interface Readiness {
  status: 'ready';
  database: 'pglite' | 'postgres';
  latencyMs: number;
}

/** The process answers: nothing else is asked, so a database outage never gets the process restarted. */
export function liveness(): Liveness {
  return { status: 'ok', uptimeSec: Math.round((Date.now() - startedAt) / 1000), counters: counters() };
}

const notReady = () => new ApiError(503, ErrorCode.unavailable, '服务繁忙，请稍后重试');

/** Ready for traffic: not shutting down, and the database answers within READY_TIMEOUT_MS. */
export async function readiness(): Promise<Readiness> {
  if ((globalThis as unknown as { __jfDraining?: boolean }).__jfDraining) throw notReady();
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pingDb(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(notReady()), READY_TIMEOUT_MS);
      }),
    ]);
  } catch (err) {
    noteFailure(err);
    throw notReady();
  } finally {
    clearTimeout(timer);
  }
  return { status: 'ready', database: (await getDbHandle()).driver, latencyMs: Math.round(performance.now() - started) };
}
