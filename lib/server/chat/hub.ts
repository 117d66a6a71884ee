import 'server-only';
import type { ServerFrame } from '@/lib/chat/types';

// This process's open chat sockets by user: every tab of a user gets their messages and receipts. Kept
// on globalThis: Next bundles instrumentation (which serves the sockets) and route handlers apart, and
// both must see the same sockets.

export interface HubSocket {
  send(data: string): void;
  readonly readyState: number;
}

const OPEN = 1;
const holder = globalThis as unknown as { __jfChatHub?: Map<number, Set<HubSocket>> };
const sockets = (holder.__jfChatHub ??= new Map());

export function addSocket(userId: number, socket: HubSocket): void {
  let set = sockets.get(userId);
  if (!set) sockets.set(userId, (set = new Set()));
  set.add(socket);
}

export function removeSocket(userId: number, socket: HubSocket): void {
  const set = sockets.get(userId);
  if (!set) return;
  set.delete(socket);
  if (!set.size) sockets.delete(userId);
}

export const socketCount = (userId: number) => sockets.get(userId)?.size ?? 0;

/** Every open socket of this process (the jf_chat_open_sockets gauge). */
export const openSocketCount = () => [...sockets.values()].reduce((n, set) => n + set.size, 0);

/** Sends a frame to every open socket of these users on this process. */
export function sendToUsers(userIds: readonly number[], frame: ServerFrame): void {
  const data = JSON.stringify(frame);
  for (const userId of new Set(userIds)) {
    for (const socket of sockets.get(userId) ?? []) if (socket.readyState === OPEN) socket.send(data);
  }
}

/** Whether any socket of these users is open here (a delivery with no one to deliver to costs no query). */
export const anyOnline = (userIds: readonly number[]) => userIds.some((id) => sockets.has(id));
