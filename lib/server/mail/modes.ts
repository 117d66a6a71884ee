import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/envelope';
import type { MailMode } from '@/lib/mail/types';
import type { Channel } from '@/lib/opportunities/schemas';
import { CHANNEL_TITLES } from '@/lib/opportunities/summary';
import { getDb } from '@/lib/server/db/client';
import { mailSubscriptionModes, opportunitySubscriptions, savedSearches } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import type { UnsubscribeTarget } from './links';

// Each opportunity subscription's and saved search's e-mail (docs/features.md, E-mail): 不发送邮件 (the
// default), 即时发送 or 每日摘要, chosen in 我的订阅管理 and 我的订阅搜索 and turned off by a mail's
// unsubscribe link.

interface Subscriber {
  userId: number;
  buId: number;
}

/** The mail choice of each of the identity's subscriptions, by channel (absent: 不发送邮件). */
export async function listMailModes(who: Subscriber): Promise<Record<number, MailMode>> {
  const db = await getDb();
  const rows = await db
    .select({ channel: opportunitySubscriptions.channel, mode: mailSubscriptionModes.mode })
    .from(opportunitySubscriptions)
    .innerJoin(mailSubscriptionModes, eq(mailSubscriptionModes.subscriptionId, opportunitySubscriptions.id))
    .where(and(eq(opportunitySubscriptions.userId, who.userId), eq(opportunitySubscriptions.buId, who.buId)));
  return Object.fromEntries(rows.map((r) => [r.channel, r.mode]));
}

/** Sets the mail choice of one of the identity's own subscriptions (404 for a channel it has not subscribed). */
export async function setSubscriptionMail(who: Subscriber, channel: number, mode: MailMode): Promise<{ channel: number; mode: MailMode }> {
  const db = await getDb();
  const [sub] = await db
    .select({ id: opportunitySubscriptions.id })
    .from(opportunitySubscriptions)
    .where(and(eq(opportunitySubscriptions.userId, who.userId), eq(opportunitySubscriptions.buId, who.buId), eq(opportunitySubscriptions.channel, channel as Channel)));
  if (!sub) throw new ApiError(404, ErrorCode.notFound, '未找到该订阅');
  await db
    .insert(mailSubscriptionModes)
    .values({ subscriptionId: sub.id, userId: who.userId, mode })
    .onConflictDoUpdate({ target: mailSubscriptionModes.subscriptionId, set: { mode, updatedAt: sql`now()` } });
  return { channel, mode };
}

/** Sets the mail choice of one of the user's saved searches (404 for another's or a missing one). */
export async function setSavedSearchMail(userId: number, id: number, mode: MailMode): Promise<{ id: number; mode: MailMode }> {
  const db = await getDb();
  const rows = await db
    .update(savedSearches)
    .set({ mailMode: mode })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (!rows.length) throw new ApiError(404, ErrorCode.notFound, '订阅搜索不存在');
  return { id, mode };
}

/** The names of the subscriptions and saved searches an unsubscribe link names (only the user's own). */
export async function unsubscribeTitles(target: UnsubscribeTarget): Promise<string[]> {
  const db = await getDb();
  const [subs, searches] = await Promise.all([
    target.subscriptionIds.length
      ? db
          .select({ channel: opportunitySubscriptions.channel })
          .from(opportunitySubscriptions)
          .where(and(inArray(opportunitySubscriptions.id, target.subscriptionIds), eq(opportunitySubscriptions.userId, target.userId)))
      : [],
    target.savedSearchIds.length
      ? db
          .select({ name: savedSearches.name })
          .from(savedSearches)
          .where(and(inArray(savedSearches.id, target.savedSearchIds), eq(savedSearches.userId, target.userId)))
      : [],
  ]);
  return [...new Set([...subs.map((r) => CHANNEL_TITLES[r.channel] ?? '商机'), ...searches.map((r) => r.name)])];
}

/** Turns the mails of the link's sources off (不发送邮件); the subscriptions and saved searches themselves stay. */
export async function unsubscribeMail(target: UnsubscribeTarget): Promise<void> {
  const db = await getDb();
  if (target.subscriptionIds.length) {
    await db
      .update(mailSubscriptionModes)
      .set({ mode: 'off', updatedAt: sql`now()` })
      .where(and(inArray(mailSubscriptionModes.subscriptionId, target.subscriptionIds), eq(mailSubscriptionModes.userId, target.userId)));
  }
  if (target.savedSearchIds.length) {
    await db
      .update(savedSearches)
      .set({ mailMode: 'off' })
      .where(and(inArray(savedSearches.id, target.savedSearchIds), eq(savedSearches.userId, target.userId)));
  }
}
