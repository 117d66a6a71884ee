import 'server-only';
import { log } from '@/lib/server/log';
import { readBulkManifest } from '@/lib/server/ocds';
import { JOBS, OCDS_BULK_JOB } from './jobs';
import { appQueue } from './queue';

const RETRY_MS = 30_000;

/**
 * Starts the queue with every job, from instrumentation.ts. A database that is not reachable yet must
 * not stop the server from serving pages: the failure is logged and the start tried again.
 */
export function startJobs(): void {
  appQueue(JOBS).then(
    async (boss) => {
      log.info('jobs.started', { jobs: JOBS.map((j) => j.name) });
      // A new site lists its open data files from the first day, not after the first midnight.
      if (await readBulkManifest()) return;
      await boss.send(OCDS_BULK_JOB, {}, { singletonKey: 'first' }).catch((err: unknown) => {
        log.error('ocds.bulk_first_failed', { error: err instanceof Error ? err.message : String(err) });
      });
    },
    (err: unknown) => {
      log.error('jobs.start_failed', { error: err instanceof Error ? err.message : String(err), retryInMs: RETRY_MS });
      setTimeout(startJobs, RETRY_MS).unref();
    },
  );
}
