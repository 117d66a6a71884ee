import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as activityDetailCall } from '@/app/api/activityDetail/route';
import { POST as activityList } from '@/app/api/activityList/route';
import { POST as activitySignUp } from '@/app/api/activitySignUp/route';
import { POST as cancelActivitySignUp } from '@/app/api/cancelActivitySignUp/route';
import { POST as mineActivityList } from '@/app/api/mineActivityList/route';
import type { ActivityDetail, ActivityPage, MySignUp } from '@/lib/activities/types';
import { getDb } from '@/lib/server/db/client';
import { sitemapEntries } from '@/lib/server/seo/sitemap';
import { activities, activitySignUps } from '@/lib/server/db/schema';
import { answerOf, loginAs, newPhone, request, smsCodeFor } from '@/test/kits/account-routes';

// The activity calls on the database: the list's filters, the quota under a race, one sign-up per user,
// the SMS rule, a second user who can neither see nor cancel another's sign-up, bad input as 4xx.

const HOUR = 3_600_000;

async function newActivity(quota: number, opts: { allowBlank?: boolean; startsInHours?: number } = {}): Promise<number> {
  const db = await getDb();
  const start = new Date(Date.now() + (opts.startsInHours ?? 72) * HOUR);
  const [row] = await db
    .insert(activities)
    .values({
      title: `测试活动 ${Math.random().toString(36).slice(2, 8)}`, type: 2, summary: '供需对接测试', intro: ['介绍'], agenda: ['09:00-10:00|签到'], speakers: ['周明|院长'],
      organiser: '云采汇平台', cityCode: '500100', online: false, place: '重庆市渝北区金开大道 88 号', onlineLink: null,
      startTime: start, endTime: new Date(start.getTime() + 8 * HOUR), signUpDeadline: new Date(start.getTime() - 15 * HOUR),
      quota, signedCount: 0, allowBlank: opts.allowBlank ?? true,
    })
    .returning({ id: activities.id });
  return row!.id;
}

const form = (activityId: number, telphone: string, extra: Record<string, unknown> = {}) => ({
  activityId, depName: '重庆市渝北区教育局', creditCode: '', contactName: '张敏', telphone, verificationCode: '',
  provinceCode: '500000', provinceName: '重庆市', cityCode: '500100', cityName: '市辖区', areaCode: '', areaName: '', checked: true, ...extra,
});
const signUp = (body: unknown, cookie?: string) => activitySignUp(request('/api/activitySignUp', { body, cookie }));
const mine = (cookie: string) => mineActivityList(request('/api/mineActivityList', { body: {}, cookie }));
const cancel = (signUpId: number, cookie: string) => cancelActivitySignUp(request('/api/cancelActivitySignUp', { body: { signUpId }, cookie }));
const signedCountOf = async (id: number) => (await (await getDb()).select({ n: activities.signedCount }).from(activities).where(eq(activities.id, id)))[0]!.n;

