import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as banUserRoute } from '@/app/api/admin/banUser/route';
import { POST as confirmStepUp } from '@/app/api/admin/confirmStepUp/route';
import { POST as clearSmsLimitsRoute } from '@/app/api/admin/clearSmsLimits/route';
import { POST as decideReportRoute } from '@/app/api/admin/decideReport/route';
import { POST as handleFeedbackRoute } from '@/app/api/admin/handleFeedback/route';
import { POST as unbanUserRoute } from '@/app/api/admin/unbanUser/route';
import { POST as login } from '@/app/api/login/route';
import { POST as reportChat } from '@/app/api/reportChat/route';
import { POST as submitFeedback } from '@/app/api/submitFeedback/route';
import { POST as getUserInfo } from '@/app/api/getUserInfo/route';
import { ACCOUNT_BANNED_MSG } from '@/lib/accounts/answers';
import { ErrorCode } from '@/lib/api/envelope';
import { chatAddressFor } from '@/lib/server/chat/address';
import { openMerchantConversation } from '@/lib/server/chat/conversations';
import { sendMessage } from '@/lib/server/chat/messages';
import { getDb } from '@/lib/server/db/client';
import { auditLog, contactOwners, rateEvents, userMessages, users } from '@/lib/server/db/schema';
import { grantRole } from '@/lib/server/operators';
import { readSessionCookie, SESSION_COOKIE } from '@/lib/server/session/cookie';
import { smsKeys } from '@/lib/server/sms';
import { answerOf, loginAs, newPhone, request, smsCodeFor } from '@/test/kits/account-routes';
import { feedbackRecord } from './feedback';
import { reportQueue, reportRecord } from './reports';
import { userFile } from './users';

// The support desk (docs/features.md, Operator console: Support): feedback answered into the sender's
// inbox with the moves enforced, chat reports filed once and decided once, bans that end every session
// and refuse the login until lifted; each action in the trail; a reviewer and a plain user get the 404.

const cli = { operatorId: null, name: 'cli:test' };
const origin = { origin: 'http://localhost' };
let support: string;
let supportPhone: string;
let reviewer: string;

async function operator(role: 'support' | 'reviewer', phone = newPhone()): Promise<string> {
  await grantRole(cli, phone, role);
  return loginAs(phone);
}

async function userIdOf(cookie: string): Promise<number> {
  const read = await readSessionCookie(cookie.slice(SESSION_COOKIE.length + 1));
  if (read.kind !== 'ok') throw new Error('no session');
  return read.data.userId;
}

const admin = (route: (req: ReturnType<typeof request>) => Promise<Response>, name: string, cookie: string, body: Record<string, unknown>) =>
  route(request(`/api/admin/${name}`, { body, cookie, headers: origin }));

const newestMessage = async (userId: number) => {
  const db = await getDb();
  const [row] = await db.select().from(userMessages).where(eq(userMessages.userId, userId)).orderBy(desc(userMessages.id)).limit(1);
  return row;
};

const trailOf = async (recordType: string, recordId: string | number) => {
  const db = await getDb();
  return db.select().from(auditLog).where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, String(recordId)))).orderBy(auditLog.id);
};

beforeAll(async () => {
  supportPhone = newPhone();
  [support, reviewer] = [await operator('support', supportPhone), await operator('reviewer')];
});

