// Constants and pure rules of the chat (001 §8-§9, 002 §9).
import { extensionOf } from '@/lib/files/rules';
import type { ChatMessageKind, SocketStatus } from './types';

/** The socket's address on the product's own server (server/server.mjs hands it to the app). */
export const CHAT_SOCKET_PATH = '/chat/ws';
/** Heartbeat of the socket (001 §9). */
export const HEARTBEAT_MS = 30_000;
/** Reconnect attempts after a lost connection before the page offers a reconnect action (001 §9). */
export const RECONNECT_MAX = 2;
/**
 * Close codes the server ends a socket with (RFC 6455 §7.4). 1001: the process is going away (restart;
 * reconnect). 1008 (policy violation): the client sent frames faster than they are worked, more than
 * MAX_QUEUED_FRAMES waiting; reconnect after the usual delay. 4401 (the application's 4000-4999 range,
 * after HTTP 401): no live session, which a reconnect does not mend; the page asks for a login.
 */
export const CHAT_CLOSE = { restart: 1001, flooded: 1008, session: 4401 } as const;
/**
 * Frames one socket may have waiting to be worked: a minute's allowance of messages (60) and a few read
 * marks and pings. A person never has more in flight; a script that does is closed with 1008.
 */
export const MAX_QUEUED_FRAMES = 64;
/** Messages per history page, loaded when scrolling up (002 §9). */
export const HISTORY_PAGE_SIZE = 50;
/** The longest text message, in characters. */
export const TEXT_MAX = 2000;
/** A signed chat address is good for this long after it was made. */
export const CHAT_ADDRESS_TTL_MS = 30 * 60_000;

export const UNSUPPORTED_IMAGE = '图片类型不支持';

/** Image types the chat sends (jpg, png, gif); the server checks the content again. */
const IMAGE_EXTENSIONS = ['jpg', 'png', 'gif'];

/** The picker's first check of an image by its name (001 §8: '图片类型不支持'); null when it may be sent. */
export function imageRefusal(name: string): string | null {
  return IMAGE_EXTENSIONS.includes(extensionOf(name)) ? null : UNSUPPORTED_IMAGE;
}

/** What the conversation list shows of a message. */
export function previewOf(kind: ChatMessageKind, body: string): string {
  if (kind === 2) return '[图片]';
  if (kind === 3) return `[文件] ${body}`.slice(0, 60);
  return body.replace(/\s+/g, ' ').trim().slice(0, 60);
}

/** A file size as people read it. */
export function fileSizeText(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Adds messages to a conversation's list: by id, once each, oldest first (a message may arrive as ack and as event). */
export function mergeMessages<T extends { id: number }>(current: readonly T[], incoming: readonly T[]): T[] {
  const byId = new Map<number, T>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** What the chat page's connection bar says while the socket is not open. */
export function connectionText(status: SocketStatus, closeCode: number | null): string {
  if (status === 'signed-out') return '登录已失效，请重新登录';
  const cause = closeCode === CHAT_CLOSE.flooded ? '发送过于频繁，' : '';
  if (status === 'lost') return `${cause}连接已断开`;
  if (status === 'reconnecting') return cause ? `${cause}连接已断开，正在重新连接…` : '连接中断，正在重新连接…';
  return '正在连接…';
}

/** The delay before reconnect attempt `n` (1-based): short first, then longer. */
export const reconnectDelayMs = (attempt: number) => (attempt <= 1 ? 1_000 : 3_000);
