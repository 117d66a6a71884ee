import { z } from 'zod';

// The chat (001 §7, §9; 002 §9): conversations between a buyer and whoever answers for a
// provider, their messages, and the frames of the WebSocket that carries them.

/** 1 text, 2 an image, 3 a file. */
export const chatMessageKindSchema = z.literal([1, 2, 3]);
export type ChatMessageKind = z.infer<typeof chatMessageKindSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  senderId: z.number().int(),
  kind: chatMessageKindSchema,
  /** The text, or the file's original name. */
  body: z.string(),
  /** Where an image or file is served (/files/<key>), null for text. */
  fileUrl: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  clientId: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.number().int(),
  /** The other side as this user sees it: the provider's name for the buyer, the buyer's name for the agent. */
  peerName: z.string(),
  /** Whether this user is the buyer (else the agent answering for the provider). */
  asBuyer: z.boolean(),
  /** What it is about: the provider's name (both sides see it). */
  title: z.string(),
  unread: z.number().int(),
  /** The other side's read position: this user's messages up to it are read. */
  peerReadId: z.number().int(),
  lastMessageId: z.number().int(),
  lastPreview: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** A page of history, oldest first; `hasMore` when older messages are left. */
export const chatHistoryPageSchema = z.object({
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  peerReadId: z.number().int(),
});
export type ChatHistoryPage = z.infer<typeof chatHistoryPageSchema>;

/** What the browser sends over the socket. */
export type ClientFrame =
  | { type: 'send'; cid: string; conversationId: number; kind: 1; text: string }
  | { type: 'send'; cid: string; conversationId: number; kind: 2 | 3; fileId: string; fileKey: string }
  | { type: 'read'; conversationId: number; messageId: number }
  | { type: 'ping' };

/** What the server sends: the acknowledgement of a stored message, new messages, read receipts. */
export type ServerFrame =
  | { type: 'ack'; cid: string; message: ChatMessage }
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; conversationId: number; readerId: number; messageId: number }
  | { type: 'error'; cid?: string; code: number; msg: string }
  | { type: 'pong' };

/** The page's socket: signed-out after the server's 4401 close, lost after the reconnect attempts ran out. */
export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'lost' | 'signed-out';
