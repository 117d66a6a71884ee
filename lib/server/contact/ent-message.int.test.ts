import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST as getBuInfoByBuIds } from '@/app/api/getBuInfoByBuIds/route';
import { POST as saveEntMess } from '@/app/api/saveEntMess/route';
import { PLATFORM_OWNER_KEY } from '@/lib/contact/rules';
import { getDb } from '@/lib/server/db/client';
import { contactOwners, suppliers, userMessages } from '@/lib/server/db/schema';
import { answerOf, request } from '@/test/kits/account-routes';
import { enterpriseUser } from '@/test/kits/opportunities';

// saveEntMess (a 留言 to an enterprise, sent form-encoded as 000 §7 says) and getBuInfoByBuIds (a
// user's own business units) on the seeded database, each with a second user.

const CHINESE = /[\u4e00-\u9fff]/;

function form(fields: Record<string, string>, cookie?: string): NextRequest {
  const headers: Record<string, string> = { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' };
  if (cookie) headers.cookie = cookie;
  return new NextRequest('http://localhost/api/saveEntMess', { method: 'POST', body: new URLSearchParams(fields).toString(), headers });
}

async function supplierWithMerchant() {
  const db = await getDb();
  const [row] = await db
    .select({ compCode: suppliers.compCode, ownerUserId: contactOwners.userId })
    .from(contactOwners)
    .innerJoin(suppliers, eq(contactOwners.ownerKey, sql`'supplier:' || ${suppliers.id}`))
    .limit(1);
  return row!;
}

async function supplierWithoutMerchant() {
  const db = await getDb();
  const [row] = await db
    .select({ compCode: suppliers.compCode })
    .from(suppliers)
    .where(notExists(db.select({ k: contactOwners.ownerKey }).from(contactOwners).where(eq(contactOwners.ownerKey, sql`'supplier:' || ${suppliers.id}`))))
    .limit(1);
  return row!;
}

const lastLm = async (userId: number) =>
  (await (await getDb()).select().from(userMessages).where(and(eq(userMessages.userId, userId), eq(userMessages.kind, 'lm'))).orderBy(desc(userMessages.id)).limit(1))[0];

const message = (compCode: string, content: string) => ({ compCode, content, contactName: '王磊', contactPhone: '13800138000' });

describe('saveEntMess', () => {
  it("lands in the merchant's inbox as a 留言, or the platform customer service's for a supplier without one", async () => {
    const buyer = await enterpriseUser();
    const merchant = await supplierWithMerchant();
    const content = `想了解贵司的智慧园区方案 ${Math.random().toString(36).slice(2, 8)}`;
    const res = await saveEntMess(form(message(merchant.compCode, content), buyer.cookie));
    expect(await answerOf(res)).toMatchObject({ code: 0, data: { deliveredTo: 'merchant' } });
    const got = await lastLm(merchant.ownerUserId);
    expect(got?.body).toContain(content);
    expect(got?.body).toContain('13800138000');
    expect(got?.title).toMatch(/^有用户给您留言：/);

    const db = await getDb();
    const [platform] = await db.select({ userId: contactOwners.userId }).from(contactOwners).where(eq(contactOwners.ownerKey, PLATFORM_OWNER_KEY));
    const orphan = await supplierWithoutMerchant();
    const second = await saveEntMess(form(message(orphan.compCode, `${content} 二`), buyer.cookie));
    expect(await answerOf(second)).toMatchObject({ code: 0, data: { deliveredTo: 'platform' } });
    expect((await lastLm(platform!.userId))?.body).toContain(`${content} 二`);
  });

  it('needs a login, a known enterprise and valid fields (the form messages in Chinese)', async () => {
    const buyer = await enterpriseUser();
    const { compCode } = await supplierWithMerchant();
    const anonymous = await saveEntMess(form(message(compCode, '想了解贵司的方案报价')));
    expect(anonymous.status).toBe(401);
    const unknown = await saveEntMess(form(message('NO-SUCH-COMP', '想了解贵司的方案报价'), buyer.cookie));
    expect(unknown.status).toBe(404);
    for (const [fields, msg] of [
      [message(compCode, '你好'), '留言内容至少5个字'],
      [{ ...message(compCode, '想了解贵司的方案报价'), contactName: '' }, '请填写联系人'],
      [{ ...message(compCode, '想了解贵司的方案报价'), contactPhone: '12345' }, '手机号不正确请重新输入'],
    ] as const) {
      const res = await saveEntMess(form(fields, buyer.cookie));
      expect(res.status).toBe(400);
      expect(await answerOf(res)).toMatchObject({ code: 40000, msg });
    }
  });

  it('allows 10 messages in 10 minutes per user, then 429 for that user only', async () => {
    const [spammer, other] = [await enterpriseUser(), await enterpriseUser()];
    const { compCode } = await supplierWithMerchant();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await saveEntMess(form(message(compCode, `第${i}条咨询留言内容`), spammer.cookie))).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const body = await answerOf(await saveEntMess(form(message(compCode, '再来一条咨询留言'), spammer.cookie)));
    expect(body).toMatchObject({ code: 42900 });
    expect(body.msg).toMatch(CHINESE);
    expect((await saveEntMess(form(message(compCode, '另一个用户的留言'), other.cookie))).status).toBe(200);
  });
});

describe('getBuInfoByBuIds', () => {
  it("answers only the caller's own business units among the ids", async () => {
    const [a, b] = [await enterpriseUser(), await enterpriseUser()];
    const ask = (buIds: unknown, cookie?: string) => getBuInfoByBuIds(request('/api/getBuInfoByBuIds', { body: { buIds }, cookie }));
    const mine = await answerOf<{ list: { buId: number; buName: string; butype: number; role: string }[] }>(await ask([a.buId, b.buId, 0], a.cookie));
    expect(mine.code).toBe(0);
    expect(mine.data.list.map((bu) => bu.buId).sort((x, y) => x - y)).toEqual([0, a.buId]);
    expect(mine.data.list.find((bu) => bu.buId === a.buId)).toMatchObject({ butype: 1, role: 'owner', buName: `测试科技有限公司${a.buId}` });
    // Another user's unit id answers nothing of it.
    const theirs = await answerOf<{ list: { buId: number }[] }>(await ask(String(a.buId), b.cookie));
    expect(theirs.data.list).toEqual([]);
    expect((await ask([a.buId])).status).toBe(401);
    for (const bad of [[], 'x', Array.from({ length: 51 }, (_, i) => i)]) {
      const res = await ask(bad, a.cookie);
      expect(res.status).toBe(400);
      expect((await answerOf(res)).msg).toMatch(CHINESE);
    }
  });
});
