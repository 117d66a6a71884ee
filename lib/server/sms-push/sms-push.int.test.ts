import type PgBoss from 'pg-boss';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as setSmsPushRoute } from '@/app/api/setSmsPush/route';
import { GET as shortLinkRoute } from '@/app/p/[code]/route';
import { SMS_PUSH_DAILY_CAP } from '@/lib/sms-push/rules';
import { getDb, getDbHandle, queryRows } from '@/lib/server/db/client';
import { bidOpportunities, smsOutbox, smsPushes, users } from '@/lib/server/db/schema';
import { devProvider } from '@/lib/server/sms/provider';
import { pushOpportunity } from '@/lib/server/opportunities/push';
import { saveSubscription } from '@/lib/server/opportunities/subscriptions';
import { startQueue, type JobDefinition } from '@/lib/server/jobs/queue';
import { aliyunProvider } from '@/lib/server/sms/gateways';
import type { SmsMessage, SmsProvider } from '@/lib/server/sms/message';
import { answerOf, request } from '@/test/kits/account-routes';
import { enterpriseUser } from '@/test/kits/opportunities';
import { fakeAliyun } from '@/test/kits/sms-gateways';
import { runSmsPushJob, deliverSmsPush } from './deliver';
import { env } from '@/lib/env';
import { queueSmsPush, requeueStalePushes, SMS_PUSH_ATTEMPTS, SMS_PUSH_JOB } from './queue';
import { setSmsPush, smsPushEnabled } from './settings';

/** A moment on China's clock (UTC+8). */
const china = (local: string) => new Date(`${local}+08:00`);

let seq = 0;
const orderId = () => `XQ${Date.now().toString(36)}${(seq++).toString(36)}`.toUpperCase();
const pushFor = (userId: number, title = '社区团购小程序开发') => ({ userId, ref: { kind: 'outsourcing' as const, orderId: orderId() }, title, link: '/outsourcing_detail.html?orderNo=X' });

let boss: PgBoss;
beforeAll(async () => {
  // A sender that works no jobs: the tests run the handler themselves, or start their own workers.
  boss = await startQueue(await getDbHandle(), []);
  await boss.createQueue(SMS_PUSH_JOB);
});
afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
});

async function optedIn() {
  const user = await enterpriseUser();
  await setSmsPush(user.userId, true);
  return user;
}

const rowsOf = async (userId: number) => (await getDb()).select().from(smsPushes).where(eq(smsPushes.userId, userId)).orderBy(smsPushes.id);

const jobsOf = async (id: number) =>
  queryRows<{ start_after: Date; retry_limit: number; retry_backoff: boolean }>(
    await getDb(),
    sql`select start_after, retry_limit, retry_backoff from pgboss.job where name = ${SMS_PUSH_JOB} and data->>'id' = ${String(id)} order by created_on`,
  );
const jobOf = async (id: number) => (await jobsOf(id))[0];

/** A provider that records what it was asked to send, taking `ms` to answer. */
function recording(ms = 0): SmsProvider & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = [];
  return { sent, send: async (m) => void (await new Promise((r) => setTimeout(r, ms)), sent.push(m)) };
}