describe('feedback', () => {
  it('moves only as the flow allows, answers into the sender\'s inbox, and keeps each step in the trail', async () => {
    const sender = await loginAs(newPhone());
    const sent = await submitFeedback(request('/api/submitFeedback', { body: { kind: 2, content: '客服响应太慢，等了半小时没人回复' }, cookie: sender, headers: { ...origin, 'x-forwarded-for': '10.9.8.7' } }));
    const { id } = (await answerOf<{ id: number }>(sent)).data;

    const backwards = await admin(handleFeedbackRoute, 'handleFeedback', support, { id, status: 'closed' });
    expect((await answerOf(backwards)).code).toBe(0);
    const refused = await admin(handleFeedbackRoute, 'handleFeedback', support, { id, status: 'answered', reply: '抱歉' });
    expect(refused.status).toBe(409);
    expect((await feedbackRecord(id))!.status).toBe('closed');

    await admin(handleFeedbackRoute, 'handleFeedback', support, { id, status: 'in_progress', note: '已联系值班客服' });
    const answered = await admin(handleFeedbackRoute, 'handleFeedback', support, { id, status: 'answered', reply: '已加派人手，感谢您的反馈' });
    expect((await answerOf<{ status: string }>(answered)).data.status).toBe('answered');
    const record = (await feedbackRecord(id))!;
    expect(record).toMatchObject({ status: 'answered', note: '已联系值班客服', reply: '已加派人手，感谢您的反馈' });
    expect(await newestMessage(await userIdOf(sender))).toMatchObject({ title: '您的投诉已有回复', body: '已加派人手，感谢您的反馈' });
    expect((await trailOf('feedback', id)).map((e) => e.action)).toEqual(['feedback.status', 'feedback.status', 'feedback.reply']);
  });

  it('cannot answer a visitor in the inbox', async () => {
    const sent = await submitFeedback(request('/api/submitFeedback', { body: { kind: 1, content: '希望增加更多城市的招标信息' }, headers: { ...origin, 'x-forwarded-for': '10.9.8.6' } }));
    const { id } = (await answerOf<{ id: number }>(sent)).data;
    const res = await admin(handleFeedbackRoute, 'handleFeedback', support, { id, status: 'answered', reply: '好的' });
    expect(res.status).toBe(409);
  });

  it('is a 404 to a reviewer and to a plain user, before the input is read', async () => {
    const plain = await loginAs(newPhone());
    for (const cookie of [reviewer, plain]) {
      const res = await admin(handleFeedbackRoute, 'handleFeedback', cookie, { id: 1, status: 'closed' });
      expect(res.status).toBe(404);
    }
  });
});

describe('bans', () => {
  it('end every session at once, refuse the login with the ban\'s message, and lift with the status before', async () => {
    const phone = newPhone();
    const cookie = await loginAs(phone);
    const second = await loginAs(phone);
    const userId = await userIdOf(cookie);
    const info = () => getUserInfo(request('/api/getUserInfo', { body: {}, cookie, headers: origin }));
    expect((await info()).status).toBe(200);

    expect((await admin(banUserRoute, 'banUser', reviewer, { userId, reason: '发布违规广告' })).status).toBe(404);
    // A ban is sensitive: refused until the operator confirms an SMS code (step-up).
    const unconfirmed = await admin(banUserRoute, 'banUser', support, { userId, reason: '发布违规广告' });
    expect([unconfirmed.status, (await answerOf(unconfirmed)).code]).toEqual([403, ErrorCode.stepUpRequired]);
    await admin(confirmStepUp, 'confirmStepUp', support, { smsCode: await smsCodeFor(supportPhone, 'step_up') });
    const banned = await admin(banUserRoute, 'banUser', support, { userId, reason: '发布违规广告' });
    expect((await answerOf(banned)).code).toBe(0);
    expect((await info()).status).toBe(401);
    expect((await getUserInfo(request('/api/getUserInfo', { body: {}, cookie: second, headers: origin }))).status).toBe(401);

    const refused = await login(request('/api/login', { body: { phone, smsCode: await smsCodeFor(phone, 'login') } }));
    expect(refused.status).toBe(403);
    expect((await answerOf(refused)).msg).toBe(ACCOUNT_BANNED_MSG);
    expect((await userFile(userId))!.ban).toMatchObject({ reason: '发布违规广告' });
    expect((await admin(banUserRoute, 'banUser', support, { userId, reason: '再次封禁' })).status).toBe(409);

    const lifted = await admin(unbanUserRoute, 'unbanUser', support, { userId, reason: '申诉通过' });
    expect((await answerOf(lifted)).code).toBe(0);
    expect((await userFile(userId))!.accountStat).toBe(0);
    await loginAs(phone);
    expect((await trailOf('user', userId)).map((e) => [e.action, e.after])).toEqual([
      ['user.ban', expect.objectContaining({ accountStat: 6, reason: '发布违规广告', sessionsEnded: 2 })],
      ['user.unban', expect.objectContaining({ accountStat: 0, unbanReason: '申诉通过' })],
    ]);
  });

  it('refuses an operator banning themselves', async () => {
    const res = await admin(banUserRoute, 'banUser', support, { userId: await userIdOf(support), reason: '测试' });
    expect(res.status).toBe(409);
  });

  it('clears a phone\'s own SMS limits, in the trail', async () => {
    const phone = newPhone();
    const db = await getDb();
    await db.insert(rateEvents).values([{ key: smsKeys.phone(phone) }, { key: smsKeys.recentPhone(phone) }]);
    const res = await admin(clearSmsLimitsRoute, 'clearSmsLimits', support, { mobile: phone });
    expect((await answerOf<{ cleared: number }>(res)).data.cleared).toBe(2);
    expect(await db.select().from(rateEvents).where(eq(rateEvents.key, smsKeys.phone(phone)))).toEqual([]);
    expect((await trailOf('phone', phone))[0]).toMatchObject({ action: 'sms.clear_limits' });
  });
});

