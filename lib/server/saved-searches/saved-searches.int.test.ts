import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { GET as feedRoute } from '@/app/feeds/[file]/route';
import { POST as deleteSavedSearchPost } from '@/app/api/deleteSavedSearch/route';
import { POST as renameSavedSearchPost } from '@/app/api/renameSavedSearch/route';
import { POST as saveSearchPost } from '@/app/api/saveSearch/route';
import { POST as setFeedTokenPost } from '@/app/api/setFeedToken/route';
import { SAVED_SEARCHES_MAX, type FeedLinks } from '@/lib/saved-searches/types';
import { getDb } from '@/lib/server/db/client';
import { opportunityPushes, solutions, userMessages, winningBids } from '@/lib/server/db/schema';
import { pushListRecords, pushOpportunity } from '@/lib/server/opportunities/push';
import { saveSubscription } from '@/lib/server/opportunities/subscriptions';
import { answerOf, request } from '@/test/kits/account-routes';
import { deleteTestBids, deleteTestSuppliers, insertTestBid, insertTestSupplier } from '@/test/kits/bids';
import { addBid, addDemand, enterpriseUser } from '@/test/kits/opportunities';
import { listSavedSearches } from './service';

// Saved searches and feeds (docs/features.md, Saved searches and feeds). The searches use 深圳 and 智慧城市,
// which the other push tests on a shared database do not publish, so no other file's records reach them.

type Handler = (req: ReturnType<typeof request>) => Promise<Response>;
const call = async <T>(handler: Handler, path: string, body: unknown, cookie?: string) => {
  const res = await handler(request(path, { body, cookie }));
  return { status: res.status, ...(await answerOf<T>(res)) };
};
const save = (cookie: string | undefined, list: string, query: string) => call<{ id: number; name: string }>(saveSearchPost, '/api/saveSearch', { list, query }, cookie);
const feedToken = (cookie: string, body: unknown) => call<{ feed: FeedLinks }>(setFeedTokenPost, '/api/setFeedToken', body, cookie);
const fetchFeed = (url: string) => feedRoute(request(new URL(url).pathname), { params: Promise.resolve({ file: new URL(url).pathname.split('/').pop()! }) });
const SHENZHEN = 'cityCode=440300&direction=zhcs';

async function feedOf(userId: number, id: number) {
  const mine = await listSavedSearches(userId, 'http://localhost');
  return mine.find((s) => s.id === id)!.feed!;
}

