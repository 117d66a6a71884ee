import 'server-only';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { env } from '@/lib/env';
import { chinaDay } from '@/lib/format/date';
import { mailFor } from '@/lib/mail/rules';
import type { MailMode, MailSource } from '@/lib/mail/types';
import { PUSH_KIND, type PushKind } from '@/lib/opportunities/push-kinds';
import type { Db } from '@/lib/server/db/client';
import { mailAddresses, mailDeliveries, mailSubscriptionModes, savedSearches } from '@/lib/server/db/schema';

// The mails of pushes, decided in the pushes' own transaction (lib/server/opportunities/push.ts): the
// subscription's choice, a confirmed address that still takes mail, and the instant cap (the push's
// per-user lock keeps the count exact). The unique key (user, kind, order) records it once whatever
// runs twice; the senders (./deliveries.ts) pick it up.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PushedOpportunity {
  userId: number;
  source: MailSource;
  kind: PushKind;
  orderId: string;
  reasons: readonly string[];
}

/**
 * Records the mails of pushes just sent to the inbox (one per user: a push transaction's batch), for those
 * whose subscription wants one: four statements whatever the batch's size.
 */
export async function recordMailDeliveries(tx: Tx, pushes: readonly PushedOpportunity[], now: Date): Promise<void> {
  if (pushes.length === 0) return;
  const choiceOf = await mailChoices(tx, pushes.map((p) => p.source));
  const wanted = pushes.filter((p) => choiceOf.has(sourceKey(p.source)));
  if (wanted.length === 0) return;
  const users = wanted.map((p) => p.userId);
  // The address is used for nothing until confirmed (email is set only then), nor after a permanent failure.
  const addressed = new Set(
    (
      await tx
        .select({ userId: mailAddresses.userId })
        .from(mailAddresses)
        .where(and(inArray(mailAddresses.userId, users), eq(mailAddresses.state, 'active'), isNotNull(mailAddresses.email)))
    ).map((a) => a.userId),
  );
  const day = chinaDay(now);
  const instantToday = new Map(
    (
      await tx
        .select({ userId: mailDeliveries.userId, n: count() })
        .from(mailDeliveries)
        .where(and(inArray(mailDeliveries.userId, users), eq(mailDeliveries.day, day), eq(mailDeliveries.mode, 'instant')))
        .groupBy(mailDeliveries.userId)
    ).map((r) => [r.userId, Number(r.n)]),
  );
  const rows = wanted.flatMap((push) => {
    if (!addressed.has(push.userId)) return [];
    const mode = mailFor(choiceOf.get(sourceKey(push.source))!, instantToday.get(push.userId) ?? 0, env.MAIL_INSTANT_DAILY_CAP);
    if (!mode) return [];
    if (mode === 'instant') instantToday.set(push.userId, (instantToday.get(push.userId) ?? 0) + 1);
    return [{ userId: push.userId, kind: PUSH_KIND[push.kind], orderId: push.orderId, ...push.source, mode, reasons: [...push.reasons], day, nextAttemptAt: now }];
  });
  if (rows.length) await tx.insert(mailDeliveries).values(rows).onConflictDoNothing();
}

/** One key for a source of either kind. */
export const sourceKey = (source: MailSource) => ('subscriptionId' in source ? `s${source.subscriptionId}` : `q${source.savedSearchId}`);

/** The sources' mail choices that send something (off and absent are left out), by sourceKey. */
export async function mailChoices(db: Tx | Db, sources: readonly MailSource[]): Promise<Map<string, Exclude<MailMode, 'off'>>> {
  const subscriptionIds = sources.flatMap((s) => ('subscriptionId' in s ? [s.subscriptionId] : []));
  const savedSearchIds = sources.flatMap((s) => ('savedSearchId' in s ? [s.savedSearchId] : []));
  const [subs, searches] = await Promise.all([
    subscriptionIds.length
      ? db.select({ id: mailSubscriptionModes.subscriptionId, mode: mailSubscriptionModes.mode }).from(mailSubscriptionModes).where(inArray(mailSubscriptionModes.subscriptionId, subscriptionIds))
      : [],
    savedSearchIds.length ? db.select({ id: savedSearches.id, mode: savedSearches.mailMode }).from(savedSearches).where(inArray(savedSearches.id, savedSearchIds)) : [],
  ]);
  const choices = new Map<string, Exclude<MailMode, 'off'>>();
  for (const c of subs) if (c.mode !== 'off') choices.set(sourceKey({ subscriptionId: c.id }), c.mode);
  for (const c of searches) if (c.mode !== 'off') choices.set(sourceKey({ savedSearchId: c.id }), c.mode);
  return choices;
}
