import 'server-only';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { env } from '@/lib/env';
import { chinaDay } from '@/lib/format/date';
import { mailFor } from '@/lib/mail/rules';
import type { Db } from '@/lib/server/db/client';
import { mailAddresses, mailDeliveries, mailSubscriptionModes } from '@/lib/server/db/schema';

// The mail of a push, decided in the push's own transaction (lib/server/opportunities/push.ts): the
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

/** Records the mail of a push that was just sent to the inbox, if the subscription wants one. */
export async function recordMailDelivery(tx: Tx, push: PushedOpportunity, now: Date): Promise<void> {
  const [choice] = await tx.select({ mode: mailSubscriptionModes.mode }).from(mailSubscriptionModes).where(eq(mailSubscriptionModes.subscriptionId, push.subscriptionId));
  if (!choice || choice.mode === 'off') return;
  // The address is used for nothing until confirmed (email is set only then), nor after a permanent failure.
  const [address] = await tx
    .select({ email: mailAddresses.email })
    .from(mailAddresses)
    .where(and(eq(mailAddresses.userId, push.userId), eq(mailAddresses.state, 'active'), isNotNull(mailAddresses.email)));
  if (!address) return;
  const day = chinaDay(now);
  const [today] = await tx
    .select({ n: count() })
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.userId, push.userId), eq(mailDeliveries.day, day), eq(mailDeliveries.mode, 'instant')));
  const mode = mailFor(choice.mode, Number(today?.n ?? 0), env.MAIL_INSTANT_DAILY_CAP);
  if (!mode) return;
  await tx
    .insert(mailDeliveries)
    .values({ userId: push.userId, kind: push.kind === 'bid' ? 1 : 2, orderId: push.orderId, subscriptionId: push.subscriptionId, mode, reasons: [...push.reasons], day, nextAttemptAt: now })
    .onConflictDoNothing();
}
