import { describe, expect, it } from 'vitest';
import { caseLibraryParamsSchema } from '@/lib/cases/schemas';
import { SUPPLIER_SORTS as SUPPLIER_SORT_KEYS, TENDER_SORTS as TENDER_SORT_KEYS } from '@/lib/search/labels';
import { searchByTypeSchema } from '@/lib/search/schemas';
import { parseSearchParams } from '@/lib/search/url';
import { parseSolutionParams } from '@/lib/solutions/list-state';
import { serviceListSchema } from '@/lib/solutions/schemas';
import {
  broadQueries,
  CASE_LIBRARY_PATHS,
  DISTINCT_CAPACITY,
  dealStream,
  distinctQueries,
  distinctRecordPages,
  distinctSolutionStates,
  SOLUTION_CASES,
  solutionBody,
  solutionPath,
  questionBody,
  type StreamQuestion,
  SEARCH_CASES,
  searchPagePath,
  SUPPLIER_CASES,
  TENDER_CASES,
} from './queries';

const chineseLength = (s: string) => [...s].filter((c) => /[\u4e00-\u9fff]/.test(c)).length;

// The issue forbids meeting a budget by shrinking or easing the list: these pin what it must cover.
describe('the fixed query list', () => {
  it('has at least 30 queries with unique ids, all accepted by searchByType', () => {
    expect(SEARCH_CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SEARCH_CASES.map((c) => c.id)).size).toBe(SEARCH_CASES.length);
    for (const c of SEARCH_CASES) expect(searchByTypeSchema.safeParse(c.body).success, c.id).toBe(true);
  });

  it('covers 1, 2 and 4+ Chinese characters, Latin and digits, no keyword, filters and deep pages', () => {
    for (const cases of [TENDER_CASES, SUPPLIER_CASES]) {
      const words = cases.map((c) => c.body.searchContent);
      expect(words.some((w) => w.length === 1 && chineseLength(w) === 1)).toBe(true);
      expect(words.some((w) => w.length === 2 && chineseLength(w) === 2)).toBe(true);
      expect(words.some((w) => chineseLength(w) >= 4)).toBe(true);
      expect(words.some((w) => /[A-Za-z]/.test(w) && chineseLength(w) > 0)).toBe(true);
      expect(words).toContain('');
      expect(cases.some((c) => Object.keys(c.body.filter).length > 0)).toBe(true);
      expect(cases.some((c) => Object.keys(c.body.filter).length === 0)).toBe(true);
      expect(cases.some((c) => c.body.pageNum >= 100)).toBe(true);
    }
    expect(TENDER_CASES.some((c) => /\d/.test(c.body.searchContent) && chineseLength(c.body.searchContent) > 0)).toBe(true);
  });

  it('asks every sort key of each type in both directions', () => {
    const asked = (cases: typeof SEARCH_CASES) => new Set(cases.filter((c) => c.body.sortBy).map((c) => `${c.body.sortBy}:${c.body.order}`));
    for (const key of TENDER_SORT_KEYS) for (const dir of ['asc', 'desc']) expect(asked(TENDER_CASES)).toContain(`${key}:${dir}`);
    for (const key of SUPPLIER_SORT_KEYS) for (const dir of ['asc', 'desc']) expect(asked(SUPPLIER_CASES)).toContain(`${key}:${dir}`);
  });

  it('maps every query onto the /search.html state that shows it', () => {
    for (const c of SEARCH_CASES) {
      const url = new URL(searchPagePath(c), 'http://localhost');
      expect(url.pathname).toBe('/search.html');
      const params: Record<string, string[]> = {};
      for (const [k, v] of url.searchParams) (params[k] ??= []).push(v);
      const state = parseSearchParams(params);
      expect(state.keyword, c.id).toBe(c.body.searchContent);
      expect(state.tabIndex, c.id).toBe(c.body.type === 3 ? 0 : 1);
      expect(state.filter, c.id).toEqual(c.body.filter);
      expect(state.sortBy, c.id).toBe(c.body.sortBy);
      expect(state.pageNum, c.id).toBe(c.body.pageNum);
      if (c.body.sortBy) expect(state.order, c.id).toBe(c.body.order);
    }
  });
});

describe('case library paths', () => {
  it('are valid states of both tabs, with filters and pages (no parameter falls back to its default)', () => {
    const tabs = new Set<string>();
    for (const p of CASE_LIBRARY_PATHS) {
      const url = new URL(p.path, 'http://localhost');
      const raw = Object.fromEntries(url.searchParams);
      const state = caseLibraryParamsSchema.parse(raw);
      tabs.add(state.tab);
      if (raw.caseTitle) expect(state.caseTitle, p.id).toBe(raw.caseTitle);
      if (raw.time) expect(state.time, p.id).toBe(raw.time);
      if (raw.cycle) expect(state.cycle, p.id).toBe(raw.cycle);
      if (raw.page) expect(state.page, p.id).toBe(Number(raw.page));
    }
    expect([...tabs].sort()).toEqual(['ent', 'gov']);
  });
});

