import { and, desc, eq, ne, notExists } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as orderHomePicksRoute } from '@/app/api/admin/orderHomePicks/route';
import { POST as pinHomeItemRoute } from '@/app/api/admin/pinHomeItem/route';
import { POST as unpinHomeItemRoute } from '@/app/api/admin/unpinHomeItem/route';
import { getDb } from '@/lib/server/db/client';
import { cases, homePicks, solutions, suppliers } from '@/lib/server/db/schema';
import { auditTrail } from '@/lib/server/operators';
import { answerOf, loginAs, newPhone } from '@/test/kits/account-routes';
import { consoleCall, operatorCookie } from '@/test/kits/operators';
import { listCityPicks } from './picks';
import { getHomeOverview } from './service';

// The home page's recommendations per city (docs/features.md, Operator console: home recommendations): an
// editor pins items of another city or of none, orders and takes them off; the city's home page shows the
// pinned ones first and the automatic choice after them, another city's home page is unchanged, each step
// is audited, and anyone but an editor gets the 404 of an unknown call. Each test has a city of its own
// (pins are per city), so the files sharing PostgreSQL's database never see them.

async function cityWithoutPins(): Promise<string> {
  // A city with suppliers and no pins yet; 重庆 and 成都 are left to the tests that read their home pages.
  const db = await getDb();
  const rows = await db
    .selectDistinct({ cityCode: suppliers.cityCode })
    .from(suppliers)
    .where(and(ne(suppliers.cityCode, '500100'), ne(suppliers.cityCode, '510100'), notExists(db.select({ id: homePicks.id }).from(homePicks).where(eq(homePicks.cityCode, suppliers.cityCode)))));
  return rows[Math.floor(Math.random() * rows.length)]!.cityCode;
}

const pin = async (editor: string, body: unknown) => answerOf<{ id: number }>(await consoleCall(pinHomeItemRoute, 'pinHomeItem', editor, body));

