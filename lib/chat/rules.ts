// Constants and pure rules of the chat (001 §8-§9, 002 §9; issue 19).
import { extensionOf } from '@/lib/files/rules';
import type { ChatMessageKind } from './types';

/** The socket's address on the product's own server (server/server.mjs hands it to the app). */
export const CHAT_SOCKET_PATH = '/chat/ws';
/** Heartbeat of the socket (001 §9). */
export const HEARTBEAT_MS = 30_000;
/** Reconnect attempts after a lost connection before the page offers a reconnect action (001 §9). */
export const RECONNECT_MAX = 2;
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

/** The delay before reconnect attempt `n` (1-based): short first, then longer. */
export const reconnectDelayMs = (attempt: number) => (attempt <= 1 ? 1_000 : 3_000);
