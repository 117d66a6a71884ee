import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { CHAT_ADDRESS_TTL_MS } from '@/lib/chat/rules';
import { env } from '@/lib/env';

// The signed chat address (001 §7: /common/userid/{owner id} answers the user id that builds a chat
// link with a timestamp and a checksum). The checksum is an HMAC under a key derived from the session
// secret, over who may open it (the viewer), the provider and its user, and the time: a changed field,
// another user's link or a link older than 30 minutes is refused.

const key = () => createHash('sha256').update(`chat-address:${env.SESSION_SECRET}`).digest();

export interface ChatAddressFields {
  viewerId: number;
  owner: number;
  userid: number;
  ts: number;
}

export function signChatAddress(f: ChatAddressFields): string {
  return createHmac('sha256', key()).update(`${f.viewerId}:${f.owner}:${f.userid}:${f.ts}`).digest('hex');
}

/** The chat page's address for `viewerId` talking to the provider `owner`, answered by `userid`. */
export function chatAddressFor(viewerId: number, owner: number, userid: number, now = Date.now()): string {
  const fields = { viewerId, owner, userid, ts: now };
  return `/chatRT.html?${new URLSearchParams({ owner: String(owner), userid: String(userid), ts: String(now), sign: signChatAddress(fields) })}`;
}

/** 'ok', or why the address is refused: 'forged' (a changed field, another user's link) or 'expired'. */
export function checkChatAddress(f: ChatAddressFields & { sign: string }, now = Date.now()): 'ok' | 'forged' | 'expired' {
  const expected = Buffer.from(signChatAddress(f), 'hex');
  const given = Buffer.from(f.sign, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  // A clock a little ahead on another process is no reason to refuse; a time far ahead is.
  if (f.ts > now + 60_000 || now - f.ts > CHAT_ADDRESS_TTL_MS) return 'expired';
  return 'ok';
}
