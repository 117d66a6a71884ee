// The chat between a buyer and a provider (001 §5-§6): conversations and messages. Migration
// 0016_chat_contact.sql, hand-written.
import 'server-only';
import { bigint, bigserial, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatMessageKind } from '@/lib/chat/types';
import { CHAT_REPORT_STATUSES } from '@/lib/support/types';
import { oneOf } from '../db/columns';

/**
 * A chat between a buyer and whoever answers for a provider (the agent). Each side's read position is
 * the id of the last message it has read: the unread count and the read receipts come from it.
 */
export const chatConversations = pgTable(
  'chat_conversation',
  {
    id: serial('id').primaryKey(),
    buyerUserId: integer('buyer_user_id').notNull(),
    agentUserId: integer('agent_user_id').notNull(),
    ownerKey: text('owner_key').notNull(),
    /** The provider's name as the buyer sees it (a supplier's name, or 平台客服). */
    title: text('title').notNull(),
    buyerReadId: bigint('buyer_read_id', { mode: 'number' }).notNull().default(0),
    agentReadId: bigint('agent_read_id', { mode: 'number' }).notNull().default(0),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }),
    lastPreview: text('last_preview'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversation_pair_uq').on(t.buyerUserId, t.ownerKey),
    index('chat_conversation_buyer_idx').on(t.buyerUserId, t.lastMessageId),
    index('chat_conversation_agent_idx').on(t.agentUserId, t.lastMessageId),
  ],
);

/** A chat message: text (kind 1), an image (2) or a file (3) kept in the file storage. */
export const chatMessages = pgTable(
  'chat_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id').notNull(),
    senderUserId: integer('sender_user_id').notNull(),
    kind: smallint('kind').$type<ChatMessageKind>().notNull(),
    /** The text, or the file's original name. */
    body: text('body').notNull(),
    fileKey: text('file_key'),
    fileSize: integer('file_size'),
    /** The sender's id of the message: a resend after a lost acknowledgement stores it once. */
    clientId: text('client_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_message_client_uq').on(t.senderUserId, t.clientId),
    index('chat_message_conversation_idx').on(t.conversationId, t.id),
  ],
);

/**
 * A conversation reported by one of its two sides (举报 on /chatRT.html): one per conversation and
 * reporter. upToMessageId is the conversation's newest message when reported: support reads the
 * messages up to it, as the reporter saw them (docs/features.md, Operator console: Support).
 */
export const chatReports = pgTable(
  'chat_report',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id').notNull(),
    reporterUserId: integer('reporter_user_id').notNull(),
    reportedUserId: integer('reported_user_id').notNull(),
    reason: text('reason').notNull(),
    upToMessageId: bigint('up_to_message_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: CHAT_REPORT_STATUSES }).notNull().default('open'),
    /** What support wrote when closing it (the warning's text, the ban's reason, why it was dismissed). */
    decisionNote: text('decision_note'),
    closedBy: integer('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_report_once_uq').on(t.conversationId, t.reporterUserId),
    index('chat_report_status_idx').on(t.status, t.createdAt),
    check('chat_report_status_ck', oneOf(t.status, CHAT_REPORT_STATUSES)),
  ],
);
