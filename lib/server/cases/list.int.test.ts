import { beforeAll, describe, expect, it } from 'vitest';
import type { IndustryCaseListInput } from '@/lib/cases/schemas';
import { caseListInput, initialState, withFilters } from '@/lib/cases/url';
import { getDb } from '@/lib/server/db/client';
import { cases } from '@/lib/server/db/schema';
import { listIndustryCases } from './list';

// Every filter is checked against a plain reading of all rows: the same answer the SQL must give.
type Row = {
  uuid: string;
  source: number;
  caseTitle: string;
  doc: string;
  cityCode: string;
  parentIndCode: string;
  period: number;
  publishTime: Date;
  sortOrder: number;
  id: number;
};

let rows: Row[] = [];

beforeAll(async () => {
  const db = await getDb();
  const all = await db.select().from(cases);
  rows = all.map((r) => ({
    uuid: r.uuidSecret,
    source: r.source,
    caseTitle: r.caseTitle,
    // A provider that hides itself is not found by its name (search/sources.ts caseDoc).
    doc: `${r.caseTitle} ${r.showSupplier ? r.buName : ''} ${r.indName} ${r.serviceCustom}`.toLowerCase(),
    cityCode: r.cityCode,
    parentIndCode: r.parentIndCode,
    period: r.period,
    publishTime: r.publishTime,
    sortOrder: r.sortOrder,
    id: r.id,
  }));
});

const input = (patch: Partial<IndustryCaseListInput> = {}): IndustryCaseListInput => ({
  source: 0,
  pageStart: 1,
  pageSize: 100,
  ...patch,
});

/** Every uuid the list answers, page by page. */
async function allUuids(patch: Partial<IndustryCaseListInput>): Promise<{ uuids: string[]; total: number }> {
  const uuids: string[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const res = await listIndustryCases(input({ ...patch, pageStart: page }));
    total = res.total;
    uuids.push(...res.industryCaseInfos.map((c) => c.caseUuid));
    if (res.industryCaseInfos.length < 100) break;
  }
  return { uuids, total };
}

function expectSame(actual: { uuids: string[]; total: number }, expected: Row[]) {
  expect(actual.total).toBe(expected.length);
  expect([...actual.uuids].sort()).toEqual(expected.map((r) => r.uuid).sort());
}

const ofSource = (source: number) => rows.filter((r) => r.source === source);

