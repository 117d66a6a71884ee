import { and, eq, inArray } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as unsubscribeGetRoute, POST as unsubscribePostRoute } from '@/app/mailUnsubscribe/route';
import { GET as confirmGetRoute, POST as confirmPostRoute } from '@/app/mailConfirm/route';
import { POST as setSavedSearchMailPost } from '@/app/api/setSavedSearchMail/route';
import { getDb } from '@/lib/server/db/client';
import { mailAddresses, mailCaptures, mailDeliveries, mailSubscriptionModes, savedSearches, userMessages, winningBids } from '@/lib/server/db/schema';
import { MAIL_MAX_ATTEMPTS } from '@/lib/mail/rules';
import { pushListRecords, pushOpportunity } from '@/lib/server/opportunities/push';
import { saveSubscription } from '@/lib/server/opportunities/subscriptions';
import { saveSearch } from '@/lib/server/saved-searches/service';
import { answerOf, request } from '@/test/kits/account-routes';
import { deleteTestBids, deleteTestSuppliers, insertTestBid, insertTestSupplier } from '@/test/kits/bids';
import { captureMail, confirmedAddress, mailsTo, refuseMail } from '@/test/kits/mail';
import { addBid as addBidOpportunity, enterpriseUser } from '@/test/kits/opportunities';
import { confirmAddress, getMailSettings, requestAddress } from './address';
import { CAPTURE_KEEP_DAYS, pruneCaptures } from './capture';
import { sendDigests, sendInstantMails } from './deliveries';
import { setSavedSearchMail, setSubscriptionMail } from './modes';

let seq = 0;
const uid = () => `${Date.now().toString(36)}${(seq++).toString(36)}`.toUpperCase();
const gov = { channel: 4 as const, city: ['500100'], businessDirection: ['rjkf'], purchaseUnit: ['djjg'], budgetStart: 0, budgetEnd: 100 };
const TITLE = '重庆市某区政务服务一网通办平台升级项目';
const BUYER = '重庆市某区大数据发展局';

/** A new notice in 重庆 matching `gov` (bidDeadline shown in the mail). */
const addBid = (projectName = TITLE) => addBidOpportunity({ projectName, purchaserName: BUYER, bidDeadline: new Date('2030-01-15T02:00:00Z') });

/** An owner subscribed to 政府招标 with the given mail choice and a confirmed address. */
async function subscriber(mode: 'instant' | 'digest' | 'off', digestHour = 8) {
  const user = await enterpriseUser();
  await saveSubscription(user, gov);
  await setSubscriptionMail(user, gov.channel, mode);
  const email = await confirmedAddress(user.userId, undefined, digestHour);
  return { ...user, email };
}

async function deliveriesOf(userId: number) {
  const db = await getDb();
  return db.select().from(mailDeliveries).where(eq(mailDeliveries.userId, userId));
}

