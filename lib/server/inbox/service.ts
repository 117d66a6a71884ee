import 'server-only';
import { and, count, desc, eq, gte, isNull, lt } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/envelope';
import { startOfChinaDay } from '@/lib/format/date';
import type { InboxListInput } from '@/lib/inbox/schemas';
import { INBOX_KINDS, INBOX_PAGE_SIZE, type InboxKind, type InboxPage } from '@/lib/inbox/types';
import { unreadCounts } from '@/lib/server/accounts';
import { getDb } from '@/lib/server/db/client';
import { userMessages } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';

// The inbox (站内信): a user's own messages only; every query is keyed by the caller's user id.

/** A page of the user's messages of one kind, newest first, with the unread count of every kind. */
export async function listMessages(userId: number, { kind, page }: InboxListInput): Promise<InboxPage> {
  const db = await getDb();
  const where = and(eq(userMessages.userId, userId), eq(userMessages.kind, kind));
  const [rows, [total], counts] = await Promise.all([
    db
      .select()
      .from(userMessages)
      .where(where)
      .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    db.select({ n: count() }).from(userMessages).where(where),
    unreadCounts(userId),
  ]);
  const byField: Record<InboxKind, number> = { bid_push: counts.bid_push, sys: counts.sysnum, order: counts.ordernum, lm: counts.lmnum, receiver: counts.receiverUnread };
  return {
    list: rows.map((r) => ({ id: r.id, kind: (INBOX_KINDS.find((k) => k.key === r.kind)?.key ?? kind) as InboxKind, title: r.title, body: r.body, link: r.link, read: r.readAt !== null, createdAt: r.createdAt.toISOString() })),
    total: Number(total?.n ?? 0),
    unread: byField,
  };
}

/** Marks one of the user's messages read; another user's message, or none, is a 404 and nothing changes. */
export async function markRead(userId: number, id: number): Promise<void> {
  const db = await getDb();
  const [row] = await db.select({ readAt: userMessages.readAt }).from(userMessages).where(and(eq(userMessages.id, id), eq(userMessages.userId, userId)));
  if (!row) throw new ApiError(404, ErrorCode.notFound, '消息不存在');
  if (!row.readAt) await db.update(userMessages).set({ readAt: new Date() }).where(and(eq(userMessages.id, id), eq(userMessages.userId, userId)));
}

/** Unanswered pushes of one day that put a supplier off duty the next (001 §8). */
export const OFF_DUTY_AFTER = 3;

/**
 * How many of yesterday's (Asia/Shanghai) opportunity pushes the user left unread, when that is
 * OFF_DUTY_AFTER or more: the header then says they may not go on duty today. 0 otherwise.
 */
export async function unansweredYesterday(userId: number, now = new Date()): Promise<number> {
  const startOfToday = startOfChinaDay(now);
  const startOfYesterday = startOfChinaDay(new Date(startOfToday.getTime() - 1));
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), eq(userMessages.kind, 'bid_push'), isNull(userMessages.readAt), gte(userMessages.createdAt, startOfYesterday), lt(userMessages.createdAt, startOfToday)));
  const n = Number(row?.n ?? 0);
  return n >= OFF_DUTY_AFTER ? n : 0;
}

/** Marks every unread message of the user read (of one kind, or all); answers how many. */
export async function markAllRead(userId: number, kind?: InboxKind): Promise<number> {
  const db = await getDb();
  const where = and(eq(userMessages.userId, userId), isNull(userMessages.readAt), kind ? eq(userMessages.kind, kind) : undefined);
  const rows = await db.update(userMessages).set({ readAt: new Date() }).where(where).returning({ id: userMessages.id });
  return rows.length;
}

/** Deletes one of the user's messages; another user's, or none, is a 404 and nothing changes. */
export async function deleteMessage(userId: number, id: number): Promise<void> {
  const db = await getDb();
  const rows = await db.delete(userMessages).where(and(eq(userMessages.id, id), eq(userMessages.userId, userId))).returning({ id: userMessages.id });
  if (rows.length === 0) throw new ApiError(404, ErrorCode.notFound, '消息不存在');
}