describe('activity list and detail', () => {
  it('lists upcoming ones soonest first and past ones latest first, filtered by type and city', async () => {
    await newActivity(30);
    const upcoming = await answerOf<ActivityPage>(await activityList(request('/api/activityList', { body: { type: 2, cityCode: '500100' } })));
    expect(upcoming.code).toBe(0);
    expect(upcoming.data.list.length).toBeGreaterThan(0);
    for (const a of upcoming.data.list) {
      expect(a).toMatchObject({ type: 2, cityCode: '500100', cityName: '重庆' });
      expect(a.status).not.toBe('ended');
    }
    const starts = upcoming.data.list.map((a) => a.startTime);
    expect([...starts].sort()).toEqual(starts);
    const past = await answerOf<ActivityPage>(await activityList(request('/api/activityList', { body: { when: 'past', pageSize: 50 } })));
    expect(past.data.list.every((a) => a.status === 'ended')).toBe(true);
    const pastStarts = past.data.list.map((a) => a.startTime);
    expect([...pastStarts].sort().reverse()).toEqual(pastStarts);
  });

  it('answers one activity with its programme, and 404 with a Chinese message for none', async () => {
    const id = await newActivity(5);
    const one = await answerOf<ActivityDetail>(await activityDetailCall(request(`/api/activityDetail?id=${id}`)));
    expect(one.data).toMatchObject({ id, status: 'open', placesLeft: 5, agenda: [{ time: '09:00-10:00', item: '签到' }], speakers: [{ name: '周明', title: '院长' }] });
    const none = await activityDetailCall(request('/api/activityDetail?id=999999999'));
    expect(none.status).toBe(404);
    expect(await answerOf(none)).toMatchObject({ code: 40400, msg: '活动不存在或已下架' });
  });

  it('puts every activity in the sitemap at its legacy address', async () => {
    const id = await newActivity(5);
    const entries = (await sitemapEntries('activities', 1, 'https://example.cn'))!;
    expect(entries.map((e) => e.loc)).toContain(`https://example.cn/activityDetails.html?id=${id}`);
  });

  it('refuses bad input with 400 and a Chinese message', async () => {
    for (const body of [{ type: 7 }, { cityCode: 'abc' }, { when: 'soon' }, { pageNum: 0 }]) {
      const res = await activityList(request('/api/activityList', { body }));
      expect(res.status).toBe(400);
      expect((await answerOf(res)).msg).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('activity sign-up', () => {
  it('needs a login', async () => {
    const res = await signUp(form(1, newPhone()));
    expect(res.status).toBe(401);
  });

  it('refuses bad input with 400 and the form’s Chinese message', async () => {
    const phone = newPhone();
    const cookie = await loginAs(phone);
    const id = await newActivity(5);
    for (const [extra, msg] of [
      [{ depName: '' }, '请输入单位名称'],
      [{ telphone: '1234' }, '请输入正确手机号'],
      [{ creditCode: 'ABC' }, '请输入正确的统一社会信用代码'],
      [{ checked: false }, '请阅读并同意《云采汇平台保密协议》'],
      [{ activityId: 'x' }, '活动编号应为数字'],
    ] as const) {
      const res = await signUp(form(id, phone, extra), cookie);
      expect(res.status).toBe(400);
      expect(await answerOf(res)).toMatchObject({ code: 40000, msg });
    }
  });

  it('takes the account’s own phone without a code, another phone only with its SMS code', async () => {
    const phone = newPhone();
    const cookie = await loginAs(phone);
    const id = await newActivity(5, { allowBlank: false });
    const other = newPhone();
    const noCode = await signUp(form(id, other), cookie);
    expect(await answerOf(noCode)).toMatchObject({ code: 40000, msg: '请输入短信验证码' });
    const wrong = await signUp(form(id, other, { verificationCode: '000000' }), cookie);
    expect(await answerOf(wrong)).toMatchObject({ code: 1001, msg: '验证码不正确或已过期' });
    const ok = await signUp(form(id, other, { verificationCode: await smsCodeFor(other, 'activity') }), cookie);
    expect((await answerOf(ok)).code).toBe(0);
    // The activity allows no blanks: the optional fields left empty are kept as '-'.
    const [row] = await (await getDb()).select().from(activitySignUps).where(eq(activitySignUps.activityId, id));
    expect(row).toMatchObject({ telphone: other, creditCode: '-', areaName: '-', status: 1 });
  });

  it('takes one sign-up per user and activity', async () => {
    const phone = newPhone();
    const cookie = await loginAs(phone);
    const id = await newActivity(5);
    expect((await answerOf(await signUp(form(id, phone), cookie))).code).toBe(0);
    const again = await signUp(form(id, phone), cookie);
    expect(again.status).toBe(409);
    expect(await answerOf(again)).toMatchObject({ code: 6002, msg: '您已报名该活动，请勿重复报名' });
    expect(await signedCountOf(id)).toBe(1);
  });

  it('gives the last place to exactly one of two users racing for it; the other is told it is full', async () => {
    const [a, b] = [newPhone(), newPhone()];
    const [cookieA, cookieB] = await Promise.all([loginAs(a), loginAs(b)]);
    const id = await newActivity(1);
    const answers = await Promise.all([signUp(form(id, a), cookieA), signUp(form(id, b), cookieB)].map(async (r) => answerOf(await r)));
    expect(answers.map((x) => x.code).sort()).toEqual([0, 6001]);
    expect(answers.find((x) => x.code === 6001)?.msg).toBe('很抱歉，活动名额已满，请关注其他活动');
    expect(await signedCountOf(id)).toBe(1);
    const detail = await answerOf<ActivityDetail>(await activityDetailCall(request(`/api/activityDetail?id=${id}`)));
    expect(detail.data).toMatchObject({ status: 'full', placesLeft: 0 });
  });

  it('lets only the owner see and cancel a sign-up; a cancel gives the place back', async () => {
    const [a, b] = [newPhone(), newPhone()];
    const [cookieA, cookieB] = await Promise.all([loginAs(a), loginAs(b)]);
    const id = await newActivity(1);
    const made = await answerOf<{ signUpId: number }>(await signUp(form(id, a), cookieA));
    const signUpId = made.data.signUpId;

    const ofA = await answerOf<{ list: MySignUp[]; total: number }>(await mine(cookieA));
    expect(ofA.data.list.find((s) => s.id === signUpId)).toMatchObject({ status: 1, statusName: '已报名', cancellable: true, activity: { id } });
    const ofB = await answerOf<{ list: MySignUp[]; total: number }>(await mine(cookieB));
    expect(ofB.data.list.some((s) => s.id === signUpId)).toBe(false);

    const stolen = await cancel(signUpId, cookieB);
    expect(stolen.status).toBe(404);
    expect(await answerOf(stolen)).toMatchObject({ code: 40400, msg: '报名记录不存在' });
    expect(await signedCountOf(id)).toBe(1);

    expect((await answerOf(await cancel(signUpId, cookieA))).code).toBe(0);
    expect(await signedCountOf(id)).toBe(0);
    expect((await answerOf<{ list: MySignUp[] }>(await mine(cookieA))).data.list.find((s) => s.id === signUpId)).toMatchObject({ status: 2, statusName: '已取消', cancellable: false });
    expect(await answerOf(await cancel(signUpId, cookieA))).toMatchObject({ code: 40000, msg: '该报名已取消' });

    // The freed place goes to the other user; the first may come back once a place is free again.
    expect((await answerOf(await signUp(form(id, b), cookieB))).code).toBe(0);
    expect((await answerOf(await signUp(form(id, a), cookieA))).code).toBe(6001);
  });

  it('refuses sign-ups and cancels once the deadline has passed', async () => {
    const phone = newPhone();
    const cookie = await loginAs(phone);
    const id = await newActivity(5, { startsInHours: 3 });
    const res = await signUp(form(id, phone), cookie);
    expect(res.status).toBe(400);
    expect(await answerOf(res)).toMatchObject({ code: 6003, msg: '活动报名已截止' });
  });
});
