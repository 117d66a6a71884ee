import { beforeAll, describe, expect, it } from 'vitest';
import { bidListQuery, demandListQuery, parseBusinessParams, parseDemandParams } from '@/lib/opportunities/list-params';
import type { SearchParams } from '@/lib/url/params';
import { getDb } from '@/lib/server/db/client';
import { bidOpportunities, outsourcingDemands } from '@/lib/server/db/schema';
import type { Viewer } from './cards';
import { toggleFollow } from './follow';
import { listBidOpportunities, listOutsourcingDemands } from './list';

// Every filter and sort is checked against a plain reading of all rows: the answer the SQL must give.

const now = new Date();
type Bid = typeof bidOpportunities.$inferSelect;
type Demand = typeof outsourcingDemands.$inferSelect;
let bids: Bid[] = [];
let demands: Demand[] = [];

beforeAll(async () => {
  const db = await getDb();
  [bids, demands] = await Promise.all([db.select().from(bidOpportunities).orderBy(bidOpportunities.id), db.select().from(outsourcingDemands)]);
});

const yuan = (b: Bid) => (b.budgetAmount === null ? null : Number(b.budgetAmount) * (b.type === 2 ? 1 : 10_000));
const bidQuery = (params: SearchParams) => ({ ...bidListQuery(parseBusinessParams(params), now), pageSize: 100 });
const demandQuery = (params: SearchParams) => ({ ...demandListQuery(parseDemandParams(params), now), pageSize: 100 });
const viewerAt = (n: number): Viewer => ({ userId: 1_900_000_000 + (process.pid % 1000) * 100 + n, buId: 0 });

