import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRIVATE_NUMBER_TTL_MS } from '@/lib/contact/rules';
import { getDb } from '@/lib/server/db/client';
import { privateNumbers, telephonyEvents } from '@/lib/server/db/schema';
import { bindPrivateNumber, expirePrivateNumbers, releasePrivateNumber } from './private-numbers';

// Buyers and providers of this run only (the PostgreSQL run shares one database between files).
const base = 1_900_000_000 + (process.pid % 100_000) * 100;
const owner = (n: number) => `supplier:test-${process.pid}-${n}`;
const request = (buyer: number, ownerN: number) => ({ buyerUserId: base + buyer, buyerPhone: '13900000001', ownerKey: owner(ownerN), targetPhone: '13900000002' });

async function bindingOf(number: string) {
  const db = await getDb();
  const [row] = await db.select().from(privateNumbers).where(eq(privateNumbers.number, number));
  return row!;
}

describe('private numbers (001 §4, §9)', () => {
  it('never gives two buyers the same number, however many ask at once', async () => {
    const bound = await Promise.all(Array.from({ length: 12 }, (_, i) => bindPrivateNumber(request(i, 1))));
    expect(new Set(bound.map((b) => b.mobile)).size).toBe(12);
    for (const [i, b] of bound.entries()) expect(await bindingOf(b.mobile)).toMatchObject({ buyerUserId: base + i, ownerKey: owner(1) });
    // The telephony provider was told of each binding.
    const db = await getDb();
    const events = await db.select().from(telephonyEvents).where(and(eq(telephonyEvents.event, 'bind'), eq(telephonyEvents.ownerKey, owner(1))));
    expect(events).toHaveLength(12);
  });

  it('answers a pair the number it holds, even when it asks twice at once', async () => {
    const [x, y] = await Promise.all([bindPrivateNumber(request(20, 2)), bindPrivateNumber(request(20, 2))]);
    expect(x.mobile).toBe(y.mobile);
    const other = await bindPrivateNumber(request(20, 3));
    expect(other.mobile).not.toBe(x.mobile);
  });

  it('releases a number when its buyer closes the pop-up, and only for that buyer', async () => {
    const held = await bindPrivateNumber(request(30, 4));
    expect(await releasePrivateNumber(base + 31, held.mobile)).toBe(false);
    expect((await bindingOf(held.mobile)).buyerUserId).toBe(base + 30);
    expect(await releasePrivateNumber(base + 30, held.mobile)).toBe(true);
    expect((await bindingOf(held.mobile)).buyerUserId).toBeNull();
    expect(await releasePrivateNumber(base + 30, held.mobile)).toBe(false);
  });

  it('frees a binding five minutes after it was made, by the expiry job, not before (a clock the test moves)', async () => {
    const t0 = new Date('2031-05-01T02:00:00Z');
    const held = await bindPrivateNumber(request(40, 5), t0);
    expect(new Date(held.expiresAt).getTime() - t0.getTime()).toBe(PRIVATE_NUMBER_TTL_MS);
    await expirePrivateNumbers(new Date(t0.getTime() + PRIVATE_NUMBER_TTL_MS - 1000));
    expect((await bindingOf(held.mobile)).buyerUserId).toBe(base + 40);
    // Asking again within the five minutes keeps the number and starts the five minutes again.
    const again = await bindPrivateNumber(request(40, 5), new Date(t0.getTime() + 60_000));
    expect(again.mobile).toBe(held.mobile);
    await expirePrivateNumbers(new Date(t0.getTime() + PRIVATE_NUMBER_TTL_MS + 1000));
    expect((await bindingOf(held.mobile)).buyerUserId).toBe(base + 40);
    const freed = await expirePrivateNumbers(new Date(t0.getTime() + 60_000 + PRIVATE_NUMBER_TTL_MS));
    expect(freed).toBeGreaterThanOrEqual(1);
    expect(await bindingOf(held.mobile)).toMatchObject({ buyerUserId: null, ownerKey: null, expiresAt: null });
    const db = await getDb();
    const expired = await db.select().from(telephonyEvents).where(and(eq(telephonyEvents.number, held.mobile), inArray(telephonyEvents.event, ['expire'])));
    expect(expired.length).toBeGreaterThanOrEqual(1);
  });

  it('gives a freed number to the next buyer', async () => {
    const db = await getDb();
    const free = await db.select({ n: privateNumbers.number }).from(privateNumbers);
    expect(free.length).toBe(200);
    const t0 = new Date('2032-01-01T00:00:00Z');
    const held = await bindPrivateNumber(request(50, 6), t0);
    await expirePrivateNumbers(new Date(t0.getTime() + PRIVATE_NUMBER_TTL_MS));
    const next = await bindPrivateNumber(request(51, 6), new Date(t0.getTime() + PRIVATE_NUMBER_TTL_MS + 1));
    expect((await bindingOf(next.mobile)).buyerUserId).toBe(base + 51);
    expect((await bindingOf(held.mobile)).buyerUserId === null || held.mobile === next.mobile).toBe(true);
  });
});