describe('queuing push SMS', () => {
  it('queues only for a user who opted in', async () => {
    const user = await enterpriseUser();
    expect(await queueSmsPush(boss, pushFor(user.userId), china('2026-12-01T10:00:00'))).toBe('off');
    await setSmsPush(user.userId, true);
    expect(await queueSmsPush(boss, pushFor(user.userId), china('2026-12-01T10:00:00'))).toBe('queued');
    await setSmsPush(user.userId, false);
    expect(await queueSmsPush(boss, pushFor(user.userId), china('2026-12-01T10:05:00'))).toBe('off');
    expect(await rowsOf(user.userId)).toHaveLength(1);
  });

  it(`caps a user at ${SMS_PUSH_DAILY_CAP} a China day; the next day counts afresh, and other users are not held`, async () => {
    const [user, other] = [await optedIn(), await optedIn()];
    const outcomes = [];
    for (let i = 0; i < SMS_PUSH_DAILY_CAP + 2; i++) outcomes.push(await queueSmsPush(boss, pushFor(user.userId), china(`2026-12-02T1${i}:00:00`)));
    expect(outcomes).toEqual([...Array(SMS_PUSH_DAILY_CAP).fill('queued'), 'capped', 'capped']);
    // 22:00 goes out at 08:00 on the 3rd: that day's count.
    expect(await queueSmsPush(boss, pushFor(user.userId), china('2026-12-02T22:00:00'))).toBe('queued');
    expect(await queueSmsPush(boss, pushFor(other.userId), china('2026-12-02T15:00:00'))).toBe('queued');
    expect((await rowsOf(user.userId)).map((r) => r.day)).toEqual([...Array(SMS_PUSH_DAILY_CAP).fill('2026-12-02'), '2026-12-03']);
  });

  it('holds a push made in the quiet hours until 08:00 with the job\'s startAfter; retries with backoff', async () => {
    const user = await optedIn();
    expect(await queueSmsPush(boss, pushFor(user.userId), china('2026-12-04T22:30:00'))).toBe('queued');
    const [row] = await rowsOf(user.userId);
    expect(row).toMatchObject({ status: 'queued', sendAfter: china('2026-12-05T08:00:00'), day: '2026-12-05' });
    const job = await jobOf(row!.id);
    expect(new Date(job!.start_after)).toEqual(china('2026-12-05T08:00:00'));
    expect(job).toMatchObject({ retry_limit: SMS_PUSH_ATTEMPTS - 1, retry_backoff: true });
  });

  it('queues nothing on a template cloud without a push template', async () => {
    const user = await optedIn();
    const saved = { provider: env.SMS_PROVIDER, template: env.SMS_TEMPLATE_PUSH };
    env.SMS_PROVIDER = 'tencent';
    env.SMS_TEMPLATE_PUSH = undefined;
    try {
      expect(await queueSmsPush(boss, pushFor(user.userId), china('2026-12-05T10:00:00'))).toBe('no-template');
      env.SMS_TEMPLATE_PUSH = '200';
      expect(await queueSmsPush(boss, pushFor(user.userId), china('2026-12-05T10:00:00'))).toBe('queued');
    } finally {
      env.SMS_PROVIDER = saved.provider;
      env.SMS_TEMPLATE_PUSH = saved.template;
    }
  });

  it('sends the job again for a queued push long past its time (its job lost)', async () => {
    const user = await optedIn();
    await queueSmsPush(boss, pushFor(user.userId), china('2026-12-05T11:00:00'));
    const [row] = await rowsOf(user.userId);
    // Earlier than any other test's push, so the sweep's first 100 hold it.
    const due = new Date('2001-01-01T02:00:00Z');
    await (await getDb()).update(smsPushes).set({ sendAfter: due }).where(eq(smsPushes.id, row!.id));
    // Seen from its own time: not stale yet. From an hour after: stale.
    await requeueStalePushes(boss, due);
    expect(await jobsOf(row!.id)).toHaveLength(1);
    expect(await requeueStalePushes(boss, new Date(due.getTime() + 60 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await jobsOf(row!.id)).toHaveLength(2);
  });

  it('claims a user and opportunity once, even queued twice at the same moment', async () => {
    const user = await optedIn();
    const push = pushFor(user.userId);
    const outcomes = await Promise.all([queueSmsPush(boss, push, china('2026-12-06T09:00:00')), queueSmsPush(boss, push, china('2026-12-06T09:00:00'))]);
    expect(outcomes.sort()).toEqual(['already', 'queued']);
    expect(await rowsOf(user.userId)).toHaveLength(1);
  });
});

describe('sending push SMS', () => {
  it('sends the short title and link; the link leads to the record', async () => {
    const user = await optedIn();
    await queueSmsPush(boss, pushFor(user.userId, '重庆市某区政务服务一网通办平台升级改造及三年运维服务项目'), china('2026-12-07T09:00:00'));
    const [row] = await rowsOf(user.userId);
    const provider = recording();
    expect(await runSmsPushJob({ id: row!.id }, provider)).toBe('sent');
    const [message] = provider.sent;
    expect(message!.template).toEqual({ kind: 'push', params: { title: '重庆市某区政务服务一网通办平台升级改造…', link: `localhost/p/${row!.code}` } });
    expect(message!.text).toBe(`新商机：重庆市某区政务服务一网通办平台升级改造…，详情 localhost/p/${row!.code} 退订请在账号与安全关闭`);
    const res = await shortLinkRoute(new Request(`http://localhost/p/${row!.code}`), { params: Promise.resolve({ code: row!.code }) });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/outsourcing_detail.html?orderNo=X');
    expect((await shortLinkRoute(new Request('http://localhost/p/nonesuch'), { params: Promise.resolve({ code: 'nonesuch' }) })).status).toBe(404);
  });

  it('sends exactly once with two workers taking the same push at once', async () => {
    const user = await optedIn();
    await queueSmsPush(boss, pushFor(user.userId), china('2026-12-08T09:00:00'));
    const [row] = await rowsOf(user.userId);
    const provider = recording(300);
    const job: JobDefinition = { name: `test.sms-push.${Date.now()}`, run: async (data) => void (await runSmsPushJob(data, provider)) };
    const handle = await getDbHandle();
    const workers = [await startQueue(handle, [job], { pollingIntervalSeconds: 0.5 }), await startQueue(handle, [job], { pollingIntervalSeconds: 0.5 })];
    try {
      // The same push twice (a job sent again after a crash, say): both workers may run it together.
      await workers[0]!.send(job.name, { id: row!.id });
      await workers[1]!.send(job.name, { id: row!.id });
      const end = Date.now() + 15_000;
      while ((await rowsOf(user.userId))[0]!.status === 'queued' && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 1500)); // time for the other worker to send again, if it could
    } finally {
      for (const w of workers) await w.stop({ graceful: false, wait: true });
    }
    expect(provider.sent).toHaveLength(1);
    expect((await rowsOf(user.userId))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    // And directly, side by side: one sends, the other finds it done.
    const again = recording(100);
    expect((await Promise.all([deliverSmsPush(row!.id, again), deliverSmsPush(row!.id, again)])).map((o) => o.result)).toEqual(['done', 'done']);
    expect(again.sent).toHaveLength(0);
  });

  it('goes to the dev outbox like a code (the demo), its link on the site', async () => {
    const user = await optedIn();
    await queueSmsPush(boss, pushFor(user.userId), china('2026-12-08T15:00:00'));
    const [row] = await rowsOf(user.userId);
    expect(await runSmsPushJob({ id: row!.id }, devProvider)).toBe('sent');
    const db = await getDb();
    const [{ mobile }] = (await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, user.userId))) as [{ mobile: string }];
    const kept = await db.select({ text: smsOutbox.text }).from(smsOutbox).where(eq(smsOutbox.phone, mobile));
    expect(kept).toEqual([{ text: `【云采汇】新商机：社区团购小程序开发，详情 localhost/p/${row!.code} 退订请在账号与安全关闭` }]);
  });

  it('takes over a claim a stopped worker left, and only once it is old', async () => {
    const user = await optedIn();
    await queueSmsPush(boss, pushFor(user.userId), china('2026-12-08T16:00:00'));
    const [row] = await rowsOf(user.userId);
    const db = await getDb();
    await db.update(smsPushes).set({ status: 'sending', claimedAt: sql`now()` }).where(eq(smsPushes.id, row!.id));
    const provider = recording();
    expect(await runSmsPushJob({ id: row!.id }, provider)).toBe('done');
    await db.update(smsPushes).set({ claimedAt: sql`now() - interval '10 minutes'` }).where(eq(smsPushes.id, row!.id));
    expect(await runSmsPushJob({ id: row!.id }, provider)).toBe('sent');
    expect(provider.sent).toHaveLength(1);
  });

  it('retries a provider that refuses, then gives up', async () => {
    const fake = await fakeAliyun({ id: 'secret' });
    try {
      fake.mode = 'refuse';
      const provider = aliyunProvider({ accessKeyId: 'id', accessKeySecret: 'secret', region: 'cn-hangzhou', endpoint: fake.url, templates: { code: 'SMS_1', push: 'SMS_2' } });
      const user = await optedIn();
      await queueSmsPush(boss, pushFor(user.userId), china('2026-12-09T09:00:00'));
      const [row] = await rowsOf(user.userId);
      for (let i = 1; i < SMS_PUSH_ATTEMPTS; i++) await expect(runSmsPushJob({ id: row!.id }, provider)).rejects.toThrow('isv.BUSINESS_LIMIT_CONTROL');
      expect((await rowsOf(user.userId))[0]).toMatchObject({ status: 'queued', attempts: SMS_PUSH_ATTEMPTS - 1 });
      expect(await runSmsPushJob({ id: row!.id }, provider)).toBe('failed');
      expect((await rowsOf(user.userId))[0]).toMatchObject({ status: 'failed', attempts: SMS_PUSH_ATTEMPTS, lastError: 'isv.BUSINESS_LIMIT_CONTROL' });
      // Given up: a late retry sends nothing.
      fake.mode = 'ok';
      expect(await runSmsPushJob({ id: row!.id }, provider)).toBe('done');
      expect(fake.refused).toHaveLength(SMS_PUSH_ATTEMPTS);
      expect(fake.delivered).toEqual([]);
    } finally {
      await fake.close();
    }
  });

  it('does not send a queued push after the user opted out', async () => {
    const user = await optedIn();
    await queueSmsPush(boss, pushFor(user.userId), china('2026-12-10T23:00:00'));
    await setSmsPush(user.userId, false);
    const provider = recording();
    expect(await runSmsPushJob({ id: (await rowsOf(user.userId))[0]!.id }, provider)).toBe('cancelled');
    expect(provider.sent).toEqual([]);
  });
});

