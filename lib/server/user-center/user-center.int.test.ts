import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as deleteInboxMessage } from '@/app/api/deleteInboxMessage/route';
import { GET as getMsgNum } from '@/app/api/getMsgNum/route';
import { GET as getInboxList } from '@/app/api/getInboxList/route';
import { POST as logoutEverywhere } from '@/app/api/logoutEverywhere/route';
import { POST as readAllInboxMessages } from '@/app/api/readAllInboxMessages/route';
import { POST as readInboxMessage } from '@/app/api/readInboxMessage/route';
import { POST as setSubscriptionState } from '@/app/api/setSubscriptionState/route';
import { POST as updateUserProfile } from '@/app/api/updateUserProfile/route';
import { getDb } from '@/lib/server/db/client';
import { consultTickets, demandFollows, expertConsultations, identities, opportunitySubscriptions, outsourcingDemands, storedFiles, supplierSchemes, userMessages, users } from '@/lib/server/db/schema';
import { setAccountStatus } from '@/lib/server/accounts/status';
import { POST as changeMobile } from '@/app/api/changeMobile/route';
import { answerOf, newPhone, request, smsCodeFor } from '@/test/kits/account-routes';
import { enterpriseUser, type TestUser } from '@/test/kits/opportunities';
import { CHANGE_MOBILE_LIMITS } from './profile';
import { myCounts, myDemands, myExpertConsultations, myFollows, mySchemes, myTickets } from './sections';
import { ucViewerOf } from './viewer';
import { workbenchData } from './workbench';

// Every user-centre call answers the caller's own records only; a second user's ids change nothing.

let seq = 0;
/** A stored part the form's schema refuses: the lists show the row's own columns, never its parts. */
const unreadable = sql`'{}'::jsonb`;

async function recordsOf(u: TestUser) {
  const db = await getDb();
  const n = ++seq;
  const [scheme] = await db
    .insert(supplierSchemes)
    .values({ userId: u.userId, buId: u.buId, status: 'rejected', reviewNote: '材料不全', pageToken: `t-${u.userId}-${n}`, company: unreadable, compName: '测试公司', caseName: `方案${n}`, casePrice: '1000', caseType: '1', scheme: unreadable })
    .returning({ id: supplierSchemes.id });
  await db.insert(demandFollows).values({ userId: u.userId, buId: u.buId, kind: 1, orderId: `NOPE-${u.userId}` });
  await db.insert(outsourcingDemands).values({ orderNo: `XQT${u.userId}${n}`, idSecret: `s${u.userId}x${n}`, userId: u.userId, buId: u.buId, orderName: `需求${n}`, memo: '需要开发一个小程序', contactMobile: '13900000000', source: 'test' });
  await db.insert(consultTickets).values({ ticketNo: `GD${u.userId}${n}`, userId: u.userId, subject: `咨询${n}`, content: '内容', ticketField: '2', tags: '', corpName: '公司', contactName: '张三', phoneNumber: '13900000000' });
  await db.insert(expertConsultations).values({ expertUserId: 1, askerUserId: u.userId, description: '请教一个问题', phone: '13900000000' });
  const [message] = await db.insert(userMessages).values({ userId: u.userId, kind: 'sys', title: `系统消息${n}` }).returning({ id: userMessages.id });
  await db.insert(userMessages).values({ userId: u.userId, kind: 'bid_push', title: `商机${n}` });
  await db.insert(opportunitySubscriptions).values({ userId: u.userId, buId: u.buId, channel: 1, settings: unreadable });
  return { schemeId: scheme!.id, messageId: message!.id };
}

const post = (handler: (r: ReturnType<typeof request>) => Promise<Response>, body: unknown, cookie: string) => handler(request('/api/x', { body, cookie }));

