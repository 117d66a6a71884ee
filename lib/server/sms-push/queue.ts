import 'server-only';
import { randomBytes } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { and, count, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { pushDayOf, sendAtFor, underDailyCap } from '@/lib/sms-push/rules';
import { getDb } from '@/lib/server/db/client';
import { smsPushes, smsPushSettings } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';

// Queuing a push SMS (docs/features.md "SMS pushes"): called once an opportunity reached a user's inbox
// (lib/server/opportunities/push.ts). The row is the claim: unique per user and opportunity, counted
// against the day it goes out under a per-user lock, so two processes pushing at once still stay
// within the cap and queue it once. The job (deliver.ts) then sends it, at 08:00 if it fell in the night.

/** The job that sends one push SMS (lib/server/jobs/jobs.ts works it). */
export const SMS_PUSH_JOB = 'sms-push.send';

/** Tries of one push SMS; pg-boss waits about 1, 2, 4 minutes between them (jittered backoff), then it is given up. */
export const SMS_PUSH_ATTEMPTS = 4;
export const SMS_PUSH_RETRY = { retryLimit: SMS_PUSH_ATTEMPTS - 1, retryDelay: 60, retryBackoff: true } as const;

/** Advisory-lock namespace of the per-user count (the second key is the user id). */
const SMS_PUSH_LOCK = 17018;

export interface PushToText {
  userId: number;
  ref: { kind: 'bid' | 'outsourcing'; orderId: string };
  title: string;
  link: string;
}

export type QueueOutcome = 'queued' | 'off' | 'capped' | 'already' | 'no-template' | 'error';

/** The template clouds send only approved templates: without a push template there is nothing to send. */
const canSendPushes = () => (env.SMS_PROVIDER !== 'aliyun' && env.SMS_PROVIDER !== 'tencent') || Boolean(env.SMS_TEMPLATE_PUSH);

/**
 * Queues the push SMS of an opportunity for a user who opted in: its row, then its job starting at
 * sendAtFor(now). Never throws: the inbox message is delivered either way; a failure is logged.
 */
export async function queueSmsPush(boss: PgBoss, push: PushToText, now = new Date()): Promise<QueueOutcome> {
  try {
    if (!canSendPushes()) return 'no-template';
    const sendAt = sendAtFor(now);
    const day = pushDayOf(sendAt);
    const db = await getDb();
    const claimed = await db.transaction(async (tx): Promise<number | 'off' | 'capped' | 'already'> => {
      const [setting] = await tx.select({ enabled: smsPushSettings.enabled }).from(smsPushSettings).where(eq(smsPushSettings.userId, push.userId));
      if (!setting?.enabled) return 'off';
      await tx.execute(sql`select pg_advisory_xact_lock(${SMS_PUSH_LOCK}, ${push.userId})`);
      const [that] = await tx
        .select({ n: count() })
        .from(smsPushes)
        .where(and(eq(smsPushes.userId, push.userId), eq(smsPushes.day, day), ne(smsPushes.status, 'failed'), ne(smsPushes.status, 'cancelled')));
      if (!underDailyCap(Number(that?.n ?? 0))) return 'capped';
      const [row] = await tx
        .insert(smsPushes)
        .values({ userId: push.userId, kind: push.ref.kind === 'bid' ? 1 : 2, orderId: push.ref.orderId, title: push.title, link: push.link, code: randomBytes(6).toString('base64url'), day, sendAfter: sendAt })
        .onConflictDoNothing()
        .returning({ id: smsPushes.id });
      return row ? row.id : 'already';
    });
    if (typeof claimed !== 'number') return claimed;
    await boss.send(SMS_PUSH_JOB, { id: claimed }, { startAfter: sendAt, singletonKey: `sms-push:${claimed}`, ...SMS_PUSH_RETRY });
    return 'queued';
  } catch (err) {
    log.error('sms_push.queue_failed', { userId: push.userId, ...push.ref, error: err instanceof Error ? err.message : String(err) });
    return 'error';
  }
}

/** A queued push this long past its time has lost its job: every try of a live one is over by then (about 7 minutes). */
const STALE_MS = 30 * 60_000;

/**
 * Sends the job again for pushes whose job was lost (a process stopped between the row and its job, or
 * in the middle of a send, or the retries ran out on a database error): the sweep of jobs.ts, every 10
 * minutes. A push whose job is in fact still alive is claimed once all the same (deliver.ts).
 */
export async function requeueStalePushes(boss: PgBoss, now = new Date()): Promise<number> {
  const db = await getDb();
  const stale = await db
    .select({ id: smsPushes.id })
    .from(smsPushes)
    .where(and(inArray(smsPushes.status, ['queued', 'sending']), lt(smsPushes.sendAfter, new Date(now.getTime() - STALE_MS))))
    .orderBy(smsPushes.sendAfter)
    .limit(100);
  for (const { id } of stale) await boss.send(SMS_PUSH_JOB, { id }, SMS_PUSH_RETRY);
  if (stale.length) log.warn('sms_push.requeued', { count: stale.length });
  return stale.length;
}
