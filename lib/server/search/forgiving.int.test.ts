import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, queryRows } from '@/lib/server/db/client';
import { literalReading } from '@/lib/search/forgiving';
import { stripHighlight } from '@/lib/search/highlight';
import { searchByTypeSchema } from '@/lib/search/schemas';
import type { BidHit } from '@/lib/bids/types';
import type { SupplierHit } from '@/lib/suppliers/types';
import type { SearchResult } from '@/lib/search/types';
import { synonymVariants } from '@/lib/search/synonyms';
import { judgedQueries, type VocabularyWord } from '@/scripts/bench/judged-queries';
import { parseProcurementParams } from '@/lib/search/procurement';
import { forgivingSearch, suggestSearch } from './forgiving';
import { loadProcurement } from './procurement';
import { searchSuppliers, searchTenders } from './search-by-type';

const input = (keyword: string, extra: Record<string, unknown> = {}) => searchByTypeSchema.parse({ type: 3, searchContent: keyword, pageSize: 10, ...extra });
const bids = async (keyword: string, literal = false) => {
  const { result, reading } = await forgivingSearch(input(keyword), 0, literal);
  return { result: result as SearchResult<BidHit>, reading };
};
const titles = (r: SearchResult<BidHit>) => r.dataList.map((b) => stripHighlight(b.projectName));

describe('forgiving search over the seeded bids', () => {
  it('reads traditional characters as simplified', async () => {
    const { result, reading } = await bids('智慧醫療');
    expect(reading.searched).toBe('智慧医疗');
    expect(result.totalCount).toBeGreaterThan(0);
    expect(titles(result).every((t) => t.includes('智慧医疗'))).toBe(true);
    expect(result.dataList[0]!.projectName).toContain('<em>智慧医疗</em>');
  });

  it('searches an abbreviation with its full names and says so', async () => {
    const literal = await searchTenders(input('等保'));
    const { result, reading } = await bids('等保');
    expect(reading.alsoSearched).toContain('网络安全等级保护');
    expect(result.totalCount).toBeGreaterThan(literal.totalCount);
    expect(titles(result).some((t) => t.includes('等级保护'))).toBe(true);
  });

  it('searches a synonym on the supplier tab too, in the page order', async () => {
    const supplierInput = (keyword: string, extra: Record<string, unknown> = {}) => searchByTypeSchema.parse({ type: 1, searchContent: keyword, pageSize: 10, ...extra });
    const literal = await searchSuppliers(supplierInput('AI'));
    const { result, reading } = await forgivingSearch(supplierInput('AI'), 1);
    const suppliers = result as SearchResult<SupplierHit>;
    expect(reading.alsoSearched).toContain('人工智能');
    expect(suppliers.totalCount).toBeGreaterThan(literal.totalCount);
    expect(suppliers.dataList.some((s) => s.coreCompetence.includes('人工智能') || stripHighlight(s.compName).includes('人工智能'))).toBe(true);
    // Sorted by cases, the merged page is in that order, as one search's would be.
    const byCases = (await forgivingSearch(supplierInput('AI', { sortBy: 'case_count', order: 'desc' }), 1)).result as SearchResult<SupplierHit>;
    const counts = byCases.dataList.map((s) => s.caseCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(new Set(byCases.dataList.map((s) => s.compId)).size).toBe(byCases.dataList.length);
  });

  it('maps initials, full pinyin and a mixed query onto the vocabulary', async () => {
    for (const typed of ['zhcs', 'zhihuichengshi', '智慧cs']) {
      const { result, reading } = await bids(typed);
      expect(reading.corrected, typed).toBe(true);
      expect(reading.searched, typed).toBe('智慧城市');
      expect(titles(result).every((t) => t.includes('智慧城市')), typed).toBe(true);
    }
  });

  it('corrects a look-alike character and keeps the literal search a link away', async () => {
    const { result, reading } = await bids('智慧城巿');
    expect(reading).toMatchObject({ typed: '智慧城巿', searched: '智慧城市', corrected: true });
    expect(result.totalCount).toBeGreaterThan(0);
    const literal = await bids('智慧城巿', true);
    expect(literal.result.totalCount).toBe(0);
    expect(literal.reading.searched).toBe('智慧城巿');
  });

  it('answers an ordinary keyword exactly as the literal search does', async () => {
    for (const keyword of ['软件', '管理平台', '2025 运维', '医院']) {
      const literal = await searchTenders(input(keyword));
      const { result, reading } = await bids(keyword);
      expect(reading, keyword).toEqual(literalReading(keyword));
      expect(result, keyword).toEqual(literal);
    }
  });

  it('keeps the first 10 of the judged set ordinary queries as the literal search gives them', async () => {
    const db = await getDb();
    const words = await queryRows<VocabularyWord>(db, sql`select term, kind from search_vocabulary`);
    const ordinary = judgedQueries(20261129, words, 40, () => true).filter((q) => q.kind === 'ordinary' && synonymVariants(q.query).variants.length === 0);
    expect(ordinary.length).toBeGreaterThanOrEqual(30);
    for (const q of ordinary) {
      const literal = await searchTenders(input(q.query));
      const { result } = await bids(q.query);
      expect(result.dataList.map((b) => b.bidId), q.query).toEqual(literal.dataList.map((b) => b.bidId));
    }
  });

  it('drops the rarest word of a keyword that finds nothing', async () => {
    const { result, reading } = await bids('智慧城市 呜呜呜呜');
    expect(result.totalCount).toBe(0);
    expect(reading.withoutRarest).toBe('智慧城市');
  });

  it('reads the procurement page keyword the same way, literal on request', async () => {
    const traditional = await loadProcurement(parseProcurementParams({ keyword: '智慧醫療' }));
    expect(traditional.reading).toMatchObject({ typed: '智慧醫療', searched: '智慧医疗', corrected: false });
    expect(traditional.counts.business).toBeGreaterThan(0);
    const initials = await loadProcurement(parseProcurementParams({ keyword: 'zhcs' }));
    expect(initials.reading).toMatchObject({ searched: '智慧城市', corrected: true });
    expect(initials.tab === 'business' && initials.items.every((b) => stripHighlight(b.projectName).includes('智慧城市'))).toBe(true);
    const literal = await loadProcurement(parseProcurementParams({ keyword: 'zhcs', literal: '1' }));
    expect(literal.reading).toEqual(literalReading('zhcs'));
    expect(literal.counts.business).toBe(0);
  });

  it('suggests terms by prefix, pinyin and initials, the typed part marked', async () => {
    const db = await getDb();
    const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from search_vocabulary`);
    expect(rows[0]!.n).toBeGreaterThan(100);
    const byInitials = await suggestSearch('zhcs');
    expect(byInitials.list.map((s) => s.text)).toContain('智慧城市');
    expect(byInitials.list.find((s) => s.text === '智慧城市')!.html).toBe('<em>智慧城市</em>');
    const byPrefix = await suggestSearch('智慧');
    expect(byPrefix.list.length).toBeGreaterThan(0);
    expect(byPrefix.list.every((s) => s.text.startsWith('智慧') && s.html.startsWith('<em>智慧</em>'))).toBe(true);
    expect((await suggestSearch('zhihuic')).list.map((s) => s.text)).toContain('智慧城市');
  });
});
