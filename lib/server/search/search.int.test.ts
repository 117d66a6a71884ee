import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/searchByType/route';
import { getDb, queryRows } from '@/lib/server/db/client';
import { searchByTypeSchema } from '@/lib/search/schemas';
import type { BidHit } from '@/lib/bids/types';
import { bidSearchResultSchema, supplierSearchResultSchema, type SearchResult } from '@/lib/search/types';
import type { SupplierHit } from '@/lib/suppliers/types';
import { countMatches } from './engine';
import { searchSuppliers, searchTenders } from './search-by-type';
import { tenderSource } from './sources';
import { deleteTestBids, insertTestBid } from '@/test/kits/bids';

const tenders = (body: Record<string, unknown>) => searchTenders(searchByTypeSchema.parse({ type: 3, ...body }));
const suppliers = (body: Record<string, unknown>) => searchSuppliers(searchByTypeSchema.parse({ type: 1, ...body }));
const plain = (html: string) => html.replace(/<\/?em>/g, '');

const BID_DOC = sql.raw(`lower(project_name || ' ' || purchaser || ' ' || bid_comp)`);

/** The oracle: a plain substring scan, which the indexed bigram search must agree with exactly. */
async function bidsContaining(term: string, extra = sql`true`): Promise<number> {
  const db = await getDb();
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from winning_bid where position(${term.toLowerCase()} in ${BID_DOC}) > 0 and ${extra}`,
  );
  return Number(rows[0]?.n);
}

async function bidDocs(ids: number[]): Promise<string[]> {
  const db = await getDb();
  const rows = await queryRows<{ doc: string }>(
    db,
    sql`select ${BID_DOC} as doc from winning_bid where id = any(${sql.param(ids)}::int[]) order by id`,
  );
  return rows.map((r) => r.doc);
}

describe('searchByType tenders: Chinese full-text search', () => {
  for (const keyword of ['医', '医疗', '智慧医疗', '一网通办', '政务服务系统']) {
    it(`finds exactly the records containing「${keyword}」`, async () => {
      const res = await tenders({ searchContent: keyword, pageSize: 100 });
      expect(res.totalCount).toBe(await bidsContaining(keyword));
      expect(res.totalCount).toBeGreaterThan(0);
      for (const doc of await bidDocs(res.dataList.map((b) => b.bidId))) expect(doc).toContain(keyword);
    });
  }

  it('matches Latin words as prefixes, case-insensitively, mixed with Chinese and digits', async () => {
    const oa = await tenders({ searchContent: 'oa' });
    expect(oa.totalCount).toBeGreaterThan(0);
    for (const doc of await bidDocs(oa.dataList.map((b) => b.bidId))) expect(doc).toMatch(/oa/);
    const oaTitles = oa.dataList.filter((b) => /oa/i.test(plain(b.projectName)));
    expect(oaTitles.length).toBeGreaterThan(0);
    for (const b of oaTitles) expect(b.projectName).toMatch(/<em>oa<\/em>/i);
    const mixed = await tenders({ searchContent: 'OA系统' });
    expect(mixed.totalCount).toBeLessThanOrEqual(oa.totalCount);
    for (const doc of await bidDocs(mixed.dataList.map((b) => b.bidId))) {
      expect(doc).toMatch(/oa/);
      expect(doc).toContain('系统');
    }
  });

  it('highlights what matched with <em> and nothing else', async () => {
    const res = await tenders({ searchContent: '医疗' });
    const inTitle = res.dataList.filter((b) => plain(b.projectName).includes('医疗'));
    expect(inTitle.length).toBeGreaterThan(0);
    for (const b of inTitle) expect(b.projectName).toContain('<em>医疗</em>');
  });

  it('ranks the whole keyword in the title first for the comprehensive order', async () => {
    const res = await tenders({ searchContent: '智慧医疗' });
    expect(plain(res.dataList[0]!.projectName)).toContain('智慧医疗');
  });

  it('answers nothing for a keyword of punctuation only', async () => {
    expect((await tenders({ searchContent: '！？……' })).totalCount).toBe(0);
  });

  it('counts 999+ material without a keyword', async () => {
    expect((await tenders({})).totalCount).toBeGreaterThanOrEqual(999);
  });
});

describe('the other tab\'s capped count (countMatches)', () => {
  // A small cap stands in for 1,000 on the test data: a set the statistics put above it is looked for
  // in the sample index (every 16th bid), where cap / 8 rows show it at the cap without counting.
  const CAP = 100;
  it('counts a set under the cap exactly and one over it as the cap, on every site', async () => {
    const db = await getDb();
    await db.execute(sql`analyze winning_bid`);
    for (const [keyword, scope] of [
      ['系统', {}],
      ['医', {}],
      ['数据', { cityName: '成都', provinceName: '四川省' }],
      ['智慧医疗', {}],
    ] as const) {
      const extra = 'cityName' in scope ? sql`city_name = ${scope.cityName}` : sql`true`;
      const truth = await bidsContaining(keyword, extra);
      expect(await countMatches(db, tenderSource, { keyword, ...scope }, CAP), keyword).toBe(Math.min(truth, CAP));
    }
  });
});

describe('searchByType tenders: labels, filters, sorts and pages', () => {
  it('counts each label value under the keyword and the other selected filters', async () => {
    // Fewer matches than the sample: every count is exact (bounded.int.test.ts has the estimates).
    const all = await tenders({ searchContent: '医' });
    expect(all.approximate).toBe(false);
    const sum = (values: { count: number }[]) => values.reduce((n, v) => n + v.count, 0);
    expect(sum(all.label['purchaser_type.keyword']!)).toBe(all.totalCount);
    expect(sum(all.label['city_name.keyword']!)).toBe(all.totalCount);
    expect(all.cityData.length).toBe(all.label['city_name.keyword']!.length);

    const ptype = all.label['purchaser_type.keyword']![0]!;
    const filtered = await tenders({ searchContent: '医', filter: { 'purchaser_type.keyword': [ptype.key] } });
    expect(filtered.totalCount).toBe(ptype.count);
    expect(filtered.dataList.every((b) => b.purchaserType === ptype.key)).toBe(true);
    // Its own label still shows every value (so the user can widen the choice); the others follow the filter.
    expect(filtered.label['purchaser_type.keyword']).toEqual(all.label['purchaser_type.keyword']);
    expect(sum(filtered.label['purchase_way.keyword']!)).toBe(ptype.count);
    expect(sum(filtered.label['city_name.keyword']!)).toBe(ptype.count);
  });

  it('ORs values within a label and ANDs across labels', async () => {
    const base = await tenders({ searchContent: '医' });
    expect(base.approximate).toBe(false);
    const [a, b] = base.label['purchase_way.keyword']!;
    const either = await tenders({ searchContent: '医', filter: { 'purchase_way.keyword': [a!.key, b!.key] } });
    expect(either.totalCount).toBe(a!.count + b!.count);
    const city = base.label['city_name.keyword']![0]!;
    const both = await tenders({ searchContent: '医', filter: { 'purchase_way.keyword': [a!.key], 'city_name.keyword': [city.key] } });
    expect(both.totalCount).toBe(await bidsContaining('医', sql`purchase_way = ${a!.key} and city_name = ${city.key}`));
  });

  for (const sortBy of ['publish_time', 'amount'] as const) {
    for (const order of ['asc', 'desc'] as const) {
      it(`sorts by ${sortBy} ${order}`, async () => {
        const res = await tenders({ searchContent: '平台', sortBy, order, pageSize: 50 });
        const values = res.dataList.map((b: BidHit) => (sortBy === 'amount' ? b.amount : Date.parse(b.publishTime)));
        const sorted = [...values].sort((x, y) => (order === 'asc' ? x - y : y - x));
        expect(values).toEqual(sorted);
      });
    }
  }

  it('pages by 9 without overlap, in the same order as one long page', async () => {
    const p1 = await tenders({ searchContent: '系统', pageNum: 1 });
    const p2 = await tenders({ searchContent: '系统', pageNum: 2 });
    const long = await tenders({ searchContent: '系统', pageSize: 18 });
    expect(p1.dataList).toHaveLength(9);
    expect([...p1.dataList, ...p2.dataList].map((b) => b.bidId)).toEqual(long.dataList.map((b) => b.bidId));
    expect(p2.totalCount).toBe(p1.totalCount);
  });

  it('follows the city of a sub-site', async () => {
    const res = await tenders({ cityName: '成都', provinceName: '四川省', pageSize: 100 });
    expect(res.totalCount).toBeGreaterThan(0);
    expect(res.dataList.every((b) => b.cityName === '成都')).toBe(true);
    expect(res.label['city_name.keyword']!.map((v) => v.key)).toEqual(['成都']);
  });
});

describe('searchByType suppliers', () => {
  it('searches names and competences and counts array labels per element', async () => {
    const res = await suppliers({ searchContent: '软件' });
    expect(res.totalCount).toBeGreaterThan(0);
    const competence = res.label['core_competence.keyword']![0]!;
    const filtered = await suppliers({ searchContent: '软件', filter: { 'core_competence.keyword': [competence.key] } });
    expect(filtered.totalCount).toBe(competence.count);
    expect(filtered.dataList.every((s) => s.coreCompetence.includes(competence.key))).toBe(true);
  });

  it('answers the derived labels in their natural order', async () => {
    const res = await suppliers({});
    const established = res.label['establish_time_label']!.map((v) => v.key);
    const order = ['1年内', '1-3年', '3-5年', '5-10年', '10年以上'];
    expect(established).toEqual(order.filter((k) => established.includes(k)));
    const patents = await suppliers({ filter: { patent_num_label: ['无专利'] } });
    expect(patents.totalCount).toBe(res.label['patent_num_label']!.find((v) => v.key === '无专利')?.count);
  });

  for (const sortBy of ['case_count', 'register_capital', 'scale_tag'] as const) {
    for (const order of ['asc', 'desc'] as const) {
      it(`sorts by ${sortBy} ${order}`, async () => {
        const res: SearchResult<SupplierHit> = await suppliers({ sortBy, order, pageSize: 60 });
        const scale = ['微型', '小型', '中型', '大型'];
        const values = res.dataList.map((s) =>
          sortBy === 'case_count' ? s.caseCount : sortBy === 'register_capital' ? s.registerCapital : scale.indexOf(s.compScale),
        );
        expect(values).toEqual([...values].sort((x, y) => (order === 'asc' ? x - y : y - x)));
      });
    }
  }
});

describe('stored markup', () => {
  let id = 0;
  beforeAll(async () => {
    id = await insertTestBid('<script>alert(1)</script>防注入测试项目', 'XSS');
  });
  afterAll(() => deleteTestBids([id]));

  it('stays text: only the highlight tag survives', async () => {
    const res = await tenders({ searchContent: '防注入测试' });
    const hit = res.dataList.find((b) => b.bidId === id);
    expect(hit?.projectName).toBe('&lt;script&gt;alert(1)&lt;/script&gt;<em>防注入测试</em>项目');
  });
});

describe('POST /api/searchByType', () => {
  const call = (body: unknown) =>
    POST(
      new NextRequest('http://localhost/api/searchByType', {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      }),
    );

  it('answers the envelope with label, dataList, totalCount and cityData', async () => {
    const res = await call({ type: 3, searchContent: '医疗', pageNum: 1, pageSize: 9, order: 'desc', sortBy: '', filter: {} });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: number; data: SearchResult<BidHit> };
    expect(body.code).toBe(0);
    expect(Object.keys(body.data).sort()).toEqual(['approximate', 'cityData', 'dataList', 'label', 'totalCount']);
    expect(body.data.dataList.length).toBeLessThanOrEqual(9);
  });

  it('answers suppliers (type 1) as suppliers, in the shape its contract declares', async () => {
    const res = await call({ type: 1, searchContent: '', pageNum: 1, pageSize: 9 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: number; data: unknown };
    expect(body.code).toBe(0);
    const data = supplierSearchResultSchema.parse(body.data);
    expect(data.dataList.length).toBeGreaterThan(0);
    expect(bidSearchResultSchema.safeParse(body.data).success).toBe(false);
  });

  it('takes an empty order and sortBy, as a legacy page sends them, for the comprehensive order', async () => {
    const res = await call({ type: 3, searchContent: '医疗', pageNum: 1, pageSize: 9, order: '', sortBy: '', filter: {} });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: number; data: SearchResult<BidHit> };
    expect(body.code).toBe(0);
    const plain = await tenders({ searchContent: '医疗', pageSize: 9 });
    expect(body.data.dataList.map((b) => b.bidId)).toEqual(plain.dataList.map((b) => b.bidId));
  });

  const bad: [string, unknown][] = [
    ['a negative page', { type: 3, pageNum: -1 }],
    ['a page size over 100', { type: 3, pageSize: 101 }],
    ['an unknown sort key', { type: 3, sortBy: 'case_count' }],
    ['a filter that is not a label', { type: 3, filter: { 'register_status': ['存续'] } }],
    ['a 10 KB keyword', { type: 1, searchContent: '软'.repeat(10_240) }],
    ['an unknown type', { type: 2 }],
    ['a page beyond the result window', { type: 3, pageNum: 2000, pageSize: 9 }],
    ['a body that is not JSON', '{type:'],
  ];
  for (const [what, body] of bad) {
    it(`refuses ${what} with 400 and a Chinese message`, async () => {
      const res = await call(body);
      expect(res.status).toBe(400);
      const json = (await res.json()) as { code: number; msg: string };
      expect(json.code).not.toBe(0);
      expect(json.msg).toMatch(/[\u4e00-\u9fa5]/);
    });
  }
});