describe('dealStream', () => {
  it('gives the call and the page, at 1 and at 32, disjoint parts of one mix', () => {
    const stream = distinctQueries(7, DISTINCT_CAPACITY);
    const { api, page } = dealStream(stream);
    // Every fourth question, in the stream's order: disjoint parts that together make up the stream.
    [api.c1, page.c1, api.c32, page.c32].forEach((part, k) => expect(part).toEqual(stream.filter((_, i) => i % 4 === k)));
    // The first 300 of each concurrency-1 part come from the same stretch of the stream, with the same
    // share of suppliers and of filtered questions (the stream's second half has more of them).
    const filtered = (qs: StreamQuestion[]) => qs.filter((q) => Object.keys(q.filter).length > 0).length / qs.length;
    for (const part of [api.c1, page.c1]) {
      expect(part[299]).toBe(stream[part === api.c1 ? 1196 : 1197]);
      expect(part.slice(0, 300).filter((q) => q.type === 1)).toHaveLength(100);
    }
    expect(Math.abs(filtered(api.c1.slice(0, 300)) - filtered(page.c1.slice(0, 300)))).toBeLessThan(0.1);
    expect(filtered(stream.slice(10_000, 10_300))).toBeGreaterThan(filtered(stream.slice(0, 300)));
  });
});

/** Every sort of both tabs both ways is asked, and pages run from 1 to 50. */
function expectEverySortAndPages1To50(qs: readonly StreamQuestion[]) {
  const sorts = new Set(qs.map((q) => `${q.type}:${q.sortBy}:${q.order}`));
  for (const s of ['publish_time', 'amount']) for (const o of ['asc', 'desc']) expect(sorts.has(`3:${s}:${o}`)).toBe(true);
  for (const s of ['case_count', 'register_capital', 'scale_tag']) for (const o of ['asc', 'desc']) expect(sorts.has(`1:${s}:${o}`)).toBe(true);
  const pages = qs.map((q) => q.pageNum);
  expect(Math.min(...pages)).toBe(1);
  expect(Math.max(...pages)).toBe(50);
}

describe('broadQueries', () => {
  const texts = { titles: ['重庆市智慧医疗平台建设项目', '成都市政务云运维服务采购'], suppliers: ['北京创德数据科技有限公司', '天津乾达信息技术有限公司'] };
  const qs = broadQueries(7, 600, texts);

  it('cuts 1 to 4 characters from the records, without filters, over every sort and pages 1 to 50', () => {
    expect(qs).toHaveLength(600);
    for (const q of qs) {
      expect(searchByTypeSchema.safeParse(questionBody(q)).success, JSON.stringify(q)).toBe(true);
      expect(q.filter).toEqual({});
      expect([...q.searchContent].length).toBeGreaterThanOrEqual(1);
      expect([...q.searchContent].length).toBeLessThanOrEqual(4);
      const source = (q.type === 3 ? texts.titles : texts.suppliers).join('');
      expect(source.includes(q.searchContent)).toBe(true);
    }
    expect(qs.filter((q) => q.type === 1)).toHaveLength(200);
    expectEverySortAndPages1To50(qs);
    const pages = qs.map((q) => q.pageNum);
    // Evenly: about as many questions past page 25 as before it.
    expect(pages.filter((n) => n > 25).length).toBeGreaterThan(qs.length / 3);
  });

  it('never repeats a question, is reproducible from its seed, and is empty without texts', () => {
    const keys = qs.map((q) => JSON.stringify([q.type, q.searchContent, q.sortBy, q.order, q.pageNum]));
    expect(new Set(keys).size).toBe(qs.length);
    expect(broadQueries(7, 20, texts)).toEqual(broadQueries(7, 20, texts));
    expect(broadQueries(8, 20, texts)).not.toEqual(broadQueries(7, 20, texts));
    expect(broadQueries(7, 20, { titles: [], suppliers: [] })).toEqual([]);
  });
});

