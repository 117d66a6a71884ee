import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as categoryList } from '@/app/api/categoryList/route';
import { POST as detail } from '@/app/api/detail/route';
import { GET as getServiceSearch } from '@/app/api/getServiceSearch/route';
import { POST as priceList } from '@/app/api/priceList/route';
import { POST as serviceList } from '@/app/api/serviceList/route';
import { POST as sourceList } from '@/app/api/sourceList/route';
import { getDb, queryRows } from '@/lib/server/db/client';
import { solutions, supplierSchemes, suppliers } from '@/lib/server/db/schema';
import { findOrCreateUser } from '@/lib/server/accounts';
import { reviewScheme } from '@/lib/server/schemes/service';
import { listSolutionsWith } from '@/lib/server/solutions/list';
import { sitemapEntries } from '@/lib/server/seo/sitemap';
import { OTHER_CATEGORY } from '@/lib/solutions/categories';
import { exactBucket, priceBucket } from '@/lib/solutions/price-buckets';
import { companyFormSchema, schemePartSchema } from '@/lib/schemes/schemas';
import { serviceListSchema } from '@/lib/solutions/schemas';
import type { CategoryList, SolutionDetail, SolutionList, SolutionListItem } from '@/lib/solutions/types';
import { newPhone } from '@/test/kits/account-routes';
import { validSchemeForm } from '@/test/kits/schemes';

const cli = { operatorId: null, name: 'cli:test' };

// Every call is checked against a plain reading of all rows: the answer the SQL must give.

interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}
type Handler = (req: NextRequest) => Promise<Response>;
type Row = typeof solutions.$inferSelect;

const read = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Answer<T> });
const post = <T>(handler: Handler, body: unknown) =>
  handler(new NextRequest('http://localhost/api/x', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })).then(
    (res) => read<T>(res),
  );
const list = (body: object) => post<SolutionList>(serviceList, body);
const plain = (html: string) => html.replace(/<\/?em>/g, '');

let rows: Row[] = [];
const byId = new Map<string, Row>();
const newestFirst = (a: Row, b: Row) => b.originTag - a.originTag || b.publishTime.getTime() - a.publishTime.getTime() || b.id - a.id;

beforeAll(async () => {
  rows = await (await getDb()).select().from(solutions);
  for (const r of rows) byId.set(r.originIdSec, r);
});

