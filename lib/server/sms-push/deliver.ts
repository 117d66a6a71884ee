import 'server-only';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { env } from '@/lib/env';
import { pushText, shortLink, shortTitle } from '@/lib/sms-push/rules';
import { getDb } from '@/lib/server/db/client';
import { smsPushes, smsPushSettings, users } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { configuredProvider, type SmsProvider } from '@/lib/server/sms';
import { SMS_PUSH_ATTEMPTS } from './queue';

// Sending one queued push SMS: the job of SMS_PUSH_JOB. One statement claims the row (queued ->
// sending), so of two workers on the same push one sends and the other finds it taken: one SMS, whatever
// runs it. The provider is called outside any transaction (it may take seconds; PGlite has one
// connection). A failed try goes back to queued with its count and is thrown, for pg-boss to retry with
// backoff; the last one gives it up. A claim left by a worker that died is taken again after CLAIM_TTL_SEC.

export type DeliverOutcome = 'sent' | 'done' | 'cancelled' | 'retry' | 'failed';

/** A claim older than this is a worker that stopped mid-send (a send gives up after 10 s). */
const CLAIM_TTL_SEC = 300;

const jobData = z.object({ id: z.number().int().positive() });

/** The job's handler: sends the push, or throws for pg-boss to try again later. */
export async function runSmsPushJob(data: object, provider: SmsProvider = configuredProvider()): Promise<DeliverOutcome> {
  const { id } = jobData.parse(data);
  const outcome = await deliverSmsPush(id, provider);
  if (outcome.result === 'retry') throw new Error(`sms push ${id} failed: ${outcome.error}`);
  return outcome.result;
}

/** One try at push `id`: 'done' when it is not there to send (sent, being sent, given up, cancelled). */
export async function deliverSmsPush(id: number, provider: SmsProvider): Promise<{ result: DeliverOutcome; error?: string }> {
  const db = await getDb();
  const claimable = or(eq(smsPushes.status, 'queued'), and(eq(smsPushes.status, 'sending'), lt(smsPushes.claimedAt, sql`now() - make_interval(secs => ${CLAIM_TTL_SEC})`)));
  const [push] = await db
    .update(smsPushes)
    .set({ status: 'sending', claimedAt: sql`now()` })
    .where(and(eq(smsPushes.id, id), claimable))
    .returning();
  if (!push) return { result: 'done' };
  const [user] = await db
    .select({ mobile: users.mobile, enabled: smsPushSettings.enabled })
    .from(users)
    .leftJoin(smsPushSettings, eq(smsPushSettings.userId, users.id))
    .where(eq(users.id, push.userId));
  const settle = (set: Partial<typeof smsPushes.$inferInsert>) => db.update(smsPushes).set(set).where(eq(smsPushes.id, id));
  // Opted out (or gone) since it was queued: the night's wait must not overrule the user's choice.
  if (!user?.enabled) {
    await settle({ status: 'cancelled' });
    return { result: 'cancelled' };
  }
  const title = shortTitle(push.title);
  const link = shortLink(env.SITE_DOMAIN, push.code);
  const attempts = push.attempts + 1;
  try {
    await provider.send({ phone: user.mobile, sign: env.SMS_SIGN, text: pushText(title, link), template: { kind: 'push', params: { title, link } } });
  } catch (err) {
    const error = String((err as { code?: unknown }).code ?? (err instanceof Error ? err.message : err)).slice(0, 200);
    const givenUp = attempts >= SMS_PUSH_ATTEMPTS;
    await settle({ status: givenUp ? 'failed' : 'queued', attempts, lastError: error });
    log.warn(givenUp ? 'sms_push.given_up' : 'sms_push.retry', { id, attempts, error });
    return { result: givenUp ? 'failed' : 'retry', error };
  }
  await settle({ status: 'sent', attempts, sentAt: new Date() });
  return { result: 'sent' };
}

/** Where a push's short link /p/<code> leads: the record's own address, or null for no such push. */
export async function pushLinkOf(code: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ link: smsPushes.link }).from(smsPushes).where(eq(smsPushes.code, code));
  return row?.link ?? null;
}
