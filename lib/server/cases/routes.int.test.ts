import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET as getBuCaseInfo } from '@/app/api/getBuCaseInfo/route';
import { POST as getIndustryCaseList } from '@/app/api/getIndustryCaseList/route';
import { GET as getSearchInfo } from '@/app/api/getSearchInfo/route';
import { getDb } from '@/lib/server/db/client';
import { cases } from '@/lib/server/db/schema';

const post = (body: string) =>
  new NextRequest('http://localhost/api/getIndustryCaseList', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
  });
const get = (path: string) => new NextRequest(`http://localhost${path}`);

interface Answer<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

describe('POST /api/getIndustryCaseList', () => {
  it('answers enterprise cases by default, with the tab page size', async () => {
    const res = await getIndustryCaseList(post('{}'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer<{ industryCaseInfos: { source: number }[]; total: number }>;
    expect(body.code).toBe(0);
    expect(body.data.industryCaseInfos).toHaveLength(8);
    expect(body.data.industryCaseInfos.every((c) => c.source === 0)).toBe(true);
    expect(body.data.total).toBeGreaterThan(8);
  });

  it('takes the legacy form: blank strings and nulls for unset fields, numbers as text', async () => {
    const res = await getIndustryCaseList(
      post(JSON.stringify({ caseTitle: '', cityCode: null, start: '', end: '', parentCode: '', pageStart: '2', pageSize: '9', order: '', source: '1' })),
    );
    const body = (await res.json()) as Answer<{ industryCaseInfos: { source: number }[] }>;
    expect(body.code).toBe(0);
    expect(body.data.industryCaseInfos).toHaveLength(9);
    expect(body.data.industryCaseInfos[0]?.source).toBe(1);
  });

  it.each([
    [{ pageSize: 101 }, '每页最多 100 条'],
    [{ pageStart: -1 }, '页码应从 1 开始'],
    [{ pageStart: 'x' }, '页码应为数字'],
    [{ start: '2025-06-30', end: '2025-01-01' }, '开始日期不能晚于结束日期'],
    [{ start: '2025-02-30' }, '开始日期'],
    [{ order: 2 }, '排序方式'],
    [{ source: 3 }, '案例来源'],
    [{ cycle: '1-2' }, '开发周期'],
    [{ cityCode: 'cq' }, '城市编码'],
    [{ caseTitle: '长'.repeat(51) }, '关键字最多'],
  ])('refuses %j with 400 and a Chinese message', async (body, msg) => {
    const res = await getIndustryCaseList(post(JSON.stringify(body)));
    expect(res.status).toBe(400);
    const answer = (await res.json()) as Answer;
    expect(answer.code).toBe(40000);
    expect(answer.msg).toContain(msg);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await getIndustryCaseList(post('caseTitle=x'));
    expect(res.status).toBe(400);
    expect(((await res.json()) as Answer).msg).toMatch(/JSON/);
  });
});

describe('GET /api/getBuCaseInfo', () => {
  it('answers the case detail with the two section flags', async () => {
    const db = await getDb();
    const [row] = await db.select().from(cases).where(eq(cases.source, 1)).limit(1);
    const res = await getBuCaseInfo(get(`/api/getBuCaseInfo?uuidSecret=${row!.uuidSecret}&source=1`));
    const body = (await res.json()) as Answer<Record<string, unknown>>;
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ caseTitle: row!.caseTitle, source: 1 });
    expect(body.data.serveiceDetailBlank).toBe(row!.serviceDetail === null ? 1 : 0);
    expect(body.data.supplierDetaiBlank).toBe(row!.showSupplier ? 0 : 1);
  });

  it('answers 404 for an unknown case or the wrong source, 400 for bad input', async () => {
    const unknown = await getBuCaseInfo(get(`/api/getBuCaseInfo?uuidSecret=${'f'.repeat(24)}&source=0`));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 40400, msg: '案例不存在或已下架' });

    const db = await getDb();
    const [row] = await db.select().from(cases).where(eq(cases.source, 1)).limit(1);
    expect((await getBuCaseInfo(get(`/api/getBuCaseInfo?uuidSecret=${row!.uuidSecret}&source=0`))).status).toBe(404);

    for (const query of ['source=0', `uuidSecret=${row!.uuidSecret}&source=2`, 'uuidSecret=%3Cx%3E&source=0']) {
      const res = await getBuCaseInfo(get(`/api/getBuCaseInfo?${query}`));
      expect(res.status).toBe(400);
      expect(((await res.json()) as Answer).msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('GET /api/getSearchInfo', () => {
  it('answers parent industries and the cities with cases, by letter', async () => {
    for (const path of ['/api/getSearchInfo', '/api/getSearchInfo?type=industry']) {
      const body = (await (await getSearchInfo(get(path))).json()) as Answer<{
        parentIndList: { code: string; name: string }[];
        cityList: { cityCode: string; cityName: string }[];
        sortCityMap: Record<string, { cityCode: string }[]>;
      }>;
      expect(body.code).toBe(0);
      expect(body.data.parentIndList.length).toBeGreaterThan(3);
      expect(body.data.parentIndList[0]).toEqual({ code: expect.stringMatching(/^I\d{2}$/), name: expect.any(String) });
      const db = await getDb();
      const withCases = new Set((await db.selectDistinct({ c: cases.cityCode }).from(cases)).map((r) => r.c));
      expect(new Set(body.data.cityList.map((c) => c.cityCode))).toEqual(withCases);
      const byLetter = Object.values(body.data.sortCityMap).flat().map((c) => c.cityCode);
      expect(new Set(byLetter)).toEqual(withCases);
      expect(Object.keys(body.data.sortCityMap)).toEqual(Object.keys(body.data.sortCityMap).sort());
    }
  });

  it('refuses an unknown type', async () => {
    expect((await getSearchInfo(get('/api/getSearchInfo?type=x'))).status).toBe(400);
  });
});
