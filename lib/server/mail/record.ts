import 'server-only';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { env } from '@/lib/env';
import { chinaDay } from '@/lib/format/date';
import { mailFor } from '@/lib/mail/rules';
import type { Db } from '@/lib/server/db/client';
import { mailAddresses, mailDeliveries, mailSubscriptionModes } from '@/lib/server/db/schema';

// The mails of pushes, decided in the pushes' own transaction (lib/server/opportunities/push.ts): the
// subscription's choice, a confirmed address that still takes mail, and the instant cap (the push's
// per-user lock keeps the count exact). The unique key (user, kind, order) records it once whatever
// runs twice; the senders (./deliveries.ts) pick it up.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PushedOpportunity {
  userId: number;
  subscriptionId: number;
  kind: 'bid' | 'outsourcing';
  orderId: string;
  reasons: readonly string[];
}

/**
 * Records the mails of pushes just sent to the inbox (one per user: a push transaction's batch), for those
 * whose subscription wants one: four statements whatever the batch's size.
 */
export async function recordMailDeliveries(tx: Tx, pushes: readonly PushedOpportunity[], now: Date): Promise<void> {
  if (pushes.length === 0) return;
  const choices = await tx
    .select({ subscriptionId: mailSubscriptionModes.subscriptionId, mode: mailSubscriptionModes.mode })
    .from(mailSubscriptionModes)
    .where(inArray(mailSubscriptionModes.subscriptionId, pushes.map((p) => p.subscriptionId)));
  const choiceOf = new Map(choices.filter((c) => c.mode !== 'off').map((c) => [c.subscriptionId, c.mode]));
  const wanted = pushes.filter((p) => choiceOf.has(p.subscriptionId));
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
    const mode = mailFor(choiceOf.get(push.subscriptionId)!, instantToday.get(push.userId) ?? 0, env.MAIL_INSTANT_DAILY_CAP);
    if (!mode) return [];
    if (mode === 'instant') instantToday.set(push.userId, (instantToday.get(push.userId) ?? 0) + 1);
    return [{ userId: push.userId, kind: push.kind === 'bid' ? 1 : 2, orderId: push.orderId, subscriptionId: push.subscriptionId, mode, reasons: [...push.reasons], day, nextAttemptAt: now }];
  });
  if (rows.length) await tx.insert(mailDeliveries).values(rows).onConflictDoNothing();
}