describe('chat reports', () => {
  const tag = `${process.pid % 10_000}${Date.now() % 10_000}`.padStart(8, '0').slice(-8);
  let buyer: string;
  let merchantId: number;
  let conversationId: number;

  beforeAll(async () => {
    buyer = await loginAs(newPhone());
    const buyerId = await userIdOf(buyer);
    const db = await getDb();
    [{ id: merchantId }] = (await db.insert(users).values({ mobile: `174${tag}`, userName: '被举报商家' }).returning({ id: users.id })) as [{ id: number }];
    const supplierId = 800_000 + (Number(tag) % 90_000);
    await db.insert(contactOwners).values({ ownerKey: `supplier:${supplierId}`, userId: merchantId, displayName: '举报测试有限公司' });
    const q = new URL(chatAddressFor(buyerId, supplierId, merchantId), 'http://x').searchParams;
    conversationId = await openMerchantConversation(buyerId, { owner: supplierId, userid: merchantId, ts: Number(q.get('ts')), sign: q.get('sign')! });
    await sendMessage(merchantId, { type: 'send', cid: `rep${tag}`, conversationId, kind: 1, text: '加我微信私下交易，便宜一半' });
  });

  const report = (cookie: string) => reportChat(request('/api/reportChat', { body: { conversationId, reason: '诱导私下交易' }, cookie, headers: origin }));

  it('files one report per conversation and reporter; a stranger\'s is a 404', async () => {
    expect((await answerOf(await report(buyer))).code).toBe(0);
    expect((await report(buyer)).status).toBe(409);
    expect((await report(await loginAs(newPhone()))).status).toBe(404);
    const line = (await reportQueue('open')).find((r) => r.conversationId === conversationId)!;
    expect(line).toMatchObject({ reason: '诱导私下交易', reportedUserId: merchantId });
    expect((await reportRecord(line.id))!.messages.map((m) => m.body)).toEqual(['加我微信私下交易，便宜一半']);
  });

  it('is warned once: the reported user reads the warning, the report is closed', async () => {
    const { id } = (await reportQueue('open')).find((r) => r.conversationId === conversationId)!;
    expect((await admin(decideReportRoute, 'decideReport', reviewer, { id, decision: 'warn', note: '请勿诱导私下交易' })).status).toBe(404);
    const warned = await admin(decideReportRoute, 'decideReport', support, { id, decision: 'warn', note: '请勿诱导私下交易' });
    expect((await answerOf<{ status: string }>(warned)).data.status).toBe('warned');
    expect(await newestMessage(merchantId)).toMatchObject({ title: '平台警告：您在聊天中的行为被举报', body: '请勿诱导私下交易' });
    expect((await admin(decideReportRoute, 'decideReport', support, { id, decision: 'ban', note: '再处理' })).status).toBe(409);
    expect((await trailOf('chat_report', id)).map((e) => e.action)).toEqual(['chat_report.warn']);
  });
});
