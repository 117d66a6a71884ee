// The chat (001 §7, §9; 002 §9): conversations between a buyer and whoever answers for a
// provider, their messages, and the frames of the WebSocket that carries them.

/** 1 text, 2 an image, 3 a file. */
export type ChatMessageKind = 1 | 2 | 3;

export interface ChatMessage {
  id: number;
  conversationId: number;
  senderId: number;
  kind: ChatMessageKind;
  /** The text, or the file's original name. */
  body: string;
  /** Where an image or file is served (/files/<key>), null for text. */
  fileUrl: string | null;
  fileSize: number | null;
  clientId: string;
  createdAt: string;
}

export interface ChatConversation {
  id: number;
  /** The other side as this user sees it: the provider's name for the buyer, the buyer's name for the agent. */
  peerName: string;
  /** Whether this user is the buyer (else the agent answering for the provider). */
  asBuyer: boolean;
  /** What it is about: the provider's name (both sides see it). */
  title: string;
  unread: number;
  /** The other side's read position: this user's messages up to it are read. */
  peerReadId: number;
  lastMessageId: number;
  lastPreview: string | null;
  lastMessageAt: string | null;
}

/** A page of history, oldest first; `hasMore` when older messages are left. */
export interface ChatHistoryPage {
  messages: ChatMessage[];
  hasMore: boolean;
  peerReadId: number;
}

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
