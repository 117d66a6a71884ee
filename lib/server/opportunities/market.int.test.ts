import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as getConfirmOrderData } from '@/app/api/getConfirmOrderData/route';
import { GET as getGovBiddingList } from '@/app/api/getGovBiddingList/route';
import { GET as getGovCityList } from '@/app/api/getGovCityList/route';
import { GET as getGovIntentionInfo } from '@/app/api/getGovIntentionInfo/route';
import { POST as getGovIntentionList } from '@/app/api/getGovIntentionList/route';
import { POST as getNewGovDealOrder } from '@/app/api/getNewGovDealOrder/route';
import { GET as getNewGovInfo } from '@/app/api/getNewGovInfo/route';
import { POST as getNewGovList } from '@/app/api/getNewGovList/route';
import { POST as getRecommendDemandList } from '@/app/api/getRecommendDemandList/route';
import { POST as getRequestData } from '@/app/api/getRequestData/route';
import { POST as hrohallshowList } from '@/app/api/hrohallshowList/route';
import { POST as workMarketInitData } from '@/app/api/workMarketInitData/route';
import type { BidCard, OutsourcingCard } from '@/lib/opportunities/types';
import { getDb } from '@/lib/server/db/client';
import { bidOpportunities, outsourcingDemands, users } from '@/lib/server/db/schema';
import { answerOf, loginAs, newPhone, request } from '@/test/kits/account-routes';

// The opportunity and tendering calls of 000 §7 on the seeded database: each answers the envelope with
// the data the demand hall and the tendering pages show; a requirement is read only by its owner; bad
// input is a 400 with a Chinese message and a non-zero code.

interface List<T> {
  list: T[];
  total: number;
}

const CHINESE = /[\u4e00-\u9fff]/;

async function expectBadRequest(res: Response) {
  expect(res.status).toBe(400);
  const body = await answerOf(res);
  expect(body.code).not.toBe(0);
  expect(body.msg).toMatch(CHINESE);
}

describe('outsourcing demand calls', () => {
  it('getRecommendDemandList answers open demands of the channel, recommended first', async () => {
    const res = await getRecommendDemandList(request('/api/getRecommendDemandList', { body: { channel: 1, pageSize: 6 } }));
    const body = await answerOf<List<OutsourcingCard>>(res);
    expect(body.code).toBe(0);
    expect(body.data.list.length).toBeGreaterThan(0);
    expect(body.data.list.length).toBeLessThanOrEqual(6);
    expect(body.data.total).toBeGreaterThanOrEqual(body.data.list.length);
    expect(body.data.list.every((d) => d.channel === 1)).toBe(true);
    const flags = body.data.list.map((d) => d.recommend);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    await expectBadRequest(await getRecommendDemandList(request('/api/getRecommendDemandList', { body: { channel: 3 } })));
    await expectBadRequest(await getRecommendDemandList(request('/api/getRecommendDemandList', { body: { cityCode: '重庆' } })));
  });

  it('hrohallshowList lists manpower demands under the filters, and refuses an unknown budget or sort', async () => {
    const db = await getDb();
    const [one] = await db
      .select({ cityCode: outsourcingDemands.cityCode })
      .from(outsourcingDemands)
      .where(and(eq(outsourcingDemands.kind, 2), eq(outsourcingDemands.status, 'open')))
      .limit(1);
    const res = await hrohallshowList(request('/api/hrohallshowList', { body: { cityCode: one!.cityCode, sort: 'time', order: 'desc', pageStart: 1, pageSize: 5 } }));
    const body = await answerOf<List<OutsourcingCard>>(res);
    expect(body.code).toBe(0);
    expect(body.data.list.length).toBeGreaterThan(0);
    expect(body.data.list.every((d) => d.channel === 2)).toBe(true);
    const times = body.data.list.map((d) => d.putTimeStr);
    expect(times).toEqual([...times].sort().reverse());
    await expectBadRequest(await hrohallshowList(request('/api/hrohallshowList', { body: { budget: '7-9' } })));
    await expectBadRequest(await hrohallshowList(request('/api/hrohallshowList', { body: { sort: 'random' } })));
    await expectBadRequest(await hrohallshowList(request('/api/hrohallshowList', { body: { pageSize: 500 } })));
  });

  it('workMarketInitData answers the hall tabs with their category trees and the filter options', async () => {
    const body = await answerOf<{ tabs: { channel: number; categories: unknown[] }[]; budgets: { key: string }[]; sortTabs: unknown[] }>(
      await workMarketInitData(request('/api/workMarketInitData', { body: {} })),
    );
    expect(body.code).toBe(0);
    expect(body.data.tabs.map((t) => t.channel)).toEqual([1, 2]);
    expect(body.data.tabs.every((t) => t.categories.length > 0)).toBe(true);
    expect(body.data.budgets.length).toBeGreaterThan(0);
    expect(body.data.sortTabs.length).toBe(5);
  });
});