describe('saving a search (订阅此搜索)', () => {
  it('reads the query with the page’s parser and names it in Chinese; a visitor and bad input are refused', async () => {
    const user = await enterpriseUser();
    const saved = await save(user.cookie, 'business', `${SHENZHEN}&budget=50-100&page=7&sort=budget&junk=1`);
    expect(saved.code).toBe(0);
    expect(saved.data.name).toBe('深圳 · 智慧城市 · 50-100万');
    const [mine] = await listSavedSearches(user.userId, 'http://localhost');
    expect(mine).toMatchObject({ id: saved.data.id, href: '/business.html?direction=zhcs&cityCode=440300&budget=50-100', pushed: true });
    expect(mine!.summary).toBe('软件商机 · 所在城市：深圳 · 业务方向：智慧城市 · 预算金额：50-100万');
    expect(mine!.feed!.rss).toMatch(/^http:\/\/localhost\/feeds\/[A-Za-z0-9_-]{43}\.rss$/);
    expect((await save(user.cookie, 'search', '')).status).toBe(400);
    expect((await save(undefined, 'business', '')).status).toBe(401);
    const search = await save(user.cookie, 'bids', 'searchName=智慧园区&tabIndex=0');
    expect(search.data.name).toBe('“智慧园区”');
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} a user, with a clear message beyond`, async () => {
    const user = await enterpriseUser();
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++) expect((await save(user.cookie, 'demands', `budget=1-5&cityCode=4403${String(i).padStart(2, '0')}`)).code).toBe(0);
    const over = await save(user.cookie, 'demands', '');
    expect(over.status).toBe(409);
    expect(over.msg).toBe(`最多保存${SAVED_SEARCHES_MAX}个订阅搜索，请先在个人中心删除不再需要的订阅`);
    // Another user is not counted against them.
    expect((await save((await enterpriseUser()).cookie, 'demands', '')).code).toBe(0);
  });

  it('lets only its owner rename it, delete it or change its feed', async () => {
    const [owner, stranger] = [await enterpriseUser(), await enterpriseUser()];
    const { data } = await save(owner.cookie, 'schemes', 'searchName=数据中台');
    const rename = (cookie: string, name: string) => call(renameSavedSearchPost, '/api/renameSavedSearch', { id: data.id, name }, cookie);
    expect((await rename(stranger.cookie, '别人的')).status).toBe(404);
    expect((await feedToken(stranger.cookie, { source: 'search', id: data.id, action: 'revoke' })).status).toBe(404);
    expect((await call(deleteSavedSearchPost, '/api/deleteSavedSearch', { id: data.id }, stranger.cookie)).status).toBe(404);
    expect((await rename(owner.cookie, '   ')).status).toBe(400);
    expect((await rename(owner.cookie, '数据中台方案')).code).toBe(0);
    expect((await listSavedSearches(owner.userId, 'http://localhost'))[0]!.name).toBe('数据中台方案');
    expect(await listSavedSearches(stranger.userId, 'http://localhost')).toEqual([]);
    expect((await call(deleteSavedSearchPost, '/api/deleteSavedSearch', { id: data.id }, owner.cookie)).code).toBe(0);
    expect(await listSavedSearches(owner.userId, 'http://localhost')).toEqual([]);
  });
});

describe('pushing new records to saved searches', () => {
  it('pushes a matching bid with the saved search’s name and words as the reason, and nothing to a search it misses', async () => {
    const [fits, misses] = [await enterpriseUser(), await enterpriseUser()];
    const { data } = await save(fits.cookie, 'business', SHENZHEN);
    await save(misses.cookie, 'business', 'cityCode=440300&direction=zhcs&budget=1000-');
    const code = await addBid({ cityCode: '440300', businessDirection: 'zhcs', projectName: '深圳市智慧城市运营中心建设项目' });
    await pushOpportunity({ kind: 'bid', orderId: code });
    const db = await getDb();
    const [message] = await db.select().from(userMessages).where(and(eq(userMessages.userId, fits.userId), eq(userMessages.kind, 'bid_push')));
    expect(message).toMatchObject({ title: '新商机：深圳市智慧城市运营中心建设项目', link: `/gov_purchase_detail.html?bidCode=${code}` });
    expect(message!.body).toMatch(new RegExp(`^该商机符合您的订阅搜索“${data.name}”（[^）]*深圳；[^）]*智慧城市）$`));
    expect(await db.select().from(userMessages).where(eq(userMessages.userId, misses.userId))).toHaveLength(0);
    const [push] = await db.select().from(opportunityPushes).where(eq(opportunityPushes.userId, fits.userId));
    expect(push).toMatchObject({ savedSearchId: data.id, subscriptionId: null });
  });

  it('pushes a matching outsourcing demand to a /demandHall.html search', async () => {
    const user = await enterpriseUser();
    await save(user.cookie, 'demands', 'category=dev&subCategory=dev-mini&cityCode=440300');
    await pushOpportunity({ kind: 'outsourcing', orderId: await addDemand({ cityCode: '440300', orderName: '深圳社区团购小程序' }) });
    await pushOpportunity({ kind: 'outsourcing', orderId: await addDemand({ cityCode: '440300', kind: 2, primaryClass: 'dev', secondClass: 'dev-mini' }) });
    const db = await getDb();
    const messages = await db.select().from(userMessages).where(eq(userMessages.userId, user.userId));
    expect(messages.map((m) => m.title)).toEqual(['新商机：深圳社区团购小程序']);
  });

  it('sends one message when a subscription and a saved search of the same user both match', async () => {
    const user = await enterpriseUser();
    const sub = await saveSubscription(user, { channel: 4, city: ['440300'], businessDirection: ['zhcs'], purchaseUnit: ['djjg'], budgetStart: 0, budgetEnd: 100 });
    expect(sub.channelInUse).toBe(1);
    await save(user.cookie, 'business', SHENZHEN);
    const code = await addBid({ cityCode: '440300', businessDirection: 'zhcs' });
    await pushOpportunity({ kind: 'bid', orderId: code });
    const db = await getDb();
    const messages = await db.select().from(userMessages).where(eq(userMessages.userId, user.userId));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toContain('政府招标商机订阅');
    const pushes = await db.select().from(opportunityPushes).where(eq(opportunityPushes.userId, user.userId));
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.subscriptionId).not.toBeNull();
    expect(pushes[0]!.savedSearchId).toBeNull();
  });
});

describe('pushing new winning bids to saved searches of /search.html', () => {
  it('pushes a new winning bid that matches the keyword and labels, not an old one nor one it misses, and lists it in the feed', async () => {
    const [fits, misses] = [await enterpriseUser(), await enterpriseUser()];
    const { data } = await save(fits.cookie, 'bids', 'searchName=海绵城市监测&tabIndex=0&city_name.keyword=深圳');
    await save(misses.cookie, 'bids', 'searchName=海绵城市监测&tabIndex=0&city_name.keyword=广州');
    const shenzhen = { cityCode: '440300', cityName: '深圳', provinceName: '广东省', purchaser: '深圳市南山区科技创新局', bidComp: '深圳市云图数智科技有限公司', amount: 2_380_000 };
    const tag = `AW${Date.now()}`;
    const fresh = await insertTestBid('南山区海绵城市监测平台采购项目', `${tag}N`, { ...shenzhen, publishTime: new Date() });
    const old = await insertTestBid('前海海绵城市监测服务项目', `${tag}O`, { ...shenzhen, publishTime: new Date(Date.now() - 30 * 24 * 3600_000) });
    const other = await insertTestBid('南山区数字档案馆建设项目', `${tag}X`, { ...shenzhen, publishTime: new Date() });
    const db = await getDb();
    const codes = await db.select({ id: winningBids.id, code: winningBids.bidCode }).from(winningBids).where(inArray(winningBids.id, [fresh, old, other]));
    expect(await pushListRecords('award', codes.map((c) => c.code))).toBe(1);
    const messages = await db.select().from(userMessages).where(eq(userMessages.userId, fits.userId));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'bid_push', title: '新中标：南山区海绵城市监测平台采购项目', link: `/search-signdetail.html?id=${fresh}` });
    expect(messages[0]!.body).toBe(`该商机符合您的订阅搜索“${data.name}”（关键词：海绵城市监测；所在城市：深圳）`);
    expect(await db.select().from(userMessages).where(eq(userMessages.userId, misses.userId))).toHaveLength(0);
    // The same batch again (a retried job) sends nothing more.
    expect(await pushListRecords('award', codes.map((c) => c.code))).toBe(0);
    const feed = await new Parser().parseString(await (await fetchFeed((await feedOf(fits.userId, data.id)).rss)).text());
    const item = feed.items.find((i) => i.title === '南山区海绵城市监测平台采购项目');
    expect(item?.content ?? item?.contentSnippet).toContain('中标单位：深圳市云图数智科技有限公司');
    expect(item?.content ?? item?.contentSnippet).toContain('中标金额：238.0万');
    // Other files on the shared PostgreSQL database read the newest bids: these leave.
    await deleteTestBids([fresh, old, other]);
  });
});

describe('pushing suppliers new to the portal to saved searches of /search.html\'s 供应商 tab', () => {
  it('pushes a new supplier that matches the keyword and city, not one it misses, and lists it in the feed', async () => {
    const [fits, misses] = [await enterpriseUser(), await enterpriseUser()];
    const { data } = await save(fits.cookie, 'suppliers', 'searchName=声纹识别&tabIndex=1&city_name.keyword=深圳');
    await save(misses.cookie, 'suppliers', 'searchName=声纹识别&tabIndex=1&city_name.keyword=广州');
    const shenzhen = { cityCode: '440300', cityName: '深圳', provinceName: '广东省', serviceTrade: ['政务', '金融'] };
    const fresh = await insertTestSupplier('深圳声纹识别智能科技有限公司', shenzhen);
    const other = await insertTestSupplier('深圳星海档案数字科技有限公司', shenzhen);
    expect(await pushListRecords('supplier', [fresh.code, other.code])).toBe(1);
    const db = await getDb();
    const messages = await db.select().from(userMessages).where(eq(userMessages.userId, fits.userId));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'bid_push', title: '新供应商：深圳声纹识别智能科技有限公司', link: `/search-supplierdetail.html?id=${fresh.id}` });
    expect(messages[0]!.body).toBe(`该商机符合您的订阅搜索“${data.name}”（关键词：声纹识别；所在城市：深圳）`);
    expect(await db.select().from(userMessages).where(eq(userMessages.userId, misses.userId))).toHaveLength(0);
    // Announced again (a retried job), nothing more is sent.
    expect(await pushListRecords('supplier', [fresh.code])).toBe(0);
    const feed = await new Parser().parseString(await (await fetchFeed((await feedOf(fits.userId, data.id)).rss)).text());
    const item = feed.items.find((i) => i.title === '深圳声纹识别智能科技有限公司');
    expect(item?.content ?? item?.contentSnippet).toContain('所在城市：深圳');
    expect(item?.content ?? item?.contentSnippet).toContain('主营方向：政务、金融');
    await deleteTestSuppliers([fresh.id, other.id]);
  });
});

describe('pushing newly listed schemes to saved searches of /scheme.html', () => {
  it('pushes a new scheme the saved keyword and category find, not one it misses', async () => {
    const [fits, misses] = [await enterpriseUser(), await enterpriseUser()];
    const db = await getDb();
    const [model] = await db.select().from(solutions).where(eq(solutions.originSource, 1)).limit(1);
    const { data } = await save(fits.cookie, 'schemes', `searchName=城市生命线监测&firstCategoryId=${model!.firstCategoryCode}`);
    await save(misses.cookie, 'schemes', 'searchName=城市生命线监测&originTag=2');
    const copy = (name: string) => {
      const rest: Partial<typeof model> = { ...model! };
      delete rest!.id;
      return { ...(rest as Omit<NonNullable<typeof model>, 'id'>), originIdSec: randomBytes(16).toString('hex'), serviceName: name, serviceProvider: '重庆城安数智科技有限公司', servicePrice: 980_000, originTag: 1, publishTime: new Date(), schemeId: null };
    };
    const made = await db.insert(solutions).values([copy('城市生命线监测预警平台'), copy('智慧水务调度平台')]).returning({ code: solutions.originIdSec });
    expect(await pushListRecords('scheme', made.map((m) => m.code))).toBe(1);
    const [message] = await db.select().from(userMessages).where(eq(userMessages.userId, fits.userId));
    expect(message).toMatchObject({ title: '新方案：城市生命线监测预警平台', link: `/solution-detail.html?id=${made[0]!.code}` });
    expect(message!.body).toContain(`该商机符合您的订阅搜索“${data.name}”（关键词：城市生命线监测`);
    expect(await db.select().from(userMessages).where(eq(userMessages.userId, misses.userId))).toHaveLength(0);
    const feed = await new Parser().parseString(await (await fetchFeed((await feedOf(fits.userId, data.id)).rss)).text());
    expect(feed.items[0]?.title).toBe('城市生命线监测预警平台');
    expect(feed.items[0]?.content ?? feed.items[0]?.contentSnippet).toContain('服务商：重庆城安数智科技有限公司');
  });
});

describe('private feeds', () => {
  it('lists the pushes as RSS 2.0 and Atom without a cookie, and stops at once when revoked', async () => {
    const user = await enterpriseUser();
    const { data } = await save(user.cookie, 'business', SHENZHEN);
    const code = await addBid({ cityCode: '440300', businessDirection: 'zhcs', projectName: '深圳市政务云平台扩容项目', purchaserName: '深圳市政务服务数据管理局', budgetAmount: '1200000' });
    await pushOpportunity({ kind: 'bid', orderId: code });
    const feed = await feedOf(user.userId, data.id);
    const parser = new Parser();

    const rss = await fetchFeed(feed.rss);
    expect(rss.status).toBe(200);
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const channel = await parser.parseString(await rss.text());
    expect(channel.title).toContain(data.name);
    const item = channel.items.find((i) => i.title === '深圳市政务云平台扩容项目');
    expect(item?.link).toBe(`http://localhost/gov_purchase_detail.html?bidCode=${code}`);
    expect(item?.content ?? item?.contentSnippet).toContain('采购单位：深圳市政务服务数据管理局');
    expect(item?.content ?? item?.contentSnippet).toContain('预算：120.0万');
    expect(item?.content ?? item?.contentSnippet).toContain(`推送原因：该商机符合您的订阅搜索“${data.name}”`);
    expect(item?.pubDate).toBeTruthy();

    const atom = await fetchFeed(feed.atom);
    expect(atom.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect((await parser.parseString(await atom.text())).items.map((i) => i.title)).toContain('深圳市政务云平台扩容项目');

    // Revoked: refused at once with a clear message; regenerated: a new address works, the old one stays refused.
    expect((await feedToken(user.cookie, { source: 'search', id: data.id, action: 'revoke' })).data.feed).toBeNull();
    const refused = await fetchFeed(feed.rss);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain('订阅源不存在或已被撤销');
    const renewed = (await feedToken(user.cookie, { source: 'search', id: data.id, action: 'regenerate' })).data.feed!;
    expect(renewed.rss).not.toBe(feed.rss);
    expect((await fetchFeed(renewed.rss)).status).toBe(200);
    expect((await fetchFeed(feed.atom)).status).toBe(404);
    expect((await fetchFeed('http://localhost/feeds/not-a-token.rss')).status).toBe(404);
  });

  it('gives a subscription its own feed of the pushes it produced', async () => {
    const user = await enterpriseUser();
    await saveSubscription(user, { channel: 4, city: ['440300'], businessDirection: ['zhcs'], purchaseUnit: ['djjg'], budgetStart: 0, budgetEnd: 100 });
    await pushOpportunity({ kind: 'bid', orderId: await addBid({ cityCode: '440300', businessDirection: 'zhcs', projectName: '深圳市智慧交通平台项目' }) });
    const { subscriptionFeeds } = await import('./service');
    const [feed] = await subscriptionFeeds(user.userId, 'http://localhost');
    const parsed = await new Parser().parseString(await (await fetchFeed(feed!.feed!.rss)).text());
    expect(parsed.items.map((i) => i.title)).toEqual(['深圳市智慧交通平台项目']);
    expect((await feedToken((await enterpriseUser()).cookie, { source: 'subscription', id: feed!.id, action: 'revoke' })).status).toBe(404);
  });
});
