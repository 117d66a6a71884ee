import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb, queryRows } from '@/lib/server/db/client';
import { searchByTypeSchema } from '@/lib/search/schemas';
import { searchPage, type SearchQuery } from './engine';
import { cacheKey, cachedAnswers, cacheWriter, cacheWritesSettled, type CachedAnswer } from './result-cache';
import { bidColumns, searchTenders, type BidHitRow } from './search-by-type';
import { tenderSource } from './sources';
import { deleteTestBids, insertTestBid } from '@/test/kits/bids';

const tenders = (body: Record<string, unknown>) => searchTenders(searchByTypeSchema.parse({ type: 3, ...body }));

/** The uncached path: the page straight from the table with OFFSET, the oracle for the cached slices. */
async function pageFromTable(q: Partial<SearchQuery>): Promise<number[]> {
  const full: SearchQuery = { keyword: '', filter: {}, sortBy: '', order: 'desc', pageNum: 1, pageSize: 20, ...q };
  const rows = await searchPage<BidHitRow>(await getDb(), tenderSource, full, bidColumns);
  return rows.map((r) => r.bidId);
}

/** Rows of the shared table under `key` (a LIKE pattern), once the answers computed so far are written. */
const cachedRows = async (key: string) => {
  await cacheWritesSettled();
  const rows = await queryRows<{ n: number }>(await getDb(), sql`select count(*)::int as n from search_result_cache where key like ${key}`);
  return Number(rows[0]?.n);
};

