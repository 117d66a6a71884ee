import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { env } from '@/lib/env';
import { pushText, shortLink, shortTitle } from '@/lib/sms-push/rules';
import { getDb } from '@/lib/server/db/client';
import { smsPushes, smsPushSettings, users } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { configuredProvider, type SmsProvider } from '@/lib/server/sms';
import { SMS_PUSH_ATTEMPTS } from './queue';

// Sending one queued push SMS: the job of SMS_PUSH_JOB. The row is locked while the provider is called,
// so a second worker on the same push waits and then finds it sent: one SMS, whatever runs it. A failed
// try is counted on the row and thrown, for pg-boss to retry with backoff; the last one gives it up.

export type DeliverOutcome = 'sent' | 'done' | 'cancelled' | 'retry' | 'failed';

const jobData = z.object({ id: z.number().int().positive() });

/** The job's handler: sends the push, or throws for pg-boss to try again later. */
export async function runSmsPushJob(data: object, provider: SmsProvider = configuredProvider()): Promise<DeliverOutcome> {
  const { id } = jobData.parse(data);
  const outcome = await deliverSmsPush(id, provider);
  if (outcome.result === 'retry') throw new Error(`sms push ${id} failed: ${outcome.error}`);
  return outcome.result;
}

/** One try at push `id`: 'done' when it is no longer queued (sent by another worker, given up, cancelled). */
export async function deliverSmsPush(id: number, provider: SmsProvider): Promise<{ result: DeliverOutcome; error?: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [push] = await tx.select().from(smsPushes).where(eq(smsPushes.id, id)).for('update');
    if (!push || push.status !== 'queued') return { result: 'done' };
    const [user] = await tx
      .select({ mobile: users.mobile, enabled: smsPushSettings.enabled })
      .from(users)
      .leftJoin(smsPushSettings, eq(smsPushSettings.userId, users.id))
      .where(eq(users.id, push.userId));
    // Opted out (or gone) since it was queued: the night's wait must not overrule the user's choice.
    if (!user?.enabled) {
      await tx.update(smsPushes).set({ status: 'cancelled' }).where(eq(smsPushes.id, id));
      return { result: 'cancelled' };
    }
    const title = shortTitle(push.title);
    const link = shortLink(env.SITE_DOMAIN, push.code);
    try {
      await provider.send({ phone: user.mobile, sign: env.SMS_SIGN, text: pushText(title, link), template: { kind: 'push', params: { title, link } } });
    } catch (err) {
      const error = (err as { code?: unknown }).code ?? (err instanceof Error ? err.message : String(err));
      const attempts = push.attempts + 1;
      const givenUp = attempts >= SMS_PUSH_ATTEMPTS;
      await tx
        .update(smsPushes)
        .set({ attempts, lastError: String(error).slice(0, 200), ...(givenUp ? { status: 'failed' as const } : {}) })
        .where(eq(smsPushes.id, id));
      log.warn(givenUp ? 'sms_push.given_up' : 'sms_push.retry', { id, attempts, error: String(error) });
      return { result: givenUp ? 'failed' : 'retry', error: String(error) };
    }
    await tx.update(smsPushes).set({ status: 'sent', attempts: push.attempts + 1, sentAt: sql`now()` }).where(eq(smsPushes.id, id));
    return { result: 'sent' };
  });
}

/** Where a push's short link /p/<code> leads: the record's own address, or null for no such push. */
export async function pushLinkOf(code: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ link: smsPushes.link }).from(smsPushes).where(eq(smsPushes.code, code));
  return row?.link ?? null;
}