describe('serviceList', () => {
  it('answers 10 a page, preferred and newest first, with the exact total and the card fields of 001 §3', async () => {
    const { status, body } = await list({});
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.total).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(500);
    expect(body.data.list.map((i) => i.originIdSec)).toEqual([...rows].sort(newestFirst).slice(0, 10).map((r) => r.originIdSec));
    const item = body.data.list[0]!;
    expect(Object.keys(item).sort()).toEqual(
      ['firstCategoryName', 'originIdSec', 'originSource', 'originTag', 'serviceDesc', 'serviceName', 'servicePrice', 'serviceProvider'].sort(),
    );
    const page3 = await list({ pageStart: 3, pageSize: 10 });
    expect(page3.body.data.list.map((i) => i.originIdSec)).toEqual([...rows].sort(newestFirst).slice(20, 30).map((r) => r.originIdSec));
  });

  it('cuts descriptions at 80 characters plus ... and keeps prices in yuan, null for 面议', async () => {
    const { body } = await list({ pageSize: 50 });
    for (const item of body.data.list) {
      const full = byId.get(item.originIdSec)!;
      expect(item.serviceDesc).toBe([...full.serviceDesc].length > 80 ? `${[...full.serviceDesc].slice(0, 80).join('')}...` : full.serviceDesc);
      expect(item.servicePrice).toBe(full.servicePrice === null ? null : Number(full.servicePrice));
    }
  });

  it('filters by categories, source and price range exactly as the rows say', async () => {
    const sample = rows.find((r) => r.originTag === 2 && r.secondCategoryCode)!;
    const params = { firstCategoryId: sample.firstCategoryCode, secondCategoryId: sample.secondCategoryCode, originTag: 2, pageSize: 50 };
    const expected = rows.filter((r) => r.secondCategoryCode === sample.secondCategoryCode && r.originTag === 2);
    const { body } = await list(params);
    expect(body.data.total).toBe(expected.length);
    expect(expected.length).toBeLessThanOrEqual(50);
    expect(body.data.list.map((i) => i.originIdSec).sort()).toEqual(expected.map((r) => r.originIdSec).sort());

    const inRange = rows.filter((r) => r.servicePrice !== null && Number(r.servicePrice) >= 100_000 && Number(r.servicePrice) <= 500_000);
    expect((await list({ servicePriceStart: 10, servicePriceEnd: 50 })).body.data.total).toBe(inRange.length);
    expect((await list({ servicePriceStart: '300', firstCategoryId: 'all' })).body.data.total).toBe(
      rows.filter((r) => r.servicePrice !== null && Number(r.servicePrice) >= 3_000_000).length,
    );
    const negotiable = await list({ priceFlag: 2, pageSize: 50 });
    expect(negotiable.body.data.total).toBe(rows.filter((r) => r.servicePrice === null).length);
    expect(negotiable.body.data.list.every((i) => i.servicePrice === null)).toBe(true);
    expect((await list({ firstCategoryId: OTHER_CATEGORY })).body.data.total).toBe(rows.filter((r) => r.firstCategoryCode === OTHER_CATEGORY).length);
  });

  it('sorts by price ascending (1) and descending (2), negotiable last either way', async () => {
    const params = { firstCategoryId: 'SC02', pageSize: 50 };
    const inCategory = rows.filter((r) => r.firstCategoryCode === 'SC02');
    const priced = inCategory.filter((r) => r.servicePrice !== null).length;
    const asc = (await list({ ...params, sortRule: 1 })).body.data.list.map((i) => i.servicePrice);
    expect(asc).toEqual([...asc].sort((a, b) => (a ?? Infinity) - (b ?? Infinity)));
    const lastPage = Math.ceil(inCategory.length / 50);
    const tail = (await list({ ...params, sortRule: 2, pageStart: lastPage })).body.data.list.map((i) => i.servicePrice);
    expect(tail.at(-1)).toBeNull();
    const desc = (await list({ ...params, sortRule: 2 })).body.data.list.map((i) => i.servicePrice);
    expect(desc).toEqual([...desc].sort((a, b) => (b ?? -Infinity) - (a ?? -Infinity)));
    expect(desc[0]).toBe(Math.max(...inCategory.filter((r) => r.servicePrice !== null).map((r) => Number(r.servicePrice))));
    expect(priced).toBeGreaterThan(0);
  });

  it('searches one- and two-character keywords through the bigram index, highlighting them', async () => {
    for (const keyword of ['医', '平台', '管理平台']) {
      const doc = (r: Row) => `${r.serviceName} ${r.firstCategoryName} ${r.serviceProvider}`.toLowerCase();
      const expected = rows.filter((r) => doc(r).includes(keyword));
      const { body } = await list({ serviceName: keyword, pageSize: 50 });
      expect(body.data.total, keyword).toBe(expected.length);
      expect(expected.length, keyword).toBeGreaterThan(0);
      const named = body.data.list.filter((i) => plain(i.serviceName).includes(keyword));
      expect(named.every((i) => i.serviceName.includes(`<em>`))).toBe(true);
      // The whole keyword in the name comes first.
      const firstMiss = body.data.list.findIndex((i) => !plain(i.serviceName).includes(keyword));
      if (firstMiss >= 0) expect(body.data.list.slice(firstMiss).some((i) => plain(i.serviceName).includes(keyword))).toBe(false);
    }
    expect((await list({ serviceName: '查无此方案xyz' })).body.data).toMatchObject({ list: [], total: 0 });
    expect((await list({ serviceName: '<script>' })).body.data.total).toBe(0);
  });

  it('answers a keyword with filters through their terms in the search index, exactly as the rows say', async () => {
    const doc = (r: Row) => `${r.serviceName} ${r.firstCategoryName} ${r.serviceProvider}`.toLowerCase();
    const price = (r: Row) => (r.servicePrice === null ? null : Number(r.servicePrice) / 10_000);
    const sample = rows.find((r) => doc(r).includes('平台') && r.servicePrice !== null)!;
    // A price exactly at a bucket's lower bound: a range ending there asks for its own term (migration 0031).
    const atBound = rows.find((r) => doc(r).includes('平台') && r.servicePrice !== null && exactBucket(price(r)!) !== null)!;
    expect(atBound).toBeDefined();
    const filters: [object, (r: Row) => boolean][] = [
      [{ firstCategoryId: sample.firstCategoryCode }, (r) => r.firstCategoryCode === sample.firstCategoryCode],
      [{ firstCategoryId: sample.firstCategoryCode, secondCategoryId: sample.secondCategoryCode }, (r) => r.secondCategoryCode === sample.secondCategoryCode],
      [{ originTag: 1 }, (r) => r.originTag === 1],
      [{ servicePriceStart: 10, servicePriceEnd: 50 }, (r) => price(r) !== null && price(r)! >= 10 && price(r)! <= 50],
      // A typed range whose bounds are a solution's own price: both bounds are included.
      [{ servicePriceStart: price(sample), servicePriceEnd: price(sample) }, (r) => price(r) === price(sample)],
      [{ servicePriceStart: 3, servicePriceEnd: 33, originTag: sample.originTag }, (r) => price(r) !== null && price(r)! >= 3 && price(r)! <= 33 && r.originTag === sample.originTag],
      [{ priceFlag: 2 }, (r) => r.servicePrice === null],
      [{ servicePriceStart: 1, servicePriceEnd: price(atBound) }, (r) => price(r) !== null && price(r)! >= 1 && price(r)! <= price(atBound)!],
      [{ servicePriceStart: price(atBound), servicePriceEnd: price(atBound) }, (r) => price(r) === price(atBound)],
    ];
    for (const [filter, passes] of filters) {
      const expected = rows.filter((r) => doc(r).includes('平台') && passes(r));
      const { body } = await list({ serviceName: '平台', pageSize: 50, ...filter });
      expect(body.data.total, JSON.stringify(filter)).toBe(expected.length);
      const listed = body.data.list.map((i) => i.originIdSec);
      expect(listed.length, JSON.stringify(filter)).toBe(Math.min(50, expected.length));
      expect(listed.every((id) => expected.some((r) => r.originIdSec === id)), JSON.stringify(filter)).toBe(true);
    }
    // The filters above are not all empty on the test data.
    expect(filters.filter(([, passes]) => rows.some((r) => doc(r).includes('平台') && passes(r))).length).toBeGreaterThan(4);
  });

  it('lies on disk in publish order, as a live table does (the seed lays it out so)', async () => {
    const db = await getDb();
    await db.execute(sql`analyze solution`);
    const [stats] = await queryRows<{ correlation: number }>(db, sql`select correlation::float8 as correlation from pg_stats where tablename = 'solution' and attname = 'publish_time'`);
    expect(Number(stats!.correlation)).toBeGreaterThan(0.9);
  });

  it('puts each price in the same bucket in the search vector as lib/solutions/price-buckets.ts', async () => {
    const db = await getDb();
    const prices = [null, 0, 0.5, 1, 4.99, 5, 79.99, 80, 80.01, 999, 1000, 25_000, ...rows.slice(0, 50).map((r) => (r.servicePrice === null ? null : Number(r.servicePrice) / 10_000))];
    for (const p of prices) {
      const [row] = await queryRows<{ bucket: string; exact: string | null }>(
        db,
        sql`select jf_price_bucket(${p === null ? null : p * 10_000}::numeric) as bucket, jf_price_exact(${p === null ? null : p * 10_000}::numeric) as exact`,
      );
      expect(row!.bucket, String(p)).toBe(priceBucket(p));
      expect(row!.exact, String(p)).toBe(p === null ? null : (exactBucket(p)?.slice(1) ?? null));
    }
    const [terms] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from solution where search_vec @@ ${`'g:${rows[0]!.secondCategoryCode}' & 'o:${rows[0]!.originTag}'`}::tsquery`);
    expect(terms!.n).toBe(rows.filter((r) => r.secondCategoryCode === rows[0]!.secondCategoryCode && r.originTag === rows[0]!.originTag).length);
  });

  it('refuses bad input with 400 and a Chinese message, before any query', async () => {
    const cases: [object, string][] = [
      [{ pageSize: 500 }, '每页条数'],
      [{ pageStart: 0 }, '页码'],
      [{ pageStart: 2000 }, '最多浏览前'],
      [{ sortRule: 3 }, '排序方式'],
      [{ originTag: 'x' }, '方案来源'],
      [{ priceFlag: 0 }, '价格类型'],
      [{ servicePriceStart: 50, servicePriceEnd: 10 }, '最低价格不能高于最高价格'],
      [{ servicePriceStart: -1 }, '不能为负数'],
      [{ secondCategoryId: 'SC0101' }, '请先选择一级分类'],
      [{ firstCategoryId: "' or 1=1" }, '分类编码'],
      [{ serviceName: '医'.repeat(51) }, '关键字最多'],
    ];
    for (const [body, msg] of cases) {
      const res = await list(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(40000);
      expect(res.body.msg).toContain(msg);
    }
  });
});

describe('serviceList bounds (docs/search.md)', () => {
  // The test data holds a few hundred solutions: the caps are lowered so its lists pass them.
  const doc = (r: Row) => `${r.serviceName} ${r.firstCategoryName} ${r.serviceProvider}`.toLowerCase();
  const priceAsc = (a: Row, b: Row) => (a.servicePrice === null ? 1 : 0) - (b.servicePrice === null ? 1 : 0) || Number(a.servicePrice) - Number(b.servicePrice) || a.id - b.id;
  const priceDesc = (a: Row, b: Row) => (a.servicePrice === null ? 1 : 0) - (b.servicePrice === null ? 1 : 0) || Number(b.servicePrice) - Number(a.servicePrice) || b.id - a.id;
  const input = (body: object) => serviceListSchema.parse(body);
  const names = (l: SolutionList) => l.list.map((i) => i.originIdSec);

  it('counts exactly under the cap, estimates above it and says so, and gives the true pages of every order', async () => {
    const keyword = '平台';
    const matching = rows.filter((r) => doc(r).includes(keyword));
    expect(matching.length).toBeGreaterThan(30);
    const tiered = (a: Row, b: Row) => (a.serviceName.toLowerCase().includes(keyword) ? 0 : 1) - (b.serviceName.toLowerCase().includes(keyword) ? 0 : 1) || newestFirst(a, b);
    const orders: [object, (a: Row, b: Row) => number][] = [[{}, tiered], [{ sortRule: 1 }, priceAsc], [{ sortRule: 2 }, priceDesc]];
    for (const rules of [{ countCap: 20 }, { countCap: 20, smallSet: 0 }]) {
      for (const [sort, compare] of orders) {
        const truth = [...matching].sort(compare).map((r) => r.originIdSec);
        for (const pageStart of [1, 2, 3]) {
          const answer = await listSolutionsWith(input({ serviceName: keyword, pageStart, ...sort }), rules);
          expect(names(answer), JSON.stringify({ sort, pageStart, rules })).toEqual(truth.slice((pageStart - 1) * 10, pageStart * 10));
          expect(answer.capped).toBe(true);
          expect(answer.total).toBeGreaterThan(20);
        }
      }
    }
    const exact = await listSolutionsWith(input({ serviceName: keyword }), { countCap: matching.length });
    expect(exact).toMatchObject({ total: matching.length, capped: false });
  });

  it('gives the true pages of a long list without a keyword, in every order', async () => {
    const preferred = rows.filter((r) => r.originTag === 2).sort(newestFirst).map((r) => r.originIdSec);
    expect(preferred.length).toBeGreaterThan(0);
    const answer = await listSolutionsWith(input({ originTag: '2' }), { countCap: 0, smallSet: 0 });
    expect(names(answer)).toEqual(preferred.slice(0, 10));
    expect(answer.capped).toBe(true);
    const first = rows[0]!.firstCategoryCode;
    const inFirst = rows.filter((r) => r.firstCategoryCode === first);
    expect(inFirst.length).toBeGreaterThan(20);
    const orders: [object, (a: Row, b: Row) => number][] = [[{}, newestFirst], [{ sortRule: 1 }, priceAsc], [{ sortRule: 2 }, priceDesc]];
    for (const [sort, compare] of orders) {
      const truth = [...inFirst].sort(compare).map((r) => r.originIdSec);
      for (const pageStart of [1, 3]) {
        const page = await listSolutionsWith(input({ firstCategoryId: first, pageStart, ...sort }), { countCap: 20 });
        expect(names(page), JSON.stringify({ sort, pageStart })).toEqual(truth.slice((pageStart - 1) * 10, pageStart * 10));
      }
    }
  });
});

describe('categoryList, sourceList, priceList', () => {
  it('answers the first level with the five shown as hotList, and a parent’s children with six', async () => {
    const top = await post<CategoryList>(categoryList, {});
    expect(top.body.data.list.length).toBeGreaterThan(5);
    expect(top.body.data.hotList).toEqual(top.body.data.list.slice(0, 5));
    expect(top.body.data.list.at(-1)).toEqual({ categoryCode: OTHER_CATEGORY, categoryName: '其他' });
    const children = await post<CategoryList>(categoryList, { parentCode: 'SC01' });
    expect(children.body.data.list.length).toBeGreaterThan(6);
    expect(children.body.data.list[0]).toEqual({ categoryCode: 'SC0101', categoryName: '智慧政务' });
    expect(children.body.data.hotList).toHaveLength(6);
    expect((await post<CategoryList>(categoryList, { parentCode: OTHER_CATEGORY })).body.data).toEqual({ hotList: [], list: [] });
    expect((await post(categoryList, { parentCode: 'all' })).body.data).toEqual(top.body.data);
    expect((await post(categoryList, { parentCode: '../x' })).status).toBe(400);
  });

  it('answers the two sources and the price presets', async () => {
    expect((await post(sourceList, {})).body.data).toEqual({ list: [{ sourceName: '平台方案', sourceCode: 1 }, { sourceName: '平台优选', sourceCode: 2 }] });
    const prices = await post<{ list: { priceName: string; priceStart: number | null; priceEnd: number | null }[] }>(priceList, {});
    expect(prices.body.data.list[0]).toEqual({ priceName: '10万以下', priceStart: null, priceEnd: 10 });
  });
});

describe('detail and getServiceSearch', () => {
  it('answers a solution in full with up to six related ones of its category, and 404 for the wrong source', async () => {
    const row = rows.find((r) => r.originSource === 1 && r.secondCategoryCode)!;
    const { status, body } = await post<SolutionDetail>(detail, { id: row.originIdSec });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      originIdSec: row.originIdSec,
      serviceName: row.serviceName,
      serviceDesc: row.serviceDesc,
      solveProblem: row.solveProblem,
      technologies: row.technologies,
      supplierId: row.supplierId,
      manual: null,
    });
    expect(body.data.related.length).toBeGreaterThan(0);
    expect(body.data.related.length).toBeLessThanOrEqual(6);
    for (const r of body.data.related) {
      expect(r.originIdSec).not.toBe(row.originIdSec);
      expect(byId.get(r.originIdSec)?.secondCategoryCode).toBe(row.secondCategoryCode);
    }
    expect((await post(detail, { originIdSec: row.originIdSec, originSource: 1 })).status).toBe(200);
    expect((await post(detail, { originIdSec: row.originIdSec, originSource: 2 })).body).toMatchObject({ code: 40400, msg: '方案不存在或已下架' });
    expect((await post(detail, { originIdSec: 'f'.repeat(32) })).status).toBe(404);
    expect((await post(detail, {})).body.msg).toContain('请提供方案编号');
    expect((await post(detail, { id: 'nope' })).status).toBe(400);
  });

  it('suggests solution names for a keyword, highlighted, with their counts', async () => {
    const res = await getServiceSearch(new NextRequest('http://localhost/api/getServiceSearch?serviceName=%E5%B9%B3%E5%8F%B0'));
    const { body } = await read<{ list: { name: string; serviceName: string; count: number }[] }>(res);
    expect(body.code).toBe(0);
    expect(body.data.list.length).toBeGreaterThan(0);
    expect(body.data.list.length).toBeLessThanOrEqual(10);
    for (const s of body.data.list) {
      expect(s.serviceName).toBe(s.name.replace(/平台/g, '<em>平台</em>'));
      expect(s.count).toBeGreaterThan(0);
    }
    expect((await getServiceSearch(new NextRequest('http://localhost/api/getServiceSearch'))).status).toBe(400);
  });
});

describe('the solutions sitemap', () => {
  it('lists each solution at the detail page its card opens', async () => {
    const entries = (await sitemapEntries('solutions', 1, 'https://example.cn'))!;
    expect(entries.length).toBe(Math.min(rows.length, 10_000));
    const one = rows.find((r) => r.originSource === 1)!;
    const two = rows.find((r) => r.originSource === 2)!;
    const locs = new Set(entries.map((e) => e.loc));
    expect(locs.has(`https://example.cn/solution-detail.html?id=${one.originIdSec}`)).toBe(true);
    expect(locs.has(`https://example.cn/scheme-detail.html?originIdSec=${two.originIdSec}&originSource=2`)).toBe(true);
  });
});