describe("a user's own requirements", () => {
  async function userWithDemand() {
    const phone = newPhone();
    const cookie = await loginAs(phone);
    const db = await getDb();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, phone));
    const tag = Math.random().toString(36).slice(2, 10);
    await db.insert(outsourcingDemands).values({
      orderNo: `XQT${tag}`, idSecret: `sec${tag}`, userId: user!.id, orderName: '测试需求', memo: '需要开发一个小程序用于社区团购，含商品、订单和配送管理', contactMobile: phone, source: 'quick_publish', status: 'pending',
    });
    return { cookie, orderNo: `XQT${tag}`, idSecret: `sec${tag}` };
  }

  it('getConfirmOrderData and getRequestData answer the owner, nobody else, and 401 without a login', async () => {
    const owner = await userWithDemand();
    const other = await userWithDemand();
    const confirm = (orderIdSecret: string, cookie?: string) => getConfirmOrderData(request('/api/getConfirmOrderData', { body: { orderIdSecret }, cookie }));

    const mine = await answerOf<{ orderNo: string; status: string }>(await confirm(owner.idSecret, owner.cookie));
    expect(mine).toMatchObject({ code: 0, data: { orderNo: owner.orderNo, status: 'pending' } });
    const theirs = await confirm(owner.idSecret, other.cookie);
    expect(theirs.status).toBe(404);
    expect((await answerOf(theirs)).msg).toBe('需求不存在');
    expect((await confirm(owner.idSecret)).status).toBe(401);
    await expectBadRequest(await confirm('', owner.cookie));

    const list = await answerOf<List<{ orderNo: string }>>(await getRequestData(request('/api/getRequestData', { body: {}, cookie: other.cookie })));
    expect(list.code).toBe(0);
    expect(list.data).toMatchObject({ total: 1, list: [{ orderNo: other.orderNo }] });
    expect((await getRequestData(request('/api/getRequestData', { body: {} }))).status).toBe(401);
    await expectBadRequest(await getRequestData(request('/api/getRequestData', { body: { pageStart: 0 }, cookie: other.cookie })));
  });
});

describe('government tender calls', () => {
  it('getNewGovList and getGovIntentionList list notices and intentions; their info calls answer one of the right type', async () => {
    const notices = await answerOf<List<BidCard>>(await getNewGovList(request('/api/getNewGovList', { body: { pageSize: 5 } })));
    expect(notices.code).toBe(0);
    expect(notices.data.list.length).toBeGreaterThan(0);
    expect(notices.data.list.every((b) => b.type === 2)).toBe(true);
    const intentions = await answerOf<List<BidCard>>(await getGovIntentionList(request('/api/getGovIntentionList', { body: { pageSize: 5 } })));
    expect(intentions.data.list.length).toBeGreaterThan(0);
    expect(intentions.data.list.every((b) => b.type === 1)).toBe(true);

    const notice = notices.data.list[0]!.code;
    const intention = intentions.data.list[0]!.code;
    const info = await answerOf<{ code: string; content: string }>(await getNewGovInfo(request(`/api/getNewGovInfo?code=${notice}`)));
    expect(info.code).toBe(0);
    expect(info.data.code).toBe(notice);
    expect(info.data.content.length).toBeGreaterThan(0);
    expect((await answerOf(await getGovIntentionInfo(request(`/api/getGovIntentionInfo?code=${intention}`)))).code).toBe(0);
    // A code of the other type is not one of these.
    expect((await getNewGovInfo(request(`/api/getNewGovInfo?code=${intention}`))).status).toBe(404);
    expect((await getGovIntentionInfo(request(`/api/getGovIntentionInfo?code=${notice}`))).status).toBe(404);
    await expectBadRequest(await getNewGovInfo(request('/api/getNewGovInfo')));
    await expectBadRequest(await getNewGovList(request('/api/getNewGovList', { body: { budget: 'lots' } })));
  });

  it('getNewGovDealOrder, getGovBiddingList and getGovCityList answer a city with tenders', async () => {
    const db = await getDb();
    const [notice] = await db.select({ cityCode: bidOpportunities.cityCode }).from(bidOpportunities).where(eq(bidOpportunities.type, 2)).limit(1);
    const cityCode = notice!.cityCode;

    const cities = await answerOf<{ list: { cityCode: string; count: number }[] }>(await getGovCityList(request('/api/getGovCityList')));
    expect(cities.code).toBe(0);
    expect(cities.data.list.find((c) => c.cityCode === cityCode)?.count).toBeGreaterThan(0);

    const bidding = await answerOf<List<{ code: string; fileInfo: unknown[]; publishTime: string }>>(
      await getGovBiddingList(request(`/api/getGovBiddingList?cityCode=${cityCode}&pageSize=3`)),
    );
    expect(bidding.code).toBe(0);
    expect(bidding.data.total).toBeGreaterThan(0);
    expect(bidding.data.list.length).toBeLessThanOrEqual(3);
    expect(bidding.data.list[0]).toHaveProperty('fileInfo');
    await expectBadRequest(await getGovBiddingList(request('/api/getGovBiddingList?cityCode=12')));
    await expectBadRequest(await getGovBiddingList(request(`/api/getGovBiddingList?cityCode=${cityCode}&open=yes`)));

    const deals = await answerOf<{ list: { orderName: string; formatPrice: string }[] }>(
      await getNewGovDealOrder(request('/api/getNewGovDealOrder', { body: { cityCode: '500000', pageSize: 3 } })),
    );
    expect(deals.code).toBe(0);
    expect(deals.data.list.length).toBeGreaterThan(0);
    expect(deals.data.list.length).toBeLessThanOrEqual(3);
    await expectBadRequest(await getNewGovDealOrder(request('/api/getNewGovDealOrder', { body: { cityCode: '500100', pageSize: 21 } })));
  });
});
