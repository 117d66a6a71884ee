import 'server-only';
import { and, count, eq, isNull } from 'drizzle-orm';
import { chatUnreadCount } from '@/lib/server/chat';
import { getDb } from '@/lib/server/db/client';
import { userMessages } from '@/lib/server/db/schema';
import type { UnreadCounts } from '@/lib/session/types';

/** Message kinds and the count each feeds (001 §7); 'receiver' is the per-receiver direct message. */
const FIELD_OF_KIND: Record<string, keyof UnreadCounts> = {
  sys: 'sysnum',
  order: 'ordernum',
  lm: 'lmnum',
  bid_push: 'bid_push',
  receiver: 'receiverUnread',
};

/**
 * The user's unread messages by kind, in one grouped query; unread chat messages join the per-receiver
 * count (001 §7: a per-receiver unread count added).
 */
export async function unreadCounts(userId: number): Promise<UnreadCounts> {
  const db = await getDb();
  const [rows, chat] = await Promise.all([
    db
      .select({ kind: userMessages.kind, n: count() })
      .from(userMessages)
      .where(and(eq(userMessages.userId, userId), isNull(userMessages.readAt)))
      .groupBy(userMessages.kind),
    chatUnreadCount(userId),
  ]);
  const counts: UnreadCounts = { sysnum: 0, ordernum: 0, lmnum: 0, bid_push: 0, receiverUnread: 0 };
  for (const { kind, n } of rows) {
    const field = FIELD_OF_KIND[kind];
    if (field) counts[field] = Number(n);
  }
  counts.receiverUnread += chat;
  return counts;
}
