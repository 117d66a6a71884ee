import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { telephonyEvents } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';

/**
 * The telephony provider behind private numbers (001 §4): it connects a call to a pool number from the
 * bound buyer's phone through to the provider's phone, and stops when the binding ends. A real one
 * (an operator's privacy-number service) needs the pool's numbers from that operator, an account and
 * key, an "AXB" bind call with both phones and the expiry, an unbind call, and a callback that reports
 * calls (docs/features.md "Contacting a merchant", private numbers); the development provider below connects nothing and logs each step.
 */
export interface TelephonyProvider {
  readonly name: string;
  bind(binding: { number: string; buyerUserId: number; buyerPhone: string; ownerKey: string; targetPhone: string; expiresAt: Date }): Promise<void>;
  release(binding: { number: string; buyerUserId: number; ownerKey: string; reason: 'release' | 'expire' }): Promise<void>;
}

/** Development: numbers come from the pool table, calls are never placed, every step is a telephony_event row. */
const developmentProvider: TelephonyProvider = {
  name: 'dev',
  async bind({ number, buyerUserId, ownerKey }) {
    const db = await getDb();
    await db.insert(telephonyEvents).values({ number, event: 'bind', buyerUserId, ownerKey });
    log.debug('telephony.bind', { number, buyerUserId, ownerKey });
  },
  async release({ number, buyerUserId, ownerKey, reason }) {
    const db = await getDb();
    await db.insert(telephonyEvents).values({ number, event: reason, buyerUserId, ownerKey });
    log.debug('telephony.release', { number, buyerUserId, ownerKey, reason });
  },
};

export function telephonyProvider(): TelephonyProvider {
  return developmentProvider;
}