describe('an approved preferred scheme', () => {
  it('is listed as 平台优选 with its details and manual, under the scheme detail, and withdrawn when rejected', async () => {
    const db = await getDb();
    const [supplier] = await db.select().from(suppliers).limit(1);
    const form = {
      ...validSchemeForm({ manual: { fileOrigName: '产品说明书.zip', fileId: '7d4b2c1e-3f5a-4b6c-8d9e-0a1b2c3d4e5f', fileName: `${'a'.repeat(32)}.zip`, fileUrl: `/files/${'a'.repeat(32)}.zip` } }),
      compName: supplier!.compName,
      caseName: '区县一网通办政务服务平台（优选）',
    };
    // A supplier of its own: the decision's inbox message goes to the submitter, never a demo account
    // another test file counts (the PostgreSQL run shares one database).
    const { user } = await findOrCreateUser(newPhone());
    const [scheme] = await db
      .insert(supplierSchemes)
      .values({ userId: user.id, buId: 0, pageToken: `t-${process.pid}-${Date.now()}`, company: companyFormSchema.parse(form), scheme: schemePartSchema.parse(form), compName: form.compName, caseName: form.caseName, casePrice: '2685000', caseType: form.caseType })
      .returning({ id: supplierSchemes.id });
    expect(await reviewScheme(cli, scheme!.id, { status: 'approved' })).toBe('decided');
    const [listed] = await db.select().from(solutions).where(eq(solutions.schemeId, scheme!.id));
    expect(listed).toMatchObject({
      originSource: 2,
      originTag: 2,
      supplierId: supplier!.id,
      firstCategoryName: '行业解决方案',
      secondCategoryName: '智慧政务',
      servicePrice: 2_685_000,
      cityCode: '500100',
      technologies: ['云计算', '大数据'],
      customerTypes: ['政府机关', '事业单位'],
      manualFileKey: `${'a'.repeat(32)}.zip`,
    });
    const found = await list({ serviceName: '一网通办政务服务平台（优选）', originTag: 2 });
    expect(found.body.data.list.map((i: SolutionListItem) => i.originIdSec)).toContain(listed!.originIdSec);
    const shown = await post<SolutionDetail>(detail, { originIdSec: listed!.originIdSec, originSource: 2 });
    expect(shown.body.data.manual).toEqual({ href: `/files/${'a'.repeat(32)}.zip`, name: '产品说明书.zip' });
    expect(shown.body.data.demoLink).toBe('https://demo.example.com/ywtb');

    // Approved again (after an edit), it keeps its address; rejected, it is gone.
    expect(await reviewScheme(cli, scheme!.id, { status: 'approved' })).toBe('decided');
    expect((await db.select().from(solutions).where(eq(solutions.schemeId, scheme!.id)))[0]?.originIdSec).toBe(listed!.originIdSec);
    expect(await reviewScheme(cli, scheme!.id, { status: 'rejected', note: '材料不全' })).toBe('decided');
    expect(await db.select().from(solutions).where(eq(solutions.schemeId, scheme!.id))).toEqual([]);
  });
});
