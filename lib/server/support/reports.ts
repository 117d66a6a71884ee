import 'server-only';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { ChatReportStatus } from '@/lib/support/types';
import { getDb } from '@/lib/server/db/client';
import { chatConversations, chatMessages, chatReports, userMessages, users } from '@/lib/server/db/schema';
import { audit, type Actor } from '@/lib/server/operators';
import { banInTx } from './bans';

// The chat reports (docs/features.md, Operator console: Support): conversations a side reported, with the
// messages up to the report; support warns the reported user (an inbox warning), bans them, or dismisses
// the report, which closes it. The decision, its inbox messages, a ban and the audit entry are one transaction.

export interface ReportLine {
  id: number;
  conversationId: number;
  reason: string;
  status: ChatReportStatus;
  createdAt: Date;
  reporter: string;
  reported: string;
  reportedUserId: number;
}

export interface ReportedMessage {
  id: number;
  senderUserId: number;
  kind: number;
  body: string;
  createdAt: Date;
}

export interface ReportRecord extends ReportLine {
  title: string;
  decisionNote: string | null;
  closedAt: Date | null;
  messages: ReportedMessage[];
}

/** How many of the messages before a report support reads on its page. */
export const REPORT_MESSAGES = 50;

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');

const lineColumns = {
  id: chatReports.id,
  conversationId: chatReports.conversationId,
  reason: chatReports.reason,
  status: chatReports.status,
  createdAt: chatReports.createdAt,
  reporter: reporter.mobile,
  reported: reported.mobile,
  reportedUserId: chatReports.reportedUserId,
};

/** Open reports oldest first; closed ones (any other status) newest first. */
export async function reportQueue(status: ChatReportStatus): Promise<ReportLine[]> {
  const db = await getDb();
  return db
    .select(lineColumns)
    .from(chatReports)
    .innerJoin(reporter, eq(reporter.id, chatReports.reporterUserId))
    .innerJoin(reported, eq(reported.id, chatReports.reportedUserId))
    .where(eq(chatReports.status, status))
    .orderBy(status === 'open' ? asc(chatReports.createdAt) : desc(chatReports.createdAt))
    .limit(200);
}

/** A report with the conversation's last REPORT_MESSAGES messages up to it, oldest first. */
export async function reportRecord(id: number): Promise<ReportRecord | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...lineColumns, title: chatConversations.title, decisionNote: chatReports.decisionNote, closedAt: chatReports.closedAt, upTo: chatReports.upToMessageId })
    .from(chatReports)
    .innerJoin(reporter, eq(reporter.id, chatReports.reporterUserId))
    .innerJoin(reported, eq(reported.id, chatReports.reportedUserId))
    .innerJoin(chatConversations, eq(chatConversations.id, chatReports.conversationId))
    .where(eq(chatReports.id, id));
  if (!row) return null;
  const { upTo, ...report } = row;
  const messages = await db
    .select({ id: chatMessages.id, senderUserId: chatMessages.senderUserId, kind: chatMessages.kind, body: chatMessages.body, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, row.conversationId), lte(chatMessages.id, upTo)))
    .orderBy(desc(chatMessages.id))
    .limit(REPORT_MESSAGES);
  return { ...report, messages: messages.reverse() };
}

export type ReportDecision = 'warn' | 'ban' | 'dismiss';

const CLOSED_AS: Record<ReportDecision, ChatReportStatus> = { warn: 'warned', ban: 'banned', dismiss: 'dismissed' };

/**
 * Closes an open report: a warning reaches the reported user's inbox, a ban bans them (their sessions
 * end at once), a dismissal changes nothing for them; the reporter is told it was handled. 'changed'
 * for a report already closed, 'self' for banning oneself.
 */
export async function decideReport(actor: Actor, id: number, decision: ReportDecision, note: string): Promise<'done' | 'missing' | 'changed' | 'self'> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [report] = await tx.select().from(chatReports).where(eq(chatReports.id, id)).for('update');
    if (!report) return 'missing';
    if (report.status !== 'open') return 'changed';
    if (decision === 'ban' && (await banInTx(tx, actor, report.reportedUserId, note)) === 'self') return 'self';
    if (decision === 'warn') {
      await tx.insert(userMessages).values({ userId: report.reportedUserId, kind: 'sys', title: '平台警告：您在聊天中的行为被举报', body: note, link: null });
    }
    const status = CLOSED_AS[decision];
    await tx.update(chatReports).set({ status, decisionNote: note, closedBy: actor.operatorId, closedAt: new Date() }).where(eq(chatReports.id, id));
    await tx.insert(userMessages).values({ userId: report.reporterUserId, kind: 'sys', title: '您的举报已处理', body: '感谢您的举报，平台已核实处理。', link: null });
    await audit(tx, actor, {
      action: `chat_report.${decision}`,
      recordType: 'chat_report',
      recordId: id,
      before: { status: report.status, decisionNote: null },
      after: { status, decisionNote: note, reportedUserId: report.reportedUserId },
    });
    return 'done';
  });
}
