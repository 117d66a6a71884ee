import 'server-only';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { canMove } from '@/lib/support/feedback-flow';
import type { FeedbackStatus } from '@/lib/support/types';
import { getDb } from '@/lib/server/db/client';
import { feedbackEntries, userMessages, users } from '@/lib/server/db/schema';
import { audit, type Actor } from '@/lib/server/operators';

// The feedback queue (docs/features.md, Operator console: Support): the side bar's suggestions and
// complaints (/feedback.html), handled by support. The moves between statuses are lib/support/feedback-flow.ts;
// the reply reaches a logged-in sender's inbox (a visitor's entry can only be answered through its contact).

export interface FeedbackLine {
  id: number;
  kind: number;
  content: string;
  status: FeedbackStatus;
  createdAt: Date;
  sender: string | null;
}

export interface FeedbackRecord extends FeedbackLine {
  userId: number | null;
  contact: string | null;
  pageUrl: string | null;
  note: string | null;
  reply: string | null;
  repliedAt: Date | null;
  updatedAt: Date | null;
}

const QUEUE_LIMIT = 200;
const OPEN: FeedbackStatus[] = ['new', 'in_progress'];

const columns = {
  id: feedbackEntries.id,
  kind: feedbackEntries.kind,
  content: feedbackEntries.content,
  status: feedbackEntries.status,
  createdAt: feedbackEntries.createdAt,
  sender: users.mobile,
};

/**
 * The queue: `status` 'open' (new and in progress, oldest first: the longest waiting on top) or one
 * status (newest first); `kind` 1 suggestions, 2 complaints, or both.
 */
export async function feedbackQueue(filter: { status: FeedbackStatus | 'open'; kind: 1 | 2 | null }): Promise<FeedbackLine[]> {
  const db = await getDb();
  const where: SQL[] = [filter.status === 'open' ? inArray(feedbackEntries.status, OPEN) : eq(feedbackEntries.status, filter.status)];
  if (filter.kind) where.push(eq(feedbackEntries.kind, filter.kind));
  return db
    .select(columns)
    .from(feedbackEntries)
    .leftJoin(users, eq(users.id, feedbackEntries.userId))
    .where(and(...where))
    .orderBy(filter.status === 'open' ? asc(feedbackEntries.createdAt) : desc(feedbackEntries.createdAt), asc(feedbackEntries.id))
    .limit(QUEUE_LIMIT);
}

/** One entry with everything support sees. */
export async function feedbackRecord(id: number): Promise<FeedbackRecord | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      ...columns,
      userId: feedbackEntries.userId,
      contact: feedbackEntries.contact,
      pageUrl: feedbackEntries.pageUrl,
      note: feedbackEntries.note,
      reply: feedbackEntries.reply,
      repliedAt: feedbackEntries.repliedAt,
      updatedAt: feedbackEntries.updatedAt,
    })
    .from(feedbackEntries)
    .leftJoin(users, eq(users.id, feedbackEntries.userId))
    .where(eq(feedbackEntries.id, id));
  return row ?? null;
}

/** The feedback a user sent, newest first (the users page). */
export async function feedbackOf(userId: number, limit = 20): Promise<FeedbackLine[]> {
  const db = await getDb();
  return db
    .select(columns)
    .from(feedbackEntries)
    .leftJoin(users, eq(users.id, feedbackEntries.userId))
    .where(eq(feedbackEntries.userId, userId))
    .orderBy(desc(feedbackEntries.createdAt))
    .limit(limit);
}

/** What support does to an entry: move it, keep a note, or answer it (status answered with the reply). */
export type FeedbackChange = { status?: FeedbackStatus; note?: string; reply?: string };

export type FeedbackOutcome = 'done' | 'missing' | 'illegal' | 'no-recipient';

/**
 * Applies `change` in one transaction with its audit entry: a move the flow does not allow is 'illegal'
 * (nothing changes), answering a visitor's entry is 'no-recipient'. Answering sends the reply to the
 * sender's inbox.
 */
export async function handleFeedback(actor: Actor, id: number, change: FeedbackChange): Promise<FeedbackOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: feedbackEntries.status, note: feedbackEntries.note, reply: feedbackEntries.reply, userId: feedbackEntries.userId, kind: feedbackEntries.kind })
      .from(feedbackEntries)
      .where(eq(feedbackEntries.id, id))
      .for('update');
    if (!before) return 'missing';
    if (change.status && !canMove(before.status, change.status)) return 'illegal';
    if ((change.status === 'answered') !== (change.reply !== undefined)) return 'illegal';
    if (change.status === 'answered' && before.userId === null) return 'no-recipient';
    const now = new Date();
    const after = {
      status: change.status ?? before.status,
      note: change.note ?? before.note,
      reply: change.reply ?? before.reply,
    };
    await tx
      .update(feedbackEntries)
      .set({ ...after, handledBy: actor.operatorId, updatedAt: now, ...(change.reply !== undefined ? { repliedAt: now } : {}) })
      .where(eq(feedbackEntries.id, id));
    if (change.reply !== undefined && before.userId !== null) {
      await tx.insert(userMessages).values({
        userId: before.userId,
        kind: 'sys',
        title: `您的${before.kind === 2 ? '投诉' : '建议'}已有回复`,
        body: change.reply,
        link: null,
      });
    }
    await audit(tx, actor, {
      action: change.reply !== undefined ? 'feedback.reply' : change.status ? 'feedback.status' : 'feedback.note',
      recordType: 'feedback',
      recordId: id,
      before: { status: before.status, note: before.note, reply: before.reply },
      after,
    });
    return 'done';
  });
}
