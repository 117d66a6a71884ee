// The chat between a buyer and a provider (001 §5-§6): conversations and messages. Migration
// 0016_chat_contact.sql, hand-written.
import 'server-only';
import { bigint, bigserial, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatMessageKind } from '@/lib/chat/types';

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
