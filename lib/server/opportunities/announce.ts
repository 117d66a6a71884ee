import 'server-only';
import type PgBoss from 'pg-boss';
import { JOBS } from '@/lib/server/jobs/jobs';
import { getDbHandle } from '@/lib/server/db/client';
import { appQueue, startQueue } from '@/lib/server/jobs/queue';
import { log } from '@/lib/server/log';
import type { PushRef } from '@/lib/opportunities/push-kinds';
import { OPPORTUNITY_PUSH_JOB, queueOpportunityPushes } from './push';

/**
 * Hands a new record to the job queue for delivery to its subscribers and saved searches (an opportunity,
 * a newly listed scheme). The job is a row in the
 * database from here on: it survives a restart and runs once on whichever process takes it; a retry
 * after a failure cannot deliver twice (opportunity_push). A failure to queue is logged, never the
 * caller's failure: the opportunity itself is saved either way. A failed delivery (a database that
 * blinked) is tried again within seconds, then after twice as long each time (pg-boss's jittered
 * backoff: 4-8 s, 8-16 s, ... about four minutes in all): news of an opportunity is worth most early.
 */
export async function announceRecord(ref: PushRef): Promise<void> {
  try {
    await queueOpportunityPushes(await appQueue(JOBS), [ref]);
  } catch (err) {
    log.error('opportunity.announce_failed', { ...ref, error: err instanceof Error ? err.message : String(err) });
  }
}


/** A command's queue for pushes (an import run beside the server): it works no jobs, a server process delivers them. Stop it when done. */
export async function openPushQueue(): Promise<PgBoss> {
  const boss = await startQueue(await getDbHandle(), []);
  await boss.createQueue(OPPORTUNITY_PUSH_JOB);
  return boss;
}