describe('tabs and paging', () => {
  it('has a good spread of both sources to test with', () => {
    expect(ofSource(0).length).toBeGreaterThan(30);
    expect(ofSource(1).length).toBeGreaterThan(30);
  });

  it('answers 9 government and 8 enterprise cases per page, each of its own source', async () => {
    const gov = await listIndustryCases(caseListInput(initialState('gov'), new Date()));
    expect(gov.industryCaseInfos).toHaveLength(9);
    expect(gov.total).toBe(ofSource(1).length);
    expect(gov.industryCaseInfos.every((c) => c.source === 1)).toBe(true);

    const ent = await listIndustryCases(caseListInput(initialState('ent'), new Date()));
    expect(ent.industryCaseInfos).toHaveLength(8);
    expect(ent.total).toBe(ofSource(0).length);
    expect(ent.industryCaseInfos.every((c) => c.source === 0)).toBe(true);
  });

  it('pages through every case once, and answers an empty page past the end with the total', async () => {
    const seen: string[] = [];
    const total = ofSource(1).length;
    for (let page = 1; page <= Math.ceil(total / 9); page++) {
      const res = await listIndustryCases(input({ source: 1, pageStart: page, pageSize: 9 }));
      expect(res.industryCaseInfos.length).toBe(Math.min(9, total - (page - 1) * 9));
      seen.push(...res.industryCaseInfos.map((c) => c.caseUuid));
    }
    expect(new Set(seen).size).toBe(total);
    const past = await listIndustryCases(input({ source: 1, pageStart: 1000, pageSize: 9 }));
    expect(past).toEqual({ industryCaseInfos: [], total });
  });

  it('answers the list-item fields of 000 §3', async () => {
    const [item] = (await listIndustryCases(input({ source: 0, pageSize: 1 }))).industryCaseInfos;
    expect(item).toMatchObject({
      caseUuid: expect.any(String),
      source: 0,
      caseTitle: expect.any(String),
      parentIndName: expect.any(String),
      indName: expect.any(String),
      serviceCustom: expect.any(String),
      period: expect.any(Number),
      caseDesc: expect.any(String),
      publishTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });
});

describe('keyword', () => {
  const sample = () => ofSource(1)[0]!.caseTitle.match(/[\u4e00-\u9fff]+/g)!.sort((a, b) => b.length - a.length)[0]!;

  it('matches one character', async () => {
    const one = sample().slice(0, 1);
    const expected = ofSource(1).filter((r) => r.doc.includes(one));
    expect(expected.length).toBeGreaterThan(0);
    expectSame(await allUuids({ source: 1, caseTitle: one }), expected);
  });

  it('matches two characters', async () => {
    const two = sample().slice(1, 3);
    const expected = ofSource(1).filter((r) => r.doc.includes(two));
    expect(expected.length).toBeGreaterThan(0);
    expectSame(await allUuids({ source: 1, caseTitle: two }), expected);
  });

  it('matches four and more characters as a whole, not as scattered bigrams', async () => {
    const four = sample().slice(0, 4);
    const expected = ofSource(1).filter((r) => r.doc.includes(four));
    expect(expected.length).toBeGreaterThan(0);
    expectSame(await allUuids({ source: 1, caseTitle: four }), expected);
    // Two bigrams of the phrase in the wrong order are not the phrase.
    const scrambled = four.slice(2) + four.slice(0, 2);
    expectSame(await allUuids({ source: 1, caseTitle: scrambled }), ofSource(1).filter((r) => r.doc.includes(scrambled)));
  });

  it('matches Latin words as case-insensitive prefixes, together with Chinese words', async () => {
    // The seed's enterprise cases spell one Latin word, APP (掌上医院APP, a topic project of seed/topics.ts).
    const expected = ofSource(0).filter((r) => /(^|[^a-z0-9])ap/.test(r.doc) && r.doc.includes('开发'));
    expect(expected.length).toBeGreaterThan(0);
    expectSame(await allUuids({ source: 0, caseTitle: 'Ap 开发' }), expected);
  });

  it('finds nothing for a word no case holds, and ignores a keyword of punctuation only', async () => {
    expect((await listIndustryCases(input({ caseTitle: '量子纠缠' }))).total).toBe(0);
    expect((await listIndustryCases(input({ caseTitle: '!!!' }))).total).toBe(ofSource(0).length);
  });
});

describe('city, industry, time and cycle', () => {
  it('filters by city', async () => {
    const city = ofSource(1)[0]!.cityCode;
    expectSame(await allUuids({ source: 1, cityCode: city }), ofSource(1).filter((r) => r.cityCode === city));
  });

  it('filters by parent industry', async () => {
    const code = ofSource(0)[0]!.parentIndCode;
    expectSame(await allUuids({ source: 0, parentCode: code }), ofSource(0).filter((r) => r.parentIndCode === code));
  });

  it('filters a custom range of whole days in China time', async () => {
    const from = new Date('2025-03-01T00:00:00+08:00');
    const to = new Date('2025-12-01T00:00:00+08:00'); // the day after the end
    const expected = ofSource(0).filter((r) => r.publishTime >= from && r.publishTime < to);
    expect(expected.length).toBeGreaterThan(0);
    expectSame(await allUuids({ source: 0, start: '2025-03-01', end: '2025-11-30' }), expected);
    expectSame(await allUuids({ source: 0, start: '2025-03-01' }), ofSource(0).filter((r) => r.publishTime >= from));
    expectSame(await allUuids({ source: 0, end: '2025-11-30' }), ofSource(0).filter((r) => r.publishTime < to));
  });

  it.each(['1', '3', '6', '12'])('filters the last %s months counted back from today', async (time) => {
    const req = caseListInput(withFilters(initialState('ent'), { time }), new Date());
    const from = new Date(`${req.start}T00:00:00+08:00`);
    expectSame(await allUuids({ source: 0, start: req.start }), ofSource(0).filter((r) => r.publishTime >= from));
  });

  it('splits the enterprise cases into the four cycle ranges', async () => {
    const ranges = [
      ['0-3', (p: number) => p <= 3],
      ['3-6', (p: number) => p > 3 && p <= 6],
      ['6-12', (p: number) => p > 6 && p <= 12],
      ['12-', (p: number) => p > 12],
    ] as const;
    let sum = 0;
    for (const [cycle, holds] of ranges) {
      const expected = ofSource(0).filter((r) => holds(r.period));
      expect(expected.length, cycle).toBeGreaterThan(0);
      const got = await allUuids({ source: 0, cycle });
      expectSame(got, expected);
      sum += got.total;
    }
    expect(sum).toBe(ofSource(0).length);
  });

  it('combines filters', async () => {
    const first = ofSource(0)[0]!;
    const expected = ofSource(0).filter((r) => r.parentIndCode === first.parentIndCode && r.period > 3 && r.period <= 6);
    expectSame(await allUuids({ source: 0, parentCode: first.parentIndCode, cycle: '3-6' }), expected);
  });
});

describe('order', () => {
  const times = async (order: 0 | 1 | undefined) =>
    (await listIndustryCases(input({ source: 0, order }))).industryCaseInfos.map((c) => c.publishTime);

  it('sorts newest first with 1 and oldest first with 0', async () => {
    const newest = await times(1);
    expect(newest).toEqual([...newest].sort().reverse());
    expect(newest[0]).toBe(new Date(Math.max(...ofSource(0).map((r) => r.publishTime.getTime()))).toISOString());
    const oldest = await times(0);
    expect(oldest).toEqual([...oldest].sort());
  });

  it('sorts by the recommended order without one', async () => {
    const expected = [...ofSource(0)]
      .sort((a, b) => b.sortOrder - a.sortOrder || b.publishTime.getTime() - a.publishTime.getTime() || b.id - a.id)
      .slice(0, 8)
      .map((r) => r.uuid);
    const res = await listIndustryCases(input({ source: 0, pageSize: 8 }));
    expect(res.industryCaseInfos.map((c) => c.caseUuid)).toEqual(expected);
  });
});