describe('cached search answers', () => {
  const inserted: number[] = [];
  afterAll(() => deleteTestBids(inserted));

  const cases: [string, Partial<SearchQuery>][] = [
    ['relevance', { keyword: '系统' }],
    ['amount ascending with a filter', { keyword: '平台', sortBy: 'amount', order: 'asc', filter: { 'purchase_way.keyword': ['公开招标'] } }],
    ['browse order on a sub-site', { cityName: '北京' }],
  ];
  for (const [name, q] of cases) {
    it(`serves every page as the table would (${name})`, async () => {
      for (const pageNum of [1, 2, 4]) {
        const body = { searchContent: q.keyword ?? '', sortBy: q.sortBy ?? '', order: q.order ?? 'desc', filter: q.filter ?? {}, cityName: q.cityName ?? '', pageNum, pageSize: 10 };
        const cached = await tenders(body);
        const again = await tenders(body);
        const expected = await pageFromTable({ ...q, filter: q.filter ?? {}, pageNum, pageSize: 10 });
        expect(expected.length).toBe(10);
        expect(cached.dataList.map((b) => b.bidId)).toEqual(expected);
        expect(again).toEqual(cached);
      }
    });
  }

  it('writes answers without waiting for the flush on a server (a lost copy is computed again), the rest as ever', async () => {
    const db = await getDb();
    const syncOf = async (on: typeof db) => (await queryRows<{ sync: string }>(on, sql`select current_setting('synchronous_commit') as sync`))[0]?.sync;
    expect(await syncOf(db)).toBe('on');
    expect(await syncOf(cacheWriter(db))).toBe(process.env.TEST_DRIVER === 'postgres' ? 'off' : 'on');
  });

  it('keeps the answer in the database, for every app process', async () => {
    await tenders({ searchContent: '智慧' });
    expect(await cachedRows('tender:window:%')).toBeGreaterThan(0);
  });

  it('reuses the labels and total of a keyword when only the order changes', async () => {
    const keyword = '排序复用';
    const first = await tenders({ searchContent: keyword, filter: { 'purchase_way.keyword': ['公开招标'] } });
    const [facets, windows] = [await cachedRows('tender:facets:%'), await cachedRows('tender:window:%')];
    const sorted = await tenders({ searchContent: keyword, filter: { 'purchase_way.keyword': ['公开招标'] }, sortBy: 'amount', order: 'asc' });
    expect(await cachedRows('tender:facets:%')).toBe(facets);
    expect(await cachedRows('tender:window:%')).toBe(windows + 1);
    expect(sorted.label).toEqual(first.label);
    expect(sorted.totalCount).toBe(first.totalCount);
  });

  it('keeps the answers a write cannot change', async () => {
    await tenders({ searchContent: '医疗' });
    const kept = await cachedRows('tender:%');
    const id = await insertTestBid('量子通信卫星地面站建设项目', 'KEEP');
    inserted.push(id);
    // Only answers whose keyword the new record matches (and those without a keyword) are dropped.
    const db = await getDb();
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from search_result_cache where tsq = ${"'医疗'"}`);
    expect(Number(row?.n)).toBeGreaterThan(0);
    expect(await cachedRows('tender:%')).toBeLessThanOrEqual(kept);
    expect((await tenders({ searchContent: '量子通信' })).totalCount).toBe(1);
  });

  it('never answers from before a write: a new record shows up at once', async () => {
    const keyword = '缓存失效验证';
    const before = await tenders({ searchContent: keyword });
    expect(before.totalCount).toBe(0);
    const id = await insertTestBid(`${keyword}项目`, 'CACHE');
    inserted.push(id);
    const after = await tenders({ searchContent: keyword });
    expect(after.totalCount).toBe(1);
    expect(after.dataList[0]?.bidId).toBe(id);
    expect(after.label['purchase_way.keyword']).toEqual([{ key: '询价', count: 1 }]);

    await (await getDb()).execute(sql`update winning_bid set purchase_way = '单一来源' where id = ${id}`);
    expect((await tenders({ searchContent: keyword })).label['purchase_way.keyword']).toEqual([{ key: '单一来源', count: 1 }]);
  });

  it('reads several answers in one go and computes only what is missing, once for concurrent asks', async () => {
    const db = await getDb();
    // The solutions' source, which no test file writes: on PostgreSQL the files share one database, and
    // another file's new bid would make an answer's write a no-op here (migration 0043), as it should.
    const [a, b] = [cacheKey('solution', 'test', { n: Math.random() }), cacheKey('solution', 'test', { n: Math.random() })];
    const answer = (total: number): CachedAnswer => ({ total, labels: {}, cities: [], ids: [total], approximate: false, more: false });
    let computed = 0;
    const compute = async () => {
      computed++;
      return [answer(1), answer(2)];
    };
    const stamp = async (key: string) => {
      await cacheWritesSettled();
      return (await queryRows<{ s: string }>(db, sql`select created_at::text as s from search_result_cache where key = ${key}`))[0]?.s;
    };

    const both = await Promise.all([0, 1, 2].map(() => cachedAnswers(db, 'solution', null, [{ key: a }, { key: b }], compute)));
    expect(computed).toBe(1);
    for (const got of both) expect(got.map((x) => x.total)).toEqual([1, 2]);
    await cacheWritesSettled();
    expect(await cachedAnswers(db, 'solution', null, [{ key: a }, { key: b }], compute)).toEqual([answer(1), answer(2)]);
    expect(computed).toBe(1);

    const keptStamp = await stamp(a);
    await db.execute(sql`delete from search_result_cache where key = ${b}`);
    expect((await cachedAnswers(db, 'solution', null, [{ key: a }, { key: b }], compute)).map((x) => x.total)).toEqual([1, 2]);
    expect(computed).toBe(2);
    expect(await stamp(a)).toBe(keptStamp);
    expect(await stamp(b)).toBeDefined();

    // An answer that does not serve (a window too short) is computed again and replaced.
    const deeper = await cachedAnswers(db, 'solution', null, [{ key: a, usable: (x) => x.total > 1 }, { key: b }], async () => [answer(5), answer(6)]);
    expect(deeper.map((x) => x.total)).toEqual([5, 2]);
    await db.execute(sql`delete from search_result_cache where key in (${a}, ${b})`);
  });
});