/** A header's raw value (mailparser parses List-Unsubscribe into an object). */
const headerOf = (mail: ParsedMail, name: string) => {
  const line = mail.headerLines.find((h) => h.key === name)?.line ?? '';
  return line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim();
};
const tokenIn = (text: string) => /mailConfirm\?t=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
const post = (path: string, body = '') => new Request(`http://localhost${path}`, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

beforeAll(captureMail);

describe('address confirmation (double opt-in)', () => {
  it('confirms once, by the mailed link; a reused, expired or unknown link is refused', async () => {
    const user = await enterpriseUser();
    const email = `c${uid()}@example.com`.toLowerCase();
    const settings = await requestAddress(user.userId, email);
    expect(settings).toMatchObject({ email: null, pendingEmail: email });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('【云采汇】请验证您的邮箱');
    const token = tokenIn(mail!.text ?? '');
    expect(token).not.toBe('');
    // GET only asks.
    const asked = await confirmGetRoute(new Request(`http://localhost/mailConfirm?t=${token}`));
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('确认验证');
    expect((await getMailSettings(user.userId)).email).toBeNull();
    const done = await confirmPostRoute(post(`/mailConfirm?t=${token}`));
    expect(done.status).toBe(200);
    expect(await getMailSettings(user.userId)).toMatchObject({ email, state: 'active', pendingEmail: null });
    const again = await confirmPostRoute(post(`/mailConfirm?t=${token}`));
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('链接已使用');
    expect((await confirmGetRoute(new Request('http://localhost/mailConfirm?t=not-a-real-token-at-all-xyz'))).status).toBe(404);
  });

  it('refuses a link older than 24 hours, and limits how often confirmations are sent', async () => {
    const user = await enterpriseUser();
    const email = `e${uid()}@example.com`.toLowerCase();
    await requestAddress(user.userId, email);
    const token = tokenIn((await mailsTo(email))[0]!.text ?? '');
    expect((await confirmAddress(token, new Date(Date.now() + 25 * 3600_000))).state).toBe('expired');
    expect((await getMailSettings(user.userId)).email).toBeNull();
    await requestAddress(user.userId, `e2${uid()}@example.com`.toLowerCase());
    await requestAddress(user.userId, `e3${uid()}@example.com`.toLowerCase());
    await expect(requestAddress(user.userId, `e4${uid()}@example.com`.toLowerCase())).rejects.toMatchObject({ status: 429 });
  });
});

describe('opportunity mails', () => {
  it('records one mail per push and two concurrent senders send it once, with the record, the reason and one-click unsubscribe', async () => {
    const user = await subscriber('instant');
    const code = await addBid();
    await Promise.all([pushOpportunity({ kind: 'bid', orderId: code }), pushOpportunity({ kind: 'bid', orderId: code })]);
    expect(await deliveriesOf(user.userId)).toHaveLength(1);
    const sent = await Promise.all([sendInstantMails(), sendInstantMails()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`【云采汇】新商机：${TITLE}`);
    for (const part of [mail!.text!, mail!.html as string]) {
      expect(part).toContain(TITLE);
      expect(part).toContain(BUYER);
      expect(part).toContain('80.0万');
      expect(part).toContain('城市：重庆；业务方向：软件开发');
      expect(part).toContain(`gov_purchase_detail.html?bidCode=${code}`);
    }
    const unsubscribe = /^<(.+)>$/.exec(headerOf(mail!, 'list-unsubscribe'))?.[1] ?? '';
    expect(unsubscribe).toMatch(/^http:\/\/localhost:\d+\/mailUnsubscribe\?s=\d+&u=\d+&sig=/);
    expect(headerOf(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.html).toContain(unsubscribe.replaceAll('&', '&amp;'));
    const [row] = await deliveriesOf(user.userId);
    expect(row).toMatchObject({ state: 'sent', mode: 'instant' });

    // The link: GET changes nothing, POST (one-click) turns this subscription's mail off; an altered one is refused.
    const path = unsubscribe.replace(/^http:\/\/localhost:\d+/, '');
    const db = await getDb();
    const modeOf = async () => (await db.select().from(mailSubscriptionModes).where(eq(mailSubscriptionModes.userId, user.userId)))[0]!.mode;
    const page = await unsubscribeGetRoute(new Request(`http://localhost${path}`));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('确认退订');
    expect(await modeOf()).toBe('instant');
    const forged = await unsubscribePostRoute(post(path.replace(/u=\d+/, 'u=1'), 'List-Unsubscribe=One-Click'));
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('退订链接无效');
    expect(await modeOf()).toBe('instant');
    expect((await unsubscribePostRoute(post(path, 'List-Unsubscribe=One-Click'))).status).toBe(200);
    expect(await modeOf()).toBe('off');
  });

  it('mails a saved search’s matches by its own choice, set only by its owner, with its name and an unsubscribe of its own', async () => {
    const [user, stranger] = [await enterpriseUser(), await enterpriseUser()];
    const saved = await saveSearch(user.userId, { list: 'business', query: 'cityCode=500100&direction=rjkf' }, null);
    const setMail = async (cookie: string, body: unknown) => {
      const res = await setSavedSearchMailPost(request('/api/setSavedSearchMail', { body, cookie }));
      return { status: res.status, ...(await answerOf<{ id: number; mode: string }>(res)) };
    };
    expect((await setMail(stranger.cookie, { id: saved.id, mode: 'instant' })).status).toBe(404);
    expect((await setMail(user.cookie, { id: saved.id, mode: 'hourly' })).status).toBe(400);
    expect((await setMail(user.cookie, { id: saved.id, mode: 'instant' })).data).toEqual({ id: saved.id, mode: 'instant' });
    const email = await confirmedAddress(user.userId);
    const title = `${TITLE}（订阅搜索${uid()}）`;
    const code = await addBid(title);
    await pushOpportunity({ kind: 'bid', orderId: code });
    expect(await deliveriesOf(user.userId)).toMatchObject([{ savedSearchId: saved.id, subscriptionId: null, mode: 'instant' }]);
    await sendInstantMails();
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`【云采汇】新商机：${title}`);
    expect(mail!.text).toContain(`符合您的订阅搜索“${saved.name}”：所在城市：重庆；业务方向：软件开发`);
    const unsubscribe = /^<(.+)>$/.exec(headerOf(mail!, 'list-unsubscribe'))?.[1] ?? '';
    expect(unsubscribe).toMatch(new RegExp(`/mailUnsubscribe\\?q=${saved.id}&u=${user.userId}&sig=`));
    const path = unsubscribe.replace(/^http:\/\/localhost:\d+/, '');
    expect(await (await unsubscribeGetRoute(new Request(`http://localhost${path}`))).text()).toContain(`“${saved.name}”`);
    expect((await unsubscribePostRoute(post(path, 'List-Unsubscribe=One-Click'))).status).toBe(200);
    const db = await getDb();
    expect((await db.select({ mode: savedSearches.mailMode }).from(savedSearches).where(eq(savedSearches.id, saved.id)))[0]!.mode).toBe('off');
    // Turned off, the next match reaches the inbox only.
    await pushOpportunity({ kind: 'bid', orderId: await addBid(`${title}二期`) });
    expect(await deliveriesOf(user.userId)).toHaveLength(1);
  });

  it('mails a new winning bid to a saved search of /search.html with its winner and amount', async () => {
    const user = await enterpriseUser();
    const keyword = `数字孪生水务${uid()}`;
    const saved = await saveSearch(user.userId, { list: 'bids', query: `searchName=${keyword}` }, null);
    await setSavedSearchMail(user.userId, saved.id, 'instant');
    const email = await confirmedAddress(user.userId);
    const id = await insertTestBid(`重庆市${keyword}平台项目`, `M${uid()}`, { publishTime: new Date(), bidComp: '重庆水务数智科技有限公司', amount: 1_560_000 });
    const db = await getDb();
    const [bid] = await db.select({ code: winningBids.bidCode }).from(winningBids).where(eq(winningBids.id, id));
    expect(await pushListRecords('award', [bid!.code])).toBe(1);
    await sendInstantMails();
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`【云采汇】新中标：重庆市${keyword}平台项目`);
    for (const part of [mail!.text!, mail!.html as string]) {
      expect(part).toContain('中标单位');
      expect(part).toContain('重庆水务数智科技有限公司');
      expect(part).toContain('156.0万');
      expect(part).toContain(`search-signdetail.html?id=${id}`);
    }
    // Other files on the shared PostgreSQL database read the newest bids: this one leaves.
    await deleteTestBids([id]);
  });

  it('mails a supplier new to the portal to a saved search of the 供应商 tab with its city and trades', async () => {
    const user = await enterpriseUser();
    const keyword = `水文遥感${uid()}`;
    const saved = await saveSearch(user.userId, { list: 'suppliers', query: `searchName=${keyword}&tabIndex=1` }, null);
    await setSavedSearchMail(user.userId, saved.id, 'instant');
    const email = await confirmedAddress(user.userId);
    const made = await insertTestSupplier(`重庆${keyword}科技有限公司`, { cityName: '重庆', serviceTrade: ['水利'], registerCapital: 0 });
    expect(await pushListRecords('supplier', [made.code])).toBe(1);
    await sendInstantMails();
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`【云采汇】新供应商：重庆${keyword}科技有限公司`);
    for (const part of [mail!.text!, mail!.html as string]) {
      expect(part).toContain('注册资本');
      expect(part).toContain('未公示');
      expect(part).toContain('水利');
      expect(part).toContain(`search-supplierdetail.html?id=${made.id}`);
    }
    await deleteTestSuppliers([made.id]);
  });

  it('sends nothing to an address that is not confirmed, nor for 不发送邮件', async () => {
    const pending = await enterpriseUser();
    await saveSubscription(pending, gov);
    await setSubscriptionMail(pending, gov.channel, 'instant');
    const db = await getDb();
    await db.insert(mailAddresses).values({ userId: pending.userId, pendingEmail: `p${uid()}@example.com` });
    const off = await subscriber('off');
    await pushOpportunity({ kind: 'bid', orderId: await addBid() });
    expect(await deliveriesOf(pending.userId)).toHaveLength(0);
    expect(await deliveriesOf(off.userId)).toHaveLength(0);
  });

  it('collects digest pushes into one mail at the user’s hour (China time), once', async () => {
    const user = await subscriber('digest', 10);
    await pushOpportunity({ kind: 'bid', orderId: await addBid(`${TITLE}（一期）`) });
    await pushOpportunity({ kind: 'bid', orderId: await addBid(`${TITLE}（二期）`) });
    await sendInstantMails();
    expect(await mailsTo(user.email)).toHaveLength(0);
    const nine = new Date(Date.now() + 3600_000);
    nine.setUTCHours(1, 5, 0, 0); // 09:05 in China: not the hour
    await sendDigests(nine);
    expect(await mailsTo(user.email)).toHaveLength(0);
    const ten = new Date(nine.getTime() + 3600_000);
    await Promise.all([sendDigests(ten), sendDigests(ten)]);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/商机日报.*2 条新商机/);
    expect(mails[0]!.text).toContain('（一期）');
    expect(mails[0]!.text).toContain('（二期）');
    expect(headerOf(mails[0]!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    await sendDigests(new Date(ten.getTime() + 60_000));
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});

describe('delivery failures', () => {
  it('stops the address on a permanent (5xx) refusal and tells the user once', async () => {
    const user = await subscriber('instant');
    await pushOpportunity({ kind: 'bid', orderId: await addBid() });
    const stop = await refuseMail(550);
    try {
      await sendInstantMails();
    } finally {
      await stop();
      await captureMail();
    }
    expect(await getMailSettings(user.userId)).toMatchObject({ state: 'failed', email: user.email });
    expect((await deliveriesOf(user.userId))[0]).toMatchObject({ state: 'failed' });
    const db = await getDb();
    const told = await db.select().from(userMessages).where(and(eq(userMessages.userId, user.userId), eq(userMessages.kind, 'sys')));
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toContain('邮件投递失败');
    // Nothing more is recorded for a stopped address.
    await pushOpportunity({ kind: 'bid', orderId: await addBid() });
    expect(await deliveriesOf(user.userId)).toHaveLength(1);
  });

  it('retries a temporary (4xx) refusal with backoff, then gives up and tells the user', async () => {
    const user = await subscriber('instant');
    await pushOpportunity({ kind: 'bid', orderId: await addBid() });
    const stop = await refuseMail(451);
    const db = await getDb();
    try {
      let now = new Date();
      await sendInstantMails(now);
      let [row] = await deliveriesOf(user.userId);
      expect(row).toMatchObject({ state: 'queued', attempts: 1 });
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
      // Not due yet: nothing is tried.
      await sendInstantMails(now);
      expect((await deliveriesOf(user.userId))[0]!.attempts).toBe(1);
      for (let i = 2; i <= MAIL_MAX_ATTEMPTS; i++) {
        now = new Date(row!.nextAttemptAt.getTime() + 1000);
        await sendInstantMails(now);
        [row] = await deliveriesOf(user.userId);
        expect(row!.attempts).toBe(i);
      }
      expect(row!.state).toBe('failed');
    } finally {
      await stop();
      await captureMail();
    }
    expect((await getMailSettings(user.userId)).state).toBe('active');
    const told = await db.select().from(userMessages).where(and(eq(userMessages.userId, user.userId), eq(userMessages.kind, 'sys')));
    expect(told.map((m) => m.title)).toEqual([expect.stringContaining('未能发送')]);
  });
});

describe('the development capture', () => {
  it('drops messages older than a week and keeps the newer ones', async () => {
    const db = await getDb();
    const [old, recent] = await db
      .insert(mailCaptures)
      .values([
        { envelopeFrom: 'a@example.com', envelopeTo: 'old@example.com', subject: 'old', raw: 'x', receivedAt: new Date(Date.now() - (CAPTURE_KEEP_DAYS + 1) * 24 * 3600_000) },
        { envelopeFrom: 'a@example.com', envelopeTo: 'recent@example.com', subject: 'recent', raw: 'x', receivedAt: new Date(Date.now() - 3600_000) },
      ])
      .returning();
    expect(await pruneCaptures(new Date(Date.now() - CAPTURE_KEEP_DAYS * 24 * 3600_000))).toBeGreaterThanOrEqual(1);
    const left = await db.select({ id: mailCaptures.id }).from(mailCaptures).where(inArray(mailCaptures.id, [old!.id, recent!.id]));
    expect(left.map((r) => r.id)).toEqual([recent!.id]);
  });
});
