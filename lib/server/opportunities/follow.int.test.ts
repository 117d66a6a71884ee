import { describe, expect, it } from 'vitest';
import { POST as addAttention } from '@/app/api/addAttention/route';
import { getDb } from '@/lib/server/db/client';
import { bidOpportunities, outsourcingDemands } from '@/lib/server/db/schema';
import { answerOf, loginAs, newPhone, request } from '@/test/kits/account-routes';

// addAttention (001 §6-§7) through its route: login 0 for a visitor, a toggle per identity otherwise.

type FollowAnswer = { code: number; msg: string; data: { followed: boolean } | null; login?: number };
const follow = async (body: unknown, cookie?: string, headers?: Record<string, string>) => {
  const res = await addAttention(request('/api/addAttention', { body, cookie, headers }));
  return { status: res.status, answer: (await answerOf(res)) as FollowAnswer };
};

async function someIds() {
  const db = await getDb();
  const [bid] = await db.select({ code: bidOpportunities.code }).from(bidOpportunities).limit(1);
  const [demand] = await db.select({ orderNo: outsourcingDemands.orderNo }).from(outsourcingDemands).limit(1);
  return { code: bid!.code, orderNo: demand!.orderNo };
}

describe('addAttention', () => {
  it('answers a visitor 200 with login 0 and changes nothing', async () => {
    const { code } = await someIds();
    expect(await follow({ orderId: code })).toEqual({ status: 200, answer: { code: 0, msg: '请先登录', data: null, login: 0 } });
  });

  it('toggles a tender and a demand for the logged-in identity', async () => {
    const { code, orderNo } = await someIds();
    const cookie = await loginAs(newPhone());
    expect((await follow({ orderId: code }, cookie)).answer).toEqual({ code: 0, msg: '关注成功', data: { followed: true }, login: 1 });
    expect((await follow({ orderId: orderNo }, cookie)).answer.data).toEqual({ followed: true });
    expect((await follow({ orderId: code }, cookie)).answer).toEqual({ code: 0, msg: '已取消关注', data: { followed: false }, login: 1 });
    // A second user's follow is their own.
    expect((await follow({ orderId: orderNo }, await loginAs(newPhone()))).answer.data).toEqual({ followed: true });
  });

  it('refuses an unknown id, a malformed one, another user’s jfId and a cross-site post, in Chinese', async () => {
    const cookie = await loginAs(newPhone());
    expect(await follow({ orderId: 'XQ20990101999999' }, cookie)).toMatchObject({ status: 404, answer: { msg: '商机不存在或已下架' } });
    expect(await follow({ orderId: '<script>' }, cookie)).toMatchObject({ status: 400, answer: { msg: '参数不正确' } });
    expect(await follow({}, cookie)).toMatchObject({ status: 400 });
    const { code } = await someIds();
    expect(await follow({ orderId: code, jfId: 1 }, cookie)).toMatchObject({ status: 403, answer: { msg: '无权以其他用户身份关注' } });
    expect(await follow({ orderId: code }, cookie, { origin: 'https://evil.example' })).toMatchObject({ status: 403 });
  });
});