describe('from the opportunity push', () => {
  it('queues an SMS for each subscriber the opportunity reached who opted in, once', async () => {
    const [texted, inboxOnly] = [await optedIn(), await enterpriseUser()];
    const gov = { channel: 4 as const, city: ['500100'], businessDirection: ['rjkf'], purchaseUnit: ['djjg'], budgetStart: 0, budgetEnd: 100 };
    await saveSubscription(texted, gov);
    await saveSubscription(inboxOnly, gov);
    const code = `ZB${orderId()}`;
    await (await getDb()).insert(bidOpportunities).values({ code, type: 2, bidSource: 2, projectName: '某区数据中台建设项目', projectNumber: `CQ-${code}`, purchaserName: '某区大数据发展局', purchaseUnit: 'djjg', businessDirection: 'rjkf', cityCode: '500100', budgetAmount: '800000', publishTime: new Date(), content: '项目内容' });
    const now = china('2026-12-11T10:00:00');
    expect(await pushOpportunity({ kind: 'bid', orderId: code }, now, boss)).toBeGreaterThanOrEqual(2);
    await pushOpportunity({ kind: 'bid', orderId: code }, now, boss); // the job run again
    expect(await rowsOf(texted.userId)).toMatchObject([{ kind: 1, orderId: code, title: '某区数据中台建设项目', link: `/gov_purchase_detail.html?bidCode=${code}`, status: 'queued' }]);
    expect(await rowsOf(inboxOnly.userId)).toEqual([]);
  });
});

describe('setSmsPush', () => {
  it('needs a login and changes only the caller\'s own switch', async () => {
    const [me, other] = [await enterpriseUser(), await enterpriseUser()];
    expect((await setSmsPushRoute(request('/api/setSmsPush', { body: { enabled: true } }))).status).toBe(401);
    const res = await setSmsPushRoute(request('/api/setSmsPush', { body: { enabled: true }, cookie: me.cookie }));
    expect(await answerOf(res)).toMatchObject({ code: 0, data: { enabled: true } });
    expect(await smsPushEnabled(me.userId)).toBe(true);
    expect(await smsPushEnabled(other.userId)).toBe(false);
    const bad = await setSmsPushRoute(request('/api/setSmsPush', { body: { enabled: 'yes' }, cookie: me.cookie }));
    expect(bad.status).toBe(400);
    expect(await smsPushEnabled(me.userId)).toBe(true);
  });
});