describe('the user centre', () => {
  it('lists only the identity’s own records, shared with the enterprise’s members, editable by its owner', async () => {
    const a = await enterpriseUser();
    const b = await enterpriseUser();
    const mine = await recordsOf(a);
    await recordsOf(b);
    const va = (await ucViewerOf(a))!;
    expect(va).toEqual({ userId: a.userId, buId: a.buId, owner: true });
    const schemes = await mySchemes(va, 1);
    expect(schemes.list.map((s) => s.id)).toEqual([mine.schemeId]);
    expect(schemes.list[0]).toMatchObject({ status: 'rejected', reviewNote: '材料不全', canResubmit: true });
    expect((await myFollows(va, 1)).list.map((f) => f.orderId)).toEqual([`NOPE-${a.userId}`]);
    expect((await myFollows(va, 1)).list[0]).toMatchObject({ href: null });
    expect((await myDemands(va, 1)).total).toBe(1);
    expect((await myTickets(va, 1)).total).toBe(1);
    expect((await myExpertConsultations(va, 1)).total).toBe(1);
    expect(await myCounts(va)).toMatchObject({ schemes: 1, follows: 1, demands: 1, consults: 2, subscriptions: 1, unread: 2 });

    // A member of a's enterprise sees its records but may not resubmit the owner's scheme.
    const member = await enterpriseUser('member');
    const db = await getDb();
    await db.insert(identities).values({ userId: member.userId, buId: a.buId, buName: 'a 的企业', buType: 1, role: 'member' });
    const vm = (await ucViewerOf({ userId: member.userId, buId: a.buId }))!;
    expect(vm).toEqual({ userId: member.userId, buId: a.buId, owner: false });
    expect((await mySchemes(vm, 1)).list).toMatchObject([{ id: mine.schemeId, canResubmit: false }]);
    // A session naming an enterprise the user does not belong to falls back to the personal identity.
    expect(await ucViewerOf({ userId: b.userId, buId: a.buId })).toEqual({ userId: b.userId, buId: 0, owner: false });
  });

  it('refuses every change to a second user’s records through the calls, and changes nothing', async () => {
    const a = await enterpriseUser();
    const b = await enterpriseUser();
    await recordsOf(a);
    const theirs = await recordsOf(b);
    const db = await getDb();

    const read = await post(readInboxMessage, { id: theirs.messageId }, a.cookie);
    expect(read.status).toBe(404);
    const del = await post(deleteInboxMessage, { id: theirs.messageId }, a.cookie);
    expect(del.status).toBe(404);
    expect((await answerOf(del)).msg).toBe('消息不存在');
    const [still] = await db.select().from(userMessages).where(eq(userMessages.id, theirs.messageId));
    expect(still).toMatchObject({ readAt: null });

    expect((await answerOf<{ read: number }>(await post(readAllInboxMessages, {}, a.cookie))).data).toEqual({ read: 2 });
    const bCounts = await answerOf<{ total: number }>(await getMsgNum(request('/api/getMsgNum', { cookie: b.cookie })));
    expect(bCounts.data.total).toBe(2);
    const aList = await answerOf<{ unread: Record<string, number> }>(await getInboxList(request('/api/getInboxList?kind=sys', { cookie: a.cookie })));
    expect(aList.data.unread).toMatchObject({ sys: 0, bid_push: 0 });

    // a pauses its own channel 1; channel 2 (only nobody's) is a 404; b's channel 1 stays in use.
    expect((await answerOf(await post(setSubscriptionState, { channel: 1, action: 'pause' }, a.cookie))).data).toEqual({ channel: 1, channelInUse: 0 });
    expect((await post(setSubscriptionState, { channel: 2, action: 'cancel' }, a.cookie)).status).toBe(404);
    const [bSub] = await db.select().from(opportunitySubscriptions).where(eq(opportunitySubscriptions.userId, b.userId));
    expect(bSub).toMatchObject({ channelInUse: 1 });
    expect((await answerOf(await post(setSubscriptionState, { channel: 1, action: 'cancel' }, a.cookie))).code).toBe(0);
    expect(await db.select().from(opportunitySubscriptions).where(eq(opportunitySubscriptions.userId, a.userId))).toEqual([]);
    expect((await post(setSubscriptionState, { channel: 9, action: 'pause' }, a.cookie)).status).toBe(400);

    // b's upload is not a's avatar.
    const [file] = await db
      .insert(storedFiles)
      .values({ fileKey: `k-${b.userId}.png`, ownerUserId: b.userId, kind: 'image', origName: 'b.png', contentType: 'image/png', sizeBytes: 1, data: Buffer.from([1]) })
      .returning({ id: storedFiles.id, fileKey: storedFiles.fileKey });
    const stolen = await post(updateUserProfile, { userName: '张三', avatar: { fileId: file!.id, fileName: file!.fileKey } }, a.cookie);
    expect(stolen.status).toBe(400);
    const [aRow] = await db.select().from(users).where(eq(users.id, a.userId));
    expect(aRow!.showImg).toBeNull();
    expect((await post(updateUserProfile, { userName: '' }, a.cookie)).status).toBe(400);
    expect((await answerOf(await post(updateUserProfile, { userName: '张三' }, a.cookie))).data).toEqual({ userName: '张三', showImg: null });

    // Logging a out everywhere leaves b logged in.
    expect((await post(logoutEverywhere, {}, a.cookie)).status).toBe(200);
    expect((await getMsgNum(request('/api/getMsgNum', { cookie: a.cookie }))).status).toBe(401);
    expect((await getMsgNum(request('/api/getMsgNum', { cookie: b.cookie }))).status).toBe(200);
  });

  it('reports the status an operator sets with the unread counts (001 §6-§7)', async () => {
    const a = await enterpriseUser();
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, a.userId));
    expect(await setAccountStatus(row!.mobile, 1)).toBe(true);
    expect((await answerOf<{ accountStat: number }>(await getMsgNum(request('/api/getMsgNum', { cookie: a.cookie })))).data.accountStat).toBe(1);
    expect(await setAccountStatus('13000000000', 1)).toBe(false);
  });

  it('gives the workbench the enterprise’s figures and an expert the consultations sent to them only', async () => {
    const a = await enterpriseUser();
    const b = await enterpriseUser();
    await recordsOf(a);
    await recordsOf(b);
    const wa = await workbenchData((await ucViewerOf(a))!, true);
    expect(wa.enterprise).toMatchObject({ owner: true, schemes: { submitted: 0, approved: 0, rejected: 1 }, demands: { pending: 1, open: 0, closed: 0 }, follows: 1, subscriptionsInUse: 1 });
    expect(wa.enterprise!.pushes.map((p) => p.title)).toEqual([expect.stringMatching(/^商机\d+$/)]);
    expect(wa.expert).toMatchObject({ waiting: 0, total: 0, recent: [] });
    await (await getDb()).insert(expertConsultations).values({ expertUserId: a.userId, askerUserId: b.userId, description: '想了解政务云迁移', phone: '13900000000' });
    expect((await workbenchData((await ucViewerOf(a))!, true)).expert).toMatchObject({ waiting: 1, total: 1, recent: [{ description: '想了解政务云迁移' }] });
    expect((await workbenchData((await ucViewerOf(b))!, true)).expert).toMatchObject({ total: 0 });
    expect((await workbenchData({ userId: a.userId, buId: 0, owner: false }, false)).enterprise).toBeNull();
  });

  it('changes the phone only with codes to the old and the new phone, never to a phone in use', async () => {
    const a = await enterpriseUser();
    const b = await enterpriseUser();
    const db = await getDb();
    const mobileOf = async (id: number) => (await db.select({ m: users.mobile }).from(users).where(eq(users.id, id)))[0]!.m;
    const [aPhone, bPhone, fresh] = [await mobileOf(a.userId), await mobileOf(b.userId), newPhone()];
    // b's phone is taken: refused once a's codes prove both phones, never before (the next test).
    const taken = await post(changeMobile, { oldCode: await smsCodeFor(aPhone, 'mobile_old'), newPhone: bPhone, newCode: await smsCodeFor(bPhone, 'mobile_new') }, a.cookie);
    expect((await answerOf(taken)).msg).toBe('该手机号已注册，请更换其他手机号');
    // A code sent to b's phone does not stand for a's.
    const bCode = await smsCodeFor(bPhone, 'mobile_old');
    const wrong = await post(changeMobile, { oldCode: bCode, newPhone: fresh, newCode: await smsCodeFor(fresh, 'mobile_new') }, a.cookie);
    expect(wrong.status).toBe(400);
    expect((await answerOf(wrong)).msg).toMatch(/^原手机号/);
    expect(await mobileOf(a.userId)).toBe(aPhone);
    const ok = await post(changeMobile, { oldCode: await smsCodeFor(aPhone, 'mobile_old'), newPhone: fresh, newCode: await smsCodeFor(fresh, 'mobile_new') }, a.cookie);
    expect((await answerOf(ok)).data).toEqual({ mobile: fresh });
    expect(await mobileOf(a.userId)).toBe(fresh);
    expect(await mobileOf(b.userId)).toBe(bPhone);
  });

  it('tells nobody without the codes whether a phone is registered, and limits the tries per user', async () => {
    const [a, b] = [await enterpriseUser(), await enterpriseUser()];
    const db = await getDb();
    const [{ m: bPhone }] = (await db.select({ m: users.mobile }).from(users).where(eq(users.id, b.userId))) as [{ m: string }];
    const probe = async (phone: string) => {
      const res = await post(changeMobile, { oldCode: '123456', newPhone: phone, newCode: '123456' }, a.cookie);
      const { code, msg } = await answerOf(res);
      return { status: res.status, code, msg };
    };
    const registered = await probe(bPhone);
    const free = await probe(newPhone());
    expect(registered).toEqual(free);
    expect(registered).toMatchObject({ status: 400, msg: expect.stringMatching(/^原手机号验证码/) });
    const answers = [];
    for (let i = 2; i < CHANGE_MOBILE_LIMITS[0]!.max; i++) answers.push(await probe(i % 2 ? bPhone : newPhone()));
    expect(answers.every((x) => x.status === 400)).toBe(true);
    const limited = await probe(newPhone());
    expect(limited).toMatchObject({ status: 429, code: 42900, msg: expect.stringMatching(/^操作过于频繁，请 \d+ 分钟后重试$/) });
    // Even the right codes wait: the limit counts tries, not failures.
    const aPhone = (await db.select({ m: users.mobile }).from(users).where(eq(users.id, a.userId)))[0]!.m;
    const fresh = newPhone();
    const right = await post(changeMobile, { oldCode: await smsCodeFor(aPhone, 'mobile_old'), newPhone: fresh, newCode: await smsCodeFor(fresh, 'mobile_new') }, a.cookie);
    expect(right.status).toBe(429);
    // Another user is not held by a's tries.
    const other = await post(changeMobile, { oldCode: '123456', newPhone: bPhone, newCode: '123456' }, (await enterpriseUser()).cookie);
    expect(other.status).toBe(400);
  });
});
