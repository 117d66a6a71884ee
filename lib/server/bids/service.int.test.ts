import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { suppliers, winningBids } from '@/lib/server/db/schema';
import { getRecommendedSuppliers, RECOMMEND_LIMIT } from './recommend';
import { getBidByCode, getBidById, getPurchaserBids } from './service';

// Expectations come from the seeded test database itself (scale 0.25), not from fixed ids.
let busiest: { purchaseCode: string; n: number };
let newestOfBusiest: { id: number; bidCode: string };

beforeAll(async () => {
  const db = await getDb();
  const [top] = await db
    .select({ purchaseCode: winningBids.purchaseCode, n: count() })
    .from(winningBids)
    .groupBy(winningBids.purchaseCode)
    .orderBy(desc(count()))
    .limit(1);
  busiest = top!;
  const [newest] = await db
    .select({ id: winningBids.id, bidCode: winningBids.bidCode })
    .from(winningBids)
    .where(eq(winningBids.purchaseCode, busiest.purchaseCode))
    .orderBy(desc(winningBids.publishTime))
    .limit(1);
  newestOfBusiest = newest!;
});

describe('getBidById / getBidByCode', () => {
  it('answers the whole record with ISO dates', async () => {
    const bid = await getBidById(newestOfBusiest.id);
    expect(bid).toMatchObject({ bidId: newestOfBusiest.id, bidCode: newestOfBusiest.bidCode, purchaseCode: busiest.purchaseCode });
    expect(bid!.publishTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(bid!.bidOpenTime! < bid!.publishTime).toBe(true);
    expect(bid!.content).toContain(bid!.projectNumber);
    expect(typeof bid!.amount).toBe('number');
    expect(await getBidByCode(newestOfBusiest.bidCode)).toEqual(bid);
  });

  it('answers null for unknown ids and codes', async () => {
    expect(await getBidById(99_999_999)).toBeNull();
    expect(await getBidByCode('ZB-NONE')).toBeNull();
  });
});

describe('getPurchaserBids', () => {
  it('lists the purchaser’s other bids newest first, without the one being viewed', async () => {
    const page = await getPurchaserBids(busiest.purchaseCode, newestOfBusiest.bidCode, { page: 1, pageSize: 5 });
    expect(page!.total).toBe(busiest.n - 1);
    expect(page!.list).toHaveLength(Math.min(5, busiest.n - 1));
    expect(page!.list.map((b) => b.bidCode)).not.toContain(newestOfBusiest.bidCode);
    const times = page!.list.map((b) => b.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages without overlap and counts every bid when nothing is excluded', async () => {
    const all = await getPurchaserBids(busiest.purchaseCode, undefined, { page: 1, pageSize: 50 });
    expect(all!.total).toBe(busiest.n);
    const first = await getPurchaserBids(busiest.purchaseCode, undefined, { page: 1, pageSize: 2 });
    const second = await getPurchaserBids(busiest.purchaseCode, undefined, { page: 2, pageSize: 2 });
    expect([...first!.list, ...second!.list].map((b) => b.bidId)).toEqual(all!.list.slice(0, 4).map((b) => b.bidId));
    const beyond = await getPurchaserBids(busiest.purchaseCode, undefined, { page: 999, pageSize: 50 });
    expect(beyond).toEqual({ list: [], total: busiest.n });
  });

  it('answers null for an unknown purchaser', async () => {
    expect(await getPurchaserBids('P-NONE', undefined, { page: 1, pageSize: 5 })).toBeNull();
  });
});

describe('getRecommendedSuppliers', () => {
  it('recommends up to 6 suppliers of the trade, local first, then by case count, never the winner', async () => {
    const bid = (await getBidById(newestOfBusiest.id))!;
    const list = await getRecommendedSuppliers(bid);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(RECOMMEND_LIMIT);
    expect(list.map((s) => s.compId)).not.toContain(bid.bidCompId);
    const db = await getDb();
    const rows = await db
      .select({ id: suppliers.id, cityCode: suppliers.cityCode, status: suppliers.registerStatus, trades: suppliers.serviceTrade })
      .from(suppliers)
      .where(inArray(suppliers.id, list.map((s) => s.compId)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const local = list.map((s) => byId.get(s.compId)!.cityCode === bid.cityCode);
    expect([...local].sort((a, b) => Number(b) - Number(a))).toEqual(local); // local ones come first
    for (const s of list) {
      expect(byId.get(s.compId)!.trades).toContain(bid.serviceTrade);
      expect(byId.get(s.compId)!.status).not.toBe('注销');
    }
    for (let i = 1; i < list.length; i++) {
      if (local[i] === local[i - 1]) expect(list[i]!.caseCount).toBeLessThanOrEqual(list[i - 1]!.caseCount);
    }
    // The two reads answer what one statement in the whole order answers.
    const expected = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(sql`${bid.serviceTrade} = any(${suppliers.serviceTrade})`, sql`${suppliers.registerStatus} <> '注销'`, sql`${suppliers.id} <> ${bid.bidCompId ?? -1}`))
      .orderBy(sql`(${suppliers.cityCode} = ${bid.cityCode}) desc`, sql`${suppliers.caseCount} desc`, suppliers.id)
      .limit(RECOMMEND_LIMIT);
    expect(list.map((s) => s.compId)).toEqual(expected.map((r) => r.id));
  });

  it('still recommends suppliers of the trade when none is local', async () => {
    const db = await getDb();
    const [row] = await db
      .select({ trade: sql<string>`unnest(${suppliers.serviceTrade})`.as('trade') })
      .from(suppliers)
      .limit(1);
    const [total] = await db
      .select({ n: count() })
      .from(suppliers)
      .where(and(sql`${row!.trade} = any(${suppliers.serviceTrade})`, sql`${suppliers.registerStatus} <> '注销'`));
    const list = await getRecommendedSuppliers({ serviceTrade: row!.trade, cityCode: '000000', bidCompId: null });
    expect(list).toHaveLength(Math.min(RECOMMEND_LIMIT, total!.n));
  });
});