describe('home recommendations in the console', () => {
  it("pins, orders and takes off a city's items; its home page follows, another city's does not", async () => {
    const editor = await operatorCookie('editor');
    const city = await cityWithoutPins();
    const db = await getDb();
    const before = await getHomeOverview(city);
    // Items the automatic choice does not show for this city: a supplier and a case of other cities, the oldest solution.
    const [supplierA, supplierB] = await db.select({ id: suppliers.id }).from(suppliers).where(ne(suppliers.cityCode, city)).orderBy(suppliers.caseCount).limit(2);
    const [kase] = await db.select({ uuid: cases.uuidSecret, source: cases.source }).from(cases).where(ne(cases.cityCode, city)).orderBy(cases.publishTime).limit(1);
    const [solution] = await db.select({ sec: solutions.originIdSec }).from(solutions).orderBy(desc(solutions.id)).limit(1);
    expect(before.suppliers.map((s) => s.id)).not.toContain(supplierA!.id);

    const a = await pin(editor, { cityCode: city, kind: 'supplier', item: `https://www.example.com/search-supplierdetail.html?id=${supplierA!.id}` });
    expect(a.code, a.msg).toBe(0);
    const b = await pin(editor, { cityCode: city, kind: 'supplier', item: String(supplierB!.id) });
    expect(b.code, b.msg).toBe(0);
    expect((await pin(editor, { cityCode: city, kind: 'case', item: `/business-detail.html?id=${kase!.uuid}&source=${kase!.source}` })).code).toBe(0);
    expect((await pin(editor, { cityCode: city, kind: 'solution', item: solution!.sec })).code).toBe(0);

    const pinned = await getHomeOverview(city);
    expect(pinned.suppliers.map((s) => s.id).slice(0, 2)).toEqual([supplierA!.id, supplierB!.id]);
    // The automatic choice fills the places left, without the pinned ones twice.
    expect(pinned.suppliers.slice(2).map((s) => s.id)).toEqual(before.suppliers.map((s) => s.id).filter((id) => id !== supplierA!.id && id !== supplierB!.id).slice(0, 4));
    expect(pinned.latestCases[0]?.caseUuid).toBe(kase!.uuid);
    expect(pinned.solutions[0]?.originIdSec).toBe(solution!.sec);
    expect(pinned.solutions).toHaveLength(6);
    // Another city's home page is its own.
    const other = await getHomeOverview('500100');
    expect(other.suppliers.map((s) => s.id)).not.toContain(supplierA!.id);

    const order = await answerOf(await consoleCall(orderHomePicksRoute, 'orderHomePicks', editor, { cityCode: city, kind: 'supplier', ids: [b.data.id, a.data.id] }));
    expect(order.code, order.msg).toBe(0);
    expect((await getHomeOverview(city)).suppliers.map((s) => s.id).slice(0, 2)).toEqual([supplierB!.id, supplierA!.id]);
    // An order that names another list is refused, not half applied.
    const stale = await consoleCall(orderHomePicksRoute, 'orderHomePicks', editor, { cityCode: city, kind: 'supplier', ids: [a.data.id] });
    expect(stale.status).toBe(409);
    expect((await answerOf(stale)).msg).toBe('推荐列表已变化，请刷新后重试');

    expect((await answerOf(await consoleCall(unpinHomeItemRoute, 'unpinHomeItem', editor, { id: a.data.id }))).code).toBe(0);
    expect((await getHomeOverview(city)).suppliers.map((s) => s.id)).not.toContain(supplierA!.id);
    expect((await listCityPicks(city)).map((p) => [p.kind, p.itemRef])).toEqual([
      ['supplier', String(supplierB!.id)],
      ['case', kase!.uuid],
      ['solution', solution!.sec],
    ]);

    const trail = await auditTrail({ limit: 2, recordType: 'homePick', recordId: String(a.data.id) });
    expect(trail.map((e) => e.action)).toEqual(['homePick.unpin', 'homePick.pin']);
    expect(trail[1]).toMatchObject({ after: { cityCode: city, kind: 'supplier', itemRef: String(supplierA!.id) } });
    expect((await auditTrail({ limit: 1, recordType: 'site', recordId: city }))[0]).toMatchObject({ action: 'homePick.order', before: { ids: [a.data.id, b.data.id] }, after: { ids: [b.data.id, a.data.id] } });
    for (const p of await listCityPicks(city)) await consoleCall(unpinHomeItemRoute, 'unpinHomeItem', editor, { id: p.id });
    expect((await getHomeOverview(city)).suppliers).toEqual(before.suppliers);
  });

  it('refuses an unknown item, a second pin of one item, a seventh pin and an unknown city', async () => {
    const editor = await operatorCookie('editor');
    const city = await cityWithoutPins();
    const db = await getDb();
    const seven = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.cityCode, '500100')).limit(7);
    const refusal = async (body: unknown, status: number) => {
      const res = await consoleCall(pinHomeItemRoute, 'pinHomeItem', editor, body);
      expect(res.status).toBe(status);
      return (await answerOf(res)).msg;
    };
    expect(await refusal({ cityCode: city, kind: 'supplier', item: '999999999' }, 400)).toBe('优质服务商中没有该内容');
    expect(await refusal({ cityCode: city, kind: 'case', item: 'javascript:alert(1)' }, 400)).toBe('请填写推荐内容的编号或其页面地址');
    expect(await refusal({ cityCode: '999999', kind: 'case', item: '1' }, 400)).toBe('城市不存在');
    expect(await refusal({ cityCode: city, kind: 'news', item: '1' }, 400)).toContain('推荐位不正确');
    for (const s of seven.slice(0, 6)) expect((await pin(editor, { cityCode: city, kind: 'supplier', item: String(s.id) })).code).toBe(0);
    expect(await refusal({ cityCode: city, kind: 'supplier', item: String(seven[0]!.id) }, 409)).toBe('该内容已固定在此推荐位');
    expect(await refusal({ cityCode: city, kind: 'supplier', item: String(seven[6]!.id) }, 409)).toBe('每个推荐位最多固定 6 项');
    expect((await getHomeOverview(city)).suppliers.map((s) => s.id)).toEqual(seven.slice(0, 6).map((s) => s.id));
    for (const p of await listCityPicks(city)) await consoleCall(unpinHomeItemRoute, 'unpinHomeItem', editor, { id: p.id });
  });

  it('answers a visitor, a user and a reviewer the 404 of an unknown call, whatever they send', async () => {
    const [user, reviewer] = await Promise.all([loginAs(newPhone()), operatorCookie('reviewer')]);
    const routes = [[pinHomeItemRoute, 'pinHomeItem'], [orderHomePicksRoute, 'orderHomePicks'], [unpinHomeItemRoute, 'unpinHomeItem']] as const;
    for (const cookie of ['', user, reviewer]) {
      for (const [route, name] of routes) {
        const res = await consoleCall(route, name, cookie, { cityCode: '500100', kind: 'supplier', item: '1', id: 1 });
        expect(res.status).toBe(404);
        expect(await answerOf(res)).toEqual({ code: 40400, msg: '接口不存在', data: null });
      }
    }
  });
});
