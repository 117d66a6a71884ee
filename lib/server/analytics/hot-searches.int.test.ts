import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb, queryRows } from '@/lib/server/db/client';
import { DEFAULT_HOT_SEARCHES, HOT_SEARCH_KINDS, MIN_SEARCHES } from '@/lib/search/hot-searches';
import { MAIN_NAV, FOOTER_GROUPS } from '@/lib/nav/items';
import { SITE_MAP_GROUPS } from '@/lib/nav/solutions-header';
import { parseProcurementParams } from '@/lib/search/procurement';
import { countMatches } from '@/lib/server/search/engine';
import { loadProcurement } from '@/lib/server/search/procurement';
import { tenderSource } from '@/lib/server/search/sources';
import { chinaDay } from '@/lib/format/date';
import { computeHotSearches, flushSearches, hotSearchesOf, MAIN_SITE, recordSearch } from './searches';

// The seed's lists (seed/seed-database.ts runs the daily computation): every chip a site shows lands
// on the 软件商机 tab of /procurement.html (the header's default tab, the home search's first type) and
// must find something there; the main site's chips and the chrome's links to the page too.

const cities = () => getDb().then((db) => queryRows<{ code: string; bids: number }>(db, sql`select c.code, (select count(*)::int from winning_bid b where b.city_code = c.code) as bids from city c order by c.code`));
const found = (keyword: string, cityCode?: string) => getDb().then((db) => countMatches(db, tenderSource, { keyword, cityCode }, 1));

describe('hot searches find something', () => {
  it('every chip of every site finds a winning bid on that site', async () => {
    const sites = [undefined, ...(await cities()).map((c) => c.code)];
    const empty: string[] = [];
    for (const site of sites) {
      const lists = await hotSearchesOf(site);
      for (const kind of HOT_SEARCH_KINDS) for (const chip of lists[kind]) if ((await found(chip, site)) === 0) empty.push(`${site ?? 'main'}:${chip}`);
    }
    expect(empty).toEqual([]);
  }, 300_000);

  it('the main site shows every default chip, and each finds a winning bid', async () => {
    expect(await hotSearchesOf(undefined)).toEqual(DEFAULT_HOT_SEARCHES);
    const chips = [...new Set(HOT_SEARCH_KINDS.flatMap((k) => DEFAULT_HOT_SEARCHES[k]))];
    const data = await Promise.all(chips.map((keyword) => loadProcurement({ keyword, activeTab: 'business', page: 1 })));
    expect(Object.fromEntries(chips.map((c, i) => [c, (data[i]?.counts.business ?? 0) > 0]))).toEqual(Object.fromEntries(chips.map((c) => [c, true])));
  });

  it('every city with a bid per default chip answers all of them (the seed covers the topics)', async () => {
    const chips = [...new Set(HOT_SEARCH_KINDS.flatMap((k) => DEFAULT_HOT_SEARCHES[k]))];
    const covered = (await cities()).filter((c) => c.bids >= chips.length);
    expect(covered.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const city of covered) for (const chip of chips) if ((await found(chip, city.code)) === 0) missing.push(`${city.code}:${chip}`);
    expect(missing).toEqual([]);
  }, 120_000);

  it("the chrome's links to /procurement.html find records on the main site", async () => {
    const links = [...MAIN_NAV.flatMap((n) => n.children ?? []), ...FOOTER_GROUPS.flatMap((g) => g.links), ...SITE_MAP_GROUPS.flatMap((g) => g.links)]
      .map((l) => l.href)
      .filter((href) => href.startsWith('/procurement.html'));
    expect(links.length).toBeGreaterThan(4);
    for (const href of links) {
      const state = parseProcurementParams(Object.fromEntries(new URL(href, 'http://x').searchParams));
      const data = await loadProcurement(state);
      expect({ href, found: data.counts[state.activeTab] > 0 }).toEqual({ href, found: true });
    }
  });
});

describe('the hot-search computation', () => {
  const city = '510100';
  afterAll(async () => {
    const db = await getDb();
    await db.execute(sql`delete from search_term_day where city_code = ${city}`);
    await computeHotSearches(db);
  });

  it('puts a site’s searches with results first, above the threshold, without junk', async () => {
    const db = await getDb();
    const day = chinaDay(new Date());
    const row = (tab: string, term: string, searches: number) => sql`(${day}, ${city}, ${tab}, ${term}, ${searches})`;
    await db.execute(sql`insert into search_term_day (day, city_code, tab, term, searches) values ${sql.join(
      [row('business', '电子病历', 40), row('enterprise', '数字孪生', 30), row('business', '数字孪生', 3), row('case', '13800138000', 90), row('business', '门户网站', MIN_SEARCHES - 1)],
      sql`, `,
    )}`);
    // One counted in this process: written by the flush, not lost.
    recordSearch(city, 'business', '  电子病历 ');
    await flushSearches();
    await computeHotSearches(db);
    const lists = await hotSearchesOf(city);
    // Kept ten minutes per process: read what the job wrote.
    const rows = await queryRows<{ kind: string; term: string }>(db, sql`select kind, term from hot_search where city_code = ${city} order by kind, rank`);
    const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.term);
    expect(of('search').slice(0, 2)).toEqual(['电子病历', '数字孪生']);
    expect(of('opportunity')[0]).toBe('电子病历');
    expect(of('opportunity')).not.toContain('数字孪生');
    expect([...of('search'), ...of('opportunity')]).not.toContain('13800138000');
    expect([...of('search'), ...of('opportunity')]).not.toContain('门户网站');
    expect(of('search')).toHaveLength(DEFAULT_HOT_SEARCHES.search.length);
    expect(lists.search.length).toBe(DEFAULT_HOT_SEARCHES.search.length);
    const [counted] = await queryRows<{ n: number }>(db, sql`select searches as n from search_term_day where city_code = ${city} and term = '电子病历'`);
    expect(counted?.n).toBe(41);
    expect(MAIN_SITE).toBe('');
  });
});
