import 'server-only';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/envelope';
import { HISTORY_PAGE_SIZE, previewOf } from '@/lib/chat/rules';
import type { ChatHistoryPage, ChatMessage, ClientFrame } from '@/lib/chat/types';
import { getDb } from '@/lib/server/db/client';
import { chatConversations, chatMessages, storedFiles } from '@/lib/server/db/schema';
import { claimFiles } from '@/lib/server/files/claims';
import { fileUrlOf } from '@/lib/server/files/uploads';
import { ApiError, badRequest } from '@/lib/server/http/errors';
import { consume } from '@/lib/server/rate-limit';
import { memberConversation, type ConversationRow } from './conversations';

// Chat messages (001 §7 Contact): stored before they are acknowledged (the acknowledgement is sent after the
// transaction commits), once per sender and client id (a resend after a lost acknowledgement answers
// the stored message), always within a conversation the sender takes part in. Files go through the one
// file storage: a message claims its upload, which the conversation's two parties then read
// (docs/file-storage.md "Who reads a file").

type MessageRow = typeof chatMessages.$inferSelect;
type SendFrame = Extract<ClientFrame, { type: 'send' }>;

/** Messages a user may send: a person typing fast, not a script flooding a merchant. */
const SEND_LIMITS = [
  { max: 60, windowSec: 60 },
  { max: 2000, windowSec: 86_400 },
];

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderUserId,
    kind: row.kind,
    body: row.body,
    fileUrl: row.fileKey ? fileUrlOf(row.fileKey) : null,
    fileSize: row.fileSize,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Both sides of a conversation: whoever gets its messages and receipts, in every tab. */
export const partiesOf = (c: ConversationRow) => [c.buyerUserId, c.agentUserId];

export interface Sent {
  message: ChatMessage;
  recipients: number[];
}

/** Stores a message of `userId` and answers it with the conversation's parties. */
export async function sendMessage(userId: number, frame: SendFrame): Promise<Sent> {
  const decision = await consume(`chat:user:${userId}`, SEND_LIMITS);
  if (!decision.ok) throw new ApiError(429, ErrorCode.tooMany, '发送过于频繁，请稍后再试');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const conversation = await memberConversation(userId, frame.conversationId, tx);
    const [again] = await tx
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.senderUserId, userId), eq(chatMessages.clientId, frame.cid)));
    if (again) {
      if (again.conversationId !== conversation.id) throw badRequest('消息编号不正确');
      return { message: toChatMessage(again), recipients: partiesOf(conversation) };
    }
    let body: string;
    let fileKey: string | null = null;
    let fileSize: number | null = null;
    if (frame.kind === 1) body = frame.text;
    else {
      const [file] = await tx
        .select({ origName: storedFiles.origName, sizeBytes: storedFiles.sizeBytes, kind: storedFiles.kind })
        .from(storedFiles)
        .where(and(eq(storedFiles.id, frame.fileId), eq(storedFiles.fileKey, frame.fileKey)));
      // A picture message holds a picture upload; a file message any chat upload.
      const kind = frame.kind === 2 ? 'image' : file?.kind === 'image' ? 'image' : 'document';
      await claimFiles(tx, { ownerUserId: userId, files: [{ fileId: frame.fileId, fileName: frame.fileKey, kind }], refTable: 'chat_message', refId: frame.cid });
      body = file!.origName;
      fileKey = frame.fileKey;
      fileSize = file!.sizeBytes;
    }
    const [row] = await tx
      .insert(chatMessages)
      .values({ conversationId: conversation.id, senderUserId: userId, kind: frame.kind, body, fileKey, fileSize, clientId: frame.cid })
      .returning();
    const message = row!;
    const asBuyer = conversation.buyerUserId === userId;
    await tx
      .update(chatConversations)
      .set({
        lastMessageId: message.id,
        lastMessageAt: message.createdAt,
        lastPreview: previewOf(frame.kind, body),
        // The sender has read everything up to their own message.
        ...(asBuyer ? { buyerReadId: message.id } : { agentReadId: message.id }),
      })
      .where(eq(chatConversations.id, conversation.id));
    return { message: toChatMessage(message), recipients: partiesOf(conversation) };
  });
}

/** A page of a conversation's history for one of its parties: the 50 before `before` (the newest without it). */
export async function historyPage(userId: number, conversationId: number, before?: number): Promise<ChatHistoryPage> {
  const conversation = await memberConversation(userId, conversationId);
  const db = await getDb();
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), before ? lt(chatMessages.id, before) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(HISTORY_PAGE_SIZE + 1);
  const asBuyer = conversation.buyerUserId === userId;
  return {
    messages: rows.slice(0, HISTORY_PAGE_SIZE).reverse().map(toChatMessage),
    hasMore: rows.length > HISTORY_PAGE_SIZE,
    peerReadId: asBuyer ? conversation.agentReadId : conversation.buyerReadId,
  };
}

/** The user has read the conversation up to `messageId`: their read position moves forward (never back, never past the last message). */
export async function markRead(userId: number, conversationId: number, messageId: number): Promise<{ readId: number; recipients: number[] } | null> {
  const conversation = await memberConversation(userId, conversationId);
  const asBuyer = conversation.buyerUserId === userId;
  const current = asBuyer ? conversation.buyerReadId : conversation.agentReadId;
  const readId = Math.min(messageId, conversation.lastMessageId);
  if (readId <= current) return null;
  const db = await getDb();
  const column = asBuyer ? chatConversations.buyerReadId : chatConversations.agentReadId;
  await db
    .update(chatConversations)
    .set(asBuyer ? { buyerReadId: sql`greatest(${column}, ${readId})` } : { agentReadId: sql`greatest(${column}, ${readId})` })
    .where(eq(chatConversations.id, conversationId));
  return { readId, recipients: partiesOf(conversation) };
}

/** One stored message by id (the delivery of an event to this process's sockets). */
export async function messageById(id: number): Promise<ChatMessage | null> {
  const db = await getDb();
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row ? toChatMessage(row) : null;
}
