import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb, queryRows } from '@/lib/server/db/client';
import { termKey } from '@/lib/search/hot-searches';
import { flushSearches, MAIN_SITE } from './searches';

// The pages read the request through Next; here it is a visitor of the main site without cookies.
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost' }),
  cookies: async () => ({ get: () => undefined }),
}));
const { default: EnterprisePage } = await import('@/app/enterprise/page');

/**
 * The searches counted on the main site for `term` under `tab`, once the process's counts are written:
 * those that found something (search_term_day), or with `gaps` those that found nothing.
 */
async function counted(tab: string, term: string, gaps = false): Promise<number> {
  await flushSearches();
  const table = sql.raw(gaps ? 'search_gap_day' : 'search_term_day');
  const rows = await queryRows<{ n: number }>(
    await getDb(),
    sql`select coalesce(sum(searches), 0)::int as n from ${table} where city_code = ${MAIN_SITE} and tab = ${tab} and term = ${termKey(term)}`,
  );
  return Number(rows[0]?.n ?? 0);
}

const visit = (params: Record<string, string>) => EnterprisePage({ searchParams: Promise.resolve(params) });

describe('hot searches count the searches of /enterprise.html', () => {
  it('counts a search from the header (from=search) that finds suppliers under the 找企业 tab', async () => {
    const before = await counted('enterprise', '软件');
    await visit({ from: 'search', searchName: '软件' });
    expect(await counted('enterprise', '软件')).toBe(before + 1);
  });

  it('does not count a list state reached by its own links; a search that finds nothing is a content gap', async () => {
    const before = await counted('enterprise', '软件');
    const gapsBefore = await counted('enterprise', '无此企业名称甲乙丙', true);
    await visit({ searchName: '软件', pageNum: '2' });
    await visit({ from: 'search', searchName: '无此企业名称甲乙丙' });
    expect(await counted('enterprise', '软件')).toBe(before);
    expect(await counted('enterprise', '无此企业名称甲乙丙')).toBe(0);
    expect(await counted('enterprise', '无此企业名称甲乙丙', true)).toBe(gapsBefore + 1);
    expect(await counted('enterprise', '软件', true)).toBe(0);
  });
});
