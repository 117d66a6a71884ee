import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';

// The addresses in mails: absolute, from the site's configured origin (no request to read a host
// from: mails are sent by jobs), and the signed one-click unsubscribe (RFC 8058).

/** The origin of links in mails: MAIL_LINK_ORIGIN, else the site's domain (http and PORT for a local one). */
export function mailOrigin(config: Pick<typeof env, 'MAIL_LINK_ORIGIN' | 'SITE_DOMAIN' | 'PORT'> = env): string {
  if (config.MAIL_LINK_ORIGIN) return new URL(config.MAIL_LINK_ORIGIN).origin;
  const domain = config.SITE_DOMAIN.toLowerCase();
  const local = domain === 'localhost' || domain.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(domain);
  return local ? `http://${domain}:${config.PORT}` : `https://${domain}`;
}

/** An absolute address of the site: `path` begins with a slash. */
export const absoluteUrl = (path: string) => `${mailOrigin()}${path}`;

/**
 * The unsubscribe signature of a link: HMAC-SHA256 under a key derived from `secret`, over the sources'
 * ids and the owner (a link naming only subscriptions signs what it always has, so mails sent before
 * saved searches had mail keep working).
 */
export function unsubscribeSignature(secret: string, target: UnsubscribeTarget): string {
  const key = createHmac('sha256', secret).update('mail-unsubscribe').digest();
  const ids = target.savedSearchIds.length ? `${target.subscriptionIds.join(',')};${target.savedSearchIds.join(',')}` : target.subscriptionIds.join(',');
  return createHmac('sha256', key).update(`${ids}.${target.userId}`).digest('base64url');
}

/** The subscriptions and saved searches (one, or those of a digest) whose mails a link stops, and their owner. */
export interface UnsubscribeTarget {
  subscriptionIds: number[];
  savedSearchIds: number[];
  userId: number;
}

/** The unsubscribe query (s subscriptions, q saved searches, u, sig). */
export function unsubscribeQuery(secret: string, target: UnsubscribeTarget): string {
  const sig = unsubscribeSignature(secret, target);
  const query = new URLSearchParams();
  if (target.subscriptionIds.length) query.set('s', target.subscriptionIds.join(','));
  if (target.savedSearchIds.length) query.set('q', target.savedSearchIds.join(','));
  query.set('u', String(target.userId));
  query.set('sig', sig);
  return query.toString();
}

/** Up to a user's four channels' subscriptions, and up to their 20 saved searches. */
const SUBSCRIPTION_IDS = /^(\d{1,9}(,\d{1,9}){0,7})?$/;
const SAVED_SEARCH_IDS = /^(\d{1,9}(,\d{1,9}){0,19})?$/;
const idsOf = (text: string) => (text ? text.split(',').map(Number) : []);

/** The sources a link names when its signature is right; null for a forged or altered link. */
export function verifyUnsubscribe(secret: string, params: URLSearchParams): UnsubscribeTarget | null {
  const s = params.get('s') ?? '';
  const q = params.get('q') ?? '';
  const u = params.get('u') ?? '';
  const sig = params.get('sig') ?? '';
  if (!SUBSCRIPTION_IDS.test(s) || !SAVED_SEARCH_IDS.test(q) || (!s && !q) || !/^\d{1,9}$/.test(u) || sig.length > 100) return null;
  const target = { subscriptionIds: idsOf(s), savedSearchIds: idsOf(q), userId: Number(u) };
  const expected = Buffer.from(unsubscribeSignature(secret, target));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? target : null;
}

/** The one-click unsubscribe address of a mail's sources (List-Unsubscribe and the visible link). */
export const unsubscribeUrl = (target: UnsubscribeTarget) => absoluteUrl(`/mailUnsubscribe?${unsubscribeQuery(env.SESSION_SECRET, target)}`);

/** A new confirmation token and the hash that is stored of it. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashConfirmToken(token) };
}

export const hashConfirmToken = (token: string) => createHash('sha256').update(token).digest('hex');
