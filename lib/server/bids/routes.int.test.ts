import { desc, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getBidByCode } from '@/app/api/getBidByCode/route';
import { GET as getBidRecommendSupplier } from '@/app/api/getBidRecommendSupplier/route';
import { GET as getHistoryBidByPurchaseCode } from '@/app/api/getHistoryBidByPurchaseCode/route';
import { getDb } from '@/lib/server/db/client';
import { purchasers, winningBids } from '@/lib/server/db/schema';

interface Answer<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

const call = async <T>(handler: (req: NextRequest) => Promise<Response>, path: string) => {
  const res = await handler(new NextRequest(`http://localhost${path}`));
  return { status: res.status, body: (await res.json()) as Answer<T> };
};

let bid: { id: number; bidCode: string; purchaseCode: string };

beforeAll(async () => {
  const db = await getDb();
  // A seeded bid of a known purchasing unit (other files on the shared PostgreSQL database add bids of their own).
  const [row] = await db
    .select({ id: winningBids.id, bidCode: winningBids.bidCode, purchaseCode: winningBids.purchaseCode })
    .from(winningBids)
    .innerJoin(purchasers, eq(purchasers.purchaseCode, winningBids.purchaseCode))
    .where(eq(winningBids.bidState, 1))
    .orderBy(desc(winningBids.publishTime))
    .limit(1);
  bid = row!;
});

describe('GET /api/getBidByCode', () => {
  it('answers the record under the spec’s field names', async () => {
    const { status, body } = await call<Record<string, unknown>>(getBidByCode, `/api/getBidByCode?bidCode=${bid.bidCode}`);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    for (const key of ['bidId', 'projectName', 'bidState', 'cityName', 'purchaserType', 'purchaser', 'bidComp', 'amount', 'publishTime']) {
      expect(body.data).toHaveProperty(key);
    }
    expect(body.data).toMatchObject({ bidId: bid.id, bidCode: bid.bidCode, bidState: 1, purchaseCode: bid.purchaseCode });
    expect(typeof body.data.publishTime).toBe('string');
  });

  it('answers 404 for an unknown code and 400 without one', async () => {
    const missing = await call(getBidByCode, '/api/getBidByCode?bidCode=ZB-NONE');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 40400, msg: '中标信息不存在', data: null });
    for (const path of ['/api/getBidByCode', '/api/getBidByCode?bidCode=%20', `/api/getBidByCode?bidCode=${'Z'.repeat(65)}`]) {
      const bad = await call(getBidByCode, path);
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe(40000);
      expect(bad.body.msg).toMatch(/中标编号/);
    }
  });
});

describe('GET /api/getBidRecommendSupplier', () => {
  it('answers up to 6 supplier cards', async () => {
    const { status, body } = await call<{ list: Record<string, unknown>[] }>(
      getBidRecommendSupplier,
      `/api/getBidRecommendSupplier?bidId=${bid.id}`,
    );
    expect(status).toBe(200);
    expect(body.data.list.length).toBeGreaterThan(0);
    expect(body.data.list.length).toBeLessThanOrEqual(6);
    for (const key of ['compId', 'compName', 'logo', 'serviceTrade', 'coreCompetence', 'serviceForm', 'registerCapital', 'compScale', 'caseCount']) {
      expect(body.data.list[0]).toHaveProperty(key);
    }
  });

  it('answers 404 for an unknown bid and 400 for a bad id', async () => {
    expect((await call(getBidRecommendSupplier, '/api/getBidRecommendSupplier?bidId=99999999')).status).toBe(404);
    for (const id of ['', 'abc', '0', '-3', '1.5']) {
      const bad = await call(getBidRecommendSupplier, `/api/getBidRecommendSupplier?bidId=${id}`);
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toMatch(/中标编号/);
    }
  });
});

describe('GET /api/getHistoryBidByPurchaseCode', () => {
  const path = (query: string) => `/api/getHistoryBidByPurchaseCode?purchaseCode=${bid.purchaseCode}${query}`;

  it('pages the purchaser’s other bids, 5 by default', async () => {
    const { status, body } = await call<{ list: { bidCode: string }[]; total: number }>(
      getHistoryBidByPurchaseCode,
      path(`&bidCode=${bid.bidCode}`),
    );
    expect(status).toBe(200);
    expect(body.data.list.length).toBeLessThanOrEqual(5);
    expect(body.data.list.map((b) => b.bidCode)).not.toContain(bid.bidCode);
    const all = await call<{ total: number }>(getHistoryBidByPurchaseCode, path('&bidCode='));
    expect(all.body.data.total).toBe(body.data.total + 1);
    const second = await call<{ list: unknown[]; total: number }>(getHistoryBidByPurchaseCode, path('&pageStart=2&pageSize=1'));
    expect(second.body.data.list).toHaveLength(Math.min(1, Math.max(0, all.body.data.total - 1)));
  });

  it('answers 404 for an unknown purchaser and 400 for bad paging', async () => {
    const missing = await call(getHistoryBidByPurchaseCode, '/api/getHistoryBidByPurchaseCode?purchaseCode=P-NONE');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('采购单位不存在');
    for (const [query, msg] of [
      ['&pageSize=51', '每页最多 50 条'],
      ['&pageStart=0', '页码应从 1 开始'],
      ['&pageStart=x', '页码应为数字'],
    ] as const) {
      const bad = await call(getHistoryBidByPurchaseCode, path(query));
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toContain(msg);
    }
    const noCode = await call(getHistoryBidByPurchaseCode, '/api/getHistoryBidByPurchaseCode');
    expect(noCode.status).toBe(400);
    expect(noCode.body.msg).toContain('采购单位编码');
  });
});
