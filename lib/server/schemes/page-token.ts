import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';

// The scheme page's token (001 §4, §8): issued when the page renders, sent with the submission. It
// makes a page left open too long stale (code 40103), and lets the server answer a double submit of
// one page with the scheme it already saved. Signed, so it cannot be forged or moved to another user.

/** How long a page may stay open: a long form, but not a page from yesterday. */
export const PAGE_TOKEN_TTL_MS = 2 * 3600_000;

const sign = (userId: number, body: string) =>
  createHmac('sha256', env.SESSION_SECRET).update(`scheme-page:${userId}:${body}`).digest('base64url');

export function issueSchemePageToken(userId: number, now = Date.now()): string {
  const body = `${now}.${randomBytes(12).toString('base64url')}`;
  return `${body}.${sign(userId, body)}`;
}

/** True when the token was issued to this user within the page's life. */
export function isLivePageToken(token: string, userId: number, now = Date.now()): boolean {
  const [issued, nonce, mac] = token.split('.');
  if (!issued || !nonce || !mac || !/^\d{13}$/.test(issued)) return false;
  const expected = Buffer.from(sign(userId, `${issued}.${nonce}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const age = now - Number(issued);
  return age >= 0 && age <= PAGE_TOKEN_TTL_MS;
}