describe('distinctQueries', () => {
  const qs = distinctQueries(42, 3000);

  it('never repeats a keyword with its filters and scope, is valid input, and is reproducible from its seed', () => {
    expect(qs).toHaveLength(3000);
    const keys = qs.map((q) => JSON.stringify([q.type, q.searchContent.toLowerCase(), q.filter, q.cityName ?? '']));
    expect(new Set(keys).size).toBe(3000);
    for (const q of qs) expect(searchByTypeSchema.safeParse(questionBody(q)).success, JSON.stringify(q)).toBe(true);
    expect(distinctQueries(42, 50)).toEqual(distinctQueries(42, 50));
    expect(distinctQueries(43, 50)).not.toEqual(distinctQueries(42, 50));
    expect(qs.filter((q) => q.type === 1).length).toBe(1000);
  });

  it('covers what docs/search.md asks of the never-asked stream', () => {
    const lengths = new Set(qs.map((q) => [...q.searchContent].length));
    for (const n of [1, 2, 3, 4]) expect(lengths.has(n)).toBe(true);
    expect(qs.some((q) => /^[A-Za-z0-9]+$/.test(q.searchContent))).toBe(true);
    expect(qs.some((q) => /[A-Za-z0-9]/.test(q.searchContent) && /[\u4e00-\u9fff]/.test(q.searchContent))).toBe(true);
    // The most frequent characters of the titles are asked alone.
    expect(qs.some((q) => q.type === 3 && ['系', '统', '平', '台'].includes(q.searchContent))).toBe(true);
    expect(qs.some((q) => Object.keys(q.filter).length === 0)).toBe(true);
    expect(qs.some((q) => Object.keys(q.filter).length > 1)).toBe(true);
    expect(qs.some((q) => q.site && q.cityName)).toBe(true);
    expectEverySortAndPages1To50(qs);
  });

  it('stops at its capacity', () => {
    expect(distinctQueries(1, DISTINCT_CAPACITY + 10).length).toBeLessThanOrEqual(DISTINCT_CAPACITY);
  });
});

describe('the solutions workload', () => {
  it('asks every filter and both price sorts as valid serviceList bodies and as the same /scheme.html states', () => {
    expect(SOLUTION_CASES).toHaveLength(12);
    expect(new Set(SOLUTION_CASES.map((c) => c.id)).size).toBe(SOLUTION_CASES.length);
    for (const c of SOLUTION_CASES) {
      expect(serviceListSchema.safeParse(solutionBody(c.state)).success, c.id).toBe(true);
      const query = Object.fromEntries(new URLSearchParams(solutionPath(c.state).split('?')[1] ?? ''));
      expect(parseSolutionParams(query), c.id).toEqual(c.state);
    }
    const states = SOLUTION_CASES.map((c) => c.state);
    for (const n of [1, 2, 4]) expect(states.some((s) => [...s.searchName].length === n)).toBe(true);
    for (const rule of [1, 2]) expect(states.some((s) => s.sortRule === rule)).toBe(true);
    for (const has of [(s: (typeof states)[0]) => s.secondCategoryId, (s: (typeof states)[0]) => s.originTag, (s: (typeof states)[0]) => s.price.startsWith('price:')]) {
      expect(states.some(has)).toBe(true);
    }
    expect(states.map((s) => s.price)).toEqual(expect.arrayContaining(['negotiable', '50-100']));
    expect(states.some((s) => s.page >= 100)).toBe(true);
  });

  it('never repeats a keyword with its filters, and every state is a valid request', () => {
    const states = distinctSolutionStates(7, 3000);
    expect(states).toHaveLength(3000);
    const keys = states.map((s) => JSON.stringify([s.searchName.toLowerCase(), s.firstCategoryId, s.secondCategoryId, s.originTag, s.price]));
    expect(new Set(keys).size).toBe(3000);
    for (const s of states) expect(serviceListSchema.safeParse(solutionBody(s)).success, JSON.stringify(s)).toBe(true);
    expect(distinctSolutionStates(7, 50)).toEqual(distinctSolutionStates(7, 50));
    for (const rule of [0, 1, 2]) expect(states.some((s) => s.sortRule === rule)).toBe(true);
    expect(states.some((s) => s.price === 'negotiable' && s.secondCategoryId)).toBe(true);
    expect(Math.max(...states.map((s) => s.page))).toBe(50);
  });
});

describe('distinctRecordPages', () => {
  it('walks bid and supplier pages 2:1 within the dataset, never twice, the same for a seed', () => {
    const pages = distinctRecordPages(7, { bids: 1000, suppliers: 400 }, 300);
    expect(pages).toHaveLength(300);
    expect(new Set(pages).size).toBe(300);
    expect(pages.filter((p) => p.startsWith('/search-supplierdetail.html?id=')).length).toBe(100);
    for (const p of pages) {
      const [, kind, id] = /^\/(search-signdetail|search-supplierdetail)\.html\?id=(\d+)$/.exec(p)!;
      expect(Number(id)).toBeGreaterThanOrEqual(1);
      expect(Number(id)).toBeLessThanOrEqual(kind === 'search-signdetail' ? 1000 : 400);
    }
    expect(distinctRecordPages(7, { bids: 1000, suppliers: 400 }, 300)).toEqual(pages);
    // At most half of a small dataset's suppliers, so the walk always ends.
    expect(distinctRecordPages(7, { bids: 1000, suppliers: 10 }, 300)).toHaveLength(15);
  });
});