describe('the tender list (/business.html)', () => {
  it('has seeded intentions and notices in every city, with the three tag tones', () => {
    expect(new Set(bids.map((b) => b.type))).toEqual(new Set([1, 2]));
    expect(new Set(bids.map((b) => b.bidSource))).toEqual(new Set([1, 2, 3]));
    expect(new Set(bids.flatMap((b) => b.tags.map((t) => t.type)))).toEqual(new Set(['primary', 'success', 'info']));
  });

  it('filters by city, type, direction, budget and time exactly as the rows say', async () => {
    const sample = bids.find((b) => b.type === 2 && b.budgetAmount !== null)!;
    const params = { cityCode: sample.cityCode, type: '2', direction: sample.businessDirection, time: '30' };
    const since = now.getTime() - 30 * 86_400_000;
    const expected = bids.filter(
      (b) => b.cityCode === sample.cityCode && b.type === 2 && b.businessDirection === sample.businessDirection && b.publishTime.getTime() >= since,
    );
    const page = await listBidOpportunities(bidQuery(params), null, now);
    expect(page.total).toBe(expected.length);
    expect(page.items.map((c) => c.code).sort()).toEqual(expected.map((b) => b.code).sort());

    const inRange = bids.filter((b) => (yuan(b) ?? -1) >= 1_000_000 && (yuan(b) ?? Infinity) <= 5_000_000);
    expect((await listBidOpportunities(bidQuery({ budget: '100-500' }), null, now)).total).toBe(inRange.length);
  });

  it('sorts by budget both ways, no budget last, and by deadline and publish time', async () => {
    const city = bids[0]!.cityCode;
    const read = async (params: SearchParams) => (await listBidOpportunities(bidQuery({ cityCode: city, ...params }), null, now)).items;
    const budgets = (await read({ sort: 'budget' })).map((c) => (c.budgetAmount === null ? null : c.budgetAmount * (c.type === 2 ? 1 : 10_000)));
    const known = budgets.filter((v): v is number => v !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(budgets.slice(known.length).every((v) => v === null)).toBe(true);
    // Ties go by id in the sort's direction, so ascending is descending turned round.
    // On PostgreSQL the test files share one database and others add tenders meanwhile (the imports):
    // the two reads are compared on the cards both hold.
    const desc = (await read({ sort: 'budget' })).map((c) => c.code).slice(0, known.length);
    const asc = (await read({ sort: 'budget', order: 'asc' })).map((c) => c.code).slice(0, known.length);
    const both = desc.filter((code) => asc.includes(code));
    expect(both.length).toBeGreaterThan(1);
    expect(asc.filter((code) => both.includes(code))).toEqual(both.reverse());

    const byTime = (await read({ sort: 'time', order: 'asc' })).map((c) => c.publishTime);
    expect(byTime).toEqual([...byTime].sort());
    const deadlines = (await read({ sort: 'delivery' })).map((c) => c.bidDeadLine).filter(Boolean);
    expect(deadlines).toEqual([...deadlines].sort().reverse());
  });

  it('puts recommended tenders first by default and marks those past their deadline as ended', async () => {
    const city = bids.find((b) => b.recommend)!.cityCode;
    const flags = (await listBidOpportunities(bidQuery({ cityCode: city }), null, now)).items.map((c) => c.recommend);
    expect(flags[0]).toBe(true);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    const all = (await listBidOpportunities({ ...bidQuery({ sort: 'delivery', order: 'asc' }) }, null, now)).items;
    for (const card of all) expect(card.showEndStatus).toBe(card.bidDeadLine !== null && new Date(card.bidDeadLine) <= now);
    expect(all.some((c) => c.showEndStatus)).toBe(true);
  });
});

describe('the demand hall (/demandHall.html)', () => {
  it('lists only open demands of the tab, filtered by category, second level, city and budget', async () => {
    const open = demands.filter((d) => d.status === 'open');
    const sample = open.find((d) => d.kind === 2 && d.price !== null)!;
    const params = { tab: 'manpower', category: sample.primaryClass!, subCategory: sample.secondClass!, budget: '1-5' };
    const expected = open.filter((d) => d.kind === 2 && d.secondClass === sample.secondClass && d.price !== null && Number(d.price) >= 10_000 && Number(d.price) <= 50_000);
    const page = await listOutsourcingDemands(demandQuery(params), null, now);
    expect(page.total).toBe(expected.length);
    expect(page.items.every((c) => c.channel === 2 && c.price !== null)).toBe(true);
    expect((await listOutsourcingDemands(demandQuery({ cityCode: sample.cityCode! }), null, now)).total).toBe(open.filter((d) => d.kind === 1 && d.cityCode === sample.cityCode).length);
  });

  it('hides a demand that is not open', async () => {
    const db = await getDb();
    const orderNo = `XQ20260101${String(process.pid).padStart(6, '0').slice(-6)}`;
    await db.insert(outsourcingDemands).values({ orderNo, idSecret: `pending-${orderNo}`, userId: 0, orderName: '待审核的需求', memo: '待平台完善', contactMobile: '13800000000', kind: 1, cityCode: '500100', status: 'pending', source: 'quick_publish' });
    const page = await listOutsourcingDemands({ ...demandQuery({ cityCode: '500100', sort: 'time' }), pageSize: 1000 }, null, now);
    expect(page.items.map((c) => c.orderNo)).not.toContain(orderNo);
  });
});

describe('my follows (sort tab 6)', () => {
  it('lists what the identity follows, latest first, flags them in the lists, and nothing for others', async () => {
    const me = viewerAt(1);
    const [a, b] = bids;
    const demand = demands.find((d) => d.status === 'open' && d.kind === 1)!;
    for (const id of [a!.code, b!.code, demand.orderNo]) expect(await toggleFollow(me, id)).toEqual({ followed: true });

    const mine = await listBidOpportunities(bidQuery({ sort: '6' }), me, now);
    expect(mine.items.map((c) => c.code)).toEqual([b!.code, a!.code]);
    expect(mine.items.every((c) => c.followed)).toBe(true);
    expect((await listOutsourcingDemands(demandQuery({ sort: '6' }), me, now)).items.map((c) => [c.orderNo, c.demandAttStatus])).toEqual([[demand.orderNo, 1]]);
    const flagged = (await listBidOpportunities(bidQuery({ cityCode: a!.cityCode }), me, now)).items.find((c) => c.code === a!.code);
    if (flagged) expect(flagged.followed).toBe(true);

    // Another identity of the same user, another user and a visitor see none of them.
    expect((await listBidOpportunities(bidQuery({ sort: '6' }), { ...me, buId: 900001 }, now)).total).toBe(0);
    expect((await listBidOpportunities(bidQuery({ sort: '6' }), viewerAt(2), now)).total).toBe(0);
    expect(await listBidOpportunities(bidQuery({ sort: '6' }), null, now)).toEqual({ items: [], total: 0 });

    expect(await toggleFollow(me, a!.code)).toEqual({ followed: false });
    expect((await listBidOpportunities(bidQuery({ sort: '6' }), me, now)).items.map((c) => c.code)).toEqual([b!.code]);
  });
});
