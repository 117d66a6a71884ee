import 'server-only';
import { closeDb } from '@/lib/server/db/client';
import { stopQueue } from '@/lib/server/jobs/queue';
import { log } from '@/lib/server/log';
import { stopTracing } from '@/lib/tracing.mjs';

/**
 * What the process holds open, closed in order once server/server.mjs has finished the requests in
 * flight: the job queue first (a job running finishes, none starts), then the database, then the traces
 * still batched are sent.
 */
export async function stopApp(): Promise<void> {
  await stopQueue();
  await closeDb();
  await stopTracing();
  log.info('server.stopped');
}

/** Hands stopApp to server/server.mjs, which calls it after SIGTERM (it runs outside Next's bundles). */
export function registerStopApp(): void {
  (globalThis as unknown as { __jfStopApp?: () => Promise<void> }).__jfStopApp = stopApp;
}
