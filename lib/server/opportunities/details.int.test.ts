import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { bidOpportunities, outsourcingDemands } from '@/lib/server/db/schema';
import { getBidOpportunity, getOutsourcingDemand } from './details';
import { toggleFollow } from './follow';

let bid: typeof bidOpportunities.$inferSelect;
let demand: typeof outsourcingDemands.$inferSelect;
const viewer = { userId: 1_800_000_000 + (process.pid % 100_000), buId: 0 };

beforeAll(async () => {
  const db = await getDb();
  [bid] = (await db.select().from(bidOpportunities).where(eq(bidOpportunities.type, 1)).limit(1)) as [typeof bid];
  [demand] = (await db.select().from(outsourcingDemands).where(eq(outsourcingDemands.kind, 2)).limit(1)) as [typeof demand];
});

describe('opportunity details', () => {
  it('reads a tender by its code with the card, the purchase unit and the notice text', async () => {
    const detail = await getBidOpportunity(bid.code, null);
    expect(detail).toMatchObject({
      code: bid.code,
      type: 1,
      projectName: bid.projectName,
      purchaseUnit: bid.purchaseUnit,
      content: bid.content,
      followed: false,
      budgetAmount: bid.budgetAmount === null ? null : Number(bid.budgetAmount),
    });
    expect(detail!.cityName).not.toBe('');
    expect(await getBidOpportunity('YX00000000000000', null)).toBeNull();
  });

  it('reads an open demand by its orderNo with the manpower fields by name, and follows per identity', async () => {
    const detail = await getOutsourcingDemand(demand.orderNo, null);
    expect(detail).toMatchObject({ orderNo: demand.orderNo, channel: 2, memo: demand.memo, personOrder: demand.personOrder, demandAttStatus: 0 });
    expect(detail!.residentPeriodName).toMatch(/个月/);
    expect(detail!.settlementPeriodName).toMatch(/结算/);
    expect(detail!.secondClassName).not.toBe(demand.secondClass);

    await toggleFollow(viewer, demand.orderNo);
    expect((await getOutsourcingDemand(demand.orderNo, viewer))!.demandAttStatus).toBe(1);
    expect((await getOutsourcingDemand(demand.orderNo, { ...viewer, buId: 1 }))!.demandAttStatus).toBe(0);
  });

  it('has no page for a demand that is not open', async () => {
    const db = await getDb();
    const orderNo = `XQ20260102${String(process.pid % 1_000_000).padStart(6, '0')}`;
    await db.insert(outsourcingDemands).values({ ...demand, id: undefined, orderNo, idSecret: `closed-${orderNo}`, status: 'closed' });
    expect(await getOutsourcingDemand(orderNo, null)).toBeNull();
    expect(await getOutsourcingDemand(demand.orderNo, null)).not.toBeNull();
  });
});
