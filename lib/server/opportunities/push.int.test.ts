import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getInboxList } from '@/app/api/getInboxList/route';
import { GET as getMsgNum } from '@/app/api/getMsgNum/route';
import { POST as readInboxMessage } from '@/app/api/readInboxMessage/route';
import { saveSubscription } from '@/lib/server/opportunities/subscriptions';
import type { InboxPage } from '@/lib/inbox/types';
import { getDb, getDbHandle, queryRows } from '@/lib/server/db/client';
import { opportunityPushes, userMessages } from '@/lib/server/db/schema';
import { unansweredYesterday } from '@/lib/server/inbox/service';
import { JOBS, OPPORTUNITY_PUSH_JOB } from '@/lib/server/jobs/jobs';
import { startQueue } from '@/lib/server/jobs/queue';
import { answerOf, request } from '@/test/kits/account-routes';
import { addBid, addDemand, enterpriseUser } from '@/test/kits/opportunities';
import { PUSH_DAILY_CAP, pushOpportunity } from './push';

const software = { channel: 1 as const, primaryClass: ['dev'], secondClass: ['dev-mini'], receiveRequrie: ['1'], city: ['500100'], budgetStart: 0, budgetEnd: 50_000 };
const gov = { channel: 4 as const, city: ['500100'], businessDirection: ['rjkf'], purchaseUnit: ['djjg'], budgetStart: 0, budgetEnd: 100 };

async function pushesOf(userId: number) {
  const db = await getDb();
  return db.select().from(userMessages).where(and(eq(userMessages.userId, userId), eq(userMessages.kind, 'bid_push')));
}

describe('pushing new opportunities to subscribers (001 §3 Subscription)', () => {
  it('puts one message with the reason into the inbox of each matching subscriber only', async () => {
    const [fits, elsewhere, tooCheap] = [await enterpriseUser(), await enterpriseUser(), await enterpriseUser()];
    await saveSubscription(fits, gov);
    await saveSubscription(elsewhere, { ...gov, city: ['510100'] });
    await saveSubscription(tooCheap, { ...gov, budgetEnd: 50 });
    const code = await addBid();
    expect(await pushOpportunity({ kind: 'bid', orderId: code })).toBeGreaterThanOrEqual(1);
    const [message] = await pushesOf(fits.userId);
    expect(message).toMatchObject({ title: '新商机：重庆市某区政务服务一网通办平台升级项目', link: `/gov_purchase_detail.html?bidCode=${code}`, readAt: null });
    expect(message!.body).toBe('该商机符合您的政府招标商机订阅（城市：重庆；业务方向：软件开发；采购单位：党政机关；预算0-100万）');
    expect(await pushesOf(elsewhere.userId)).toHaveLength(0);
    expect(await pushesOf(tooCheap.userId)).toHaveLength(0);
    // Pushing it again delivers nothing new.
    await pushOpportunity({ kind: 'bid', orderId: code });
    expect(await pushesOf(fits.userId)).toHaveLength(1);
  });

  it('lists the push in the inbox, counts it unread and marks it read for its owner only', async () => {
    const owner = await enterpriseUser();
    const stranger = await enterpriseUser();
    await saveSubscription(owner, software);
    await pushOpportunity({ kind: 'outsourcing', orderId: await addDemand() });
    const counts = await answerOf<{ bid_push: number }>(await getMsgNum(request('/api/getMsgNum', { cookie: owner.cookie })));
    expect(counts.data.bid_push).toBe(1);
    const page = await answerOf<InboxPage>(await getInboxList(request('/api/getInboxList?kind=bid_push', { cookie: owner.cookie })));
    expect(page.data).toMatchObject({ total: 1, unread: { bid_push: 1 } });
    const id = page.data.list[0]!.id;
    expect(page.data.list[0]!.body).toContain('服务类别：小程序开发');
    // Another user can neither read it nor mark it.
    expect((await getInboxList(request('/api/getInboxList?kind=bid_push', { cookie: stranger.cookie })).then((r) => answerOf<InboxPage>(r))).data.total).toBe(0);
    expect((await readInboxMessage(request('/api/readInboxMessage', { body: { id }, cookie: stranger.cookie }))).status).toBe(404);
    expect((await readInboxMessage(request('/api/readInboxMessage', { body: { id }, cookie: owner.cookie }))).status).toBe(200);
    expect((await answerOf<{ bid_push: number }>(await getMsgNum(request('/api/getMsgNum', { cookie: owner.cookie })))).data.bid_push).toBe(0);
    expect((await readInboxMessage(request('/api/readInboxMessage', { body: { id: 'x' }, cookie: owner.cookie }))).status).toBe(400);
  });

  it('delivers once with two workers on the database, even when the job is sent twice', async () => {
    const owner = await enterpriseUser();
    await saveSubscription(owner, software);
    const orderNo = await addDemand();
    const job = JOBS.find((j) => j.name === OPPORTUNITY_PUSH_JOB)!;
    const handle = await getDbHandle();
    const [a, b] = [await startQueue(handle, [job], { pollingIntervalSeconds: 0.5 }), await startQueue(handle, [job], { pollingIntervalSeconds: 0.5 })];
    try {
      await a.send(OPPORTUNITY_PUSH_JOB, { kind: 'outsourcing', orderId: orderNo });
      await b.send(OPPORTUNITY_PUSH_JOB, { kind: 'outsourcing', orderId: orderNo });
      // And two deliveries racing in this process too.
      await Promise.all([pushOpportunity({ kind: 'outsourcing', orderId: orderNo }), pushOpportunity({ kind: 'outsourcing', orderId: orderNo })]);
      const end = Date.now() + 10_000;
      const db = await getDb();
      while (Date.now() < end) {
        const [left] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pgboss.job where name = ${OPPORTUNITY_PUSH_JOB} and state in ('created', 'retry', 'active')`);
        if (Number(left?.n) === 0) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(await pushesOf(owner.userId)).toHaveLength(1);
      const records = await db.select().from(opportunityPushes).where(eq(opportunityPushes.userId, owner.userId));
      expect(records).toHaveLength(1);
    } finally {
      await a.stop({ graceful: false, wait: true });
      await b.stop({ graceful: false, wait: true });
    }
  });

  it('stops at the daily cap and puts a supplier who left 3 pushes unanswered yesterday off duty', async () => {
    const owner = await enterpriseUser();
    await saveSubscription(owner, software);
    const now = new Date();
    for (let i = 0; i < PUSH_DAILY_CAP + 2; i++) await pushOpportunity({ kind: 'outsourcing', orderId: await addDemand() }, now);
    expect(await pushesOf(owner.userId)).toHaveLength(PUSH_DAILY_CAP);
    expect(await unansweredYesterday(owner.userId, now)).toBe(0);
    const tomorrow = new Date(now.getTime() + 24 * 3_600_000);
    expect(await unansweredYesterday(owner.userId, tomorrow)).toBe(PUSH_DAILY_CAP);
    const db = await getDb();
    await db.update(userMessages).set({ readAt: new Date() }).where(eq(userMessages.userId, owner.userId));
    expect(await unansweredYesterday(owner.userId, tomorrow)).toBe(0);
  });
});
