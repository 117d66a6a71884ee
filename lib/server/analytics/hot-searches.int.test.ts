import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb, queryRows } from '@/lib/server/db/client';
import { DEFAULT_HOT_SEARCHES, HOT_SEARCH_KINDS, MIN_SEARCHES } from '@/lib/search/hot-searches';
import { MAIN_NAV, FOOTER_GROUPS } from '@/lib/nav/items';
import { SITE_MAP_GROUPS } from '@/lib/nav/solutions-header';
import { parseProcurementParams, PROCUREMENT_TABS } from '@/lib/search/procurement';
import { searchTerms } from '@/lib/search/terms';
import { matchCondition } from '@/lib/server/search/engine';
import { loadProcurement } from '@/lib/server/search/procurement';
import { chinaDay } from '@/lib/format/date';
import { topicsOf } from '@/seed/topics';
import { CHIP_TAB_SOURCES, computeHotSearches, flushSearches, hotSearchesOf, MAIN_SITE, recordSearch } from './searches';

// The seed's lists (seed/seed-database.ts runs the daily computation): every chip a site shows lands
// on the 软件商机 tab of /procurement.html (the header's default tab, the home search's first type)
// beside 找企业, 找案例 and 找方案, and must find something on each, on that site; the main site's chips
// and the chrome's links to the page too.

const cities = () => getDb().then((db) => queryRows<{ code: string }>(db, sql`select c.code from city c order by c.code`));

describe('hot searches find something', () => {
  /** Per tab a chip reaches (找商机, 找企业, 找案例, 找方案), the cities that find `term` there, by the search's own condition. */
  const citiesFinding = async (term: string) => {
    const db = await getDb();
    const q = { keyword: term, filter: {}, sortBy: '', order: 'desc' as const, pageNum: 1, pageSize: 1 };
    return Promise.all(
      CHIP_TAB_SOURCES.map(async (source) => new Set((await queryRows<{ city: string }>(db, sql`select distinct ${source.cityCode} as city from ${source.table} where ${matchCondition(source, q, searchTerms(term))}`)).map((r) => r.city))),
    );
  };

  it('every chip of every site finds a record on that site on every tab it reaches', async () => {
    const sites = [undefined, ...(await cities()).map((c) => c.code)];
    const finding = new Map<string, Set<string>[]>();
    const empty: string[] = [];
    for (const site of sites) {
      const lists = await hotSearchesOf(site);
      for (const chip of new Set(HOT_SEARCH_KINDS.flatMap((k) => lists[k]))) {
        if (!finding.has(chip)) finding.set(chip, await citiesFinding(chip));
        finding.get(chip)!.forEach((cities, tab) => {
          if (site ? !cities.has(site) : cities.size === 0) empty.push(`${site ?? 'main'}:${chip}:${PROCUREMENT_TABS[tab]?.key}`);
        });
      }
    }
    expect(empty).toEqual([]);
    // The page itself, on a city site: every tab's count of each of its chips.
    const bySize = await Promise.all(sites.slice(1).map(async (site) => ({ site: site!, chips: (await hotSearchesOf(site)).search })));
    for (const { site, chips } of bySize.sort((a, b) => b.chips.length - a.chips.length).slice(0, 2)) {
      expect(chips.length).toBeGreaterThan(1);
      for (const keyword of chips) {
        const { counts } = await loadProcurement({ keyword, activeTab: 'business', page: 1 }, site);
        expect({ site, keyword, counts: PROCUREMENT_TABS.filter((t) => counts[t.key] === 0).map((t) => t.key) }).toEqual({ site, keyword, counts: [] });
      }
    }
  }, 300_000);

  it('the main site shows every default chip, and each finds something on every tab', async () => {
    expect(await hotSearchesOf(undefined)).toEqual(DEFAULT_HOT_SEARCHES);
    const chips = [...new Set(HOT_SEARCH_KINDS.flatMap((k) => DEFAULT_HOT_SEARCHES[k]))];
    const data = await Promise.all(chips.map((keyword) => loadProcurement({ keyword, activeTab: 'business', page: 1 })));
    const missing = chips.flatMap((chip, i) => PROCUREMENT_TABS.filter((t) => (data[i]?.counts[t.key] ?? 0) === 0).map((t) => `${chip}:${t.key}`));
    expect(missing).toEqual([]);
  });

  it("a city answers the topics its records cover (seed/topics.ts): as many as its fewest bids, suppliers or cases", async () => {
    const db = await getDb();
    // The seed's records only: on PostgreSQL the test files share one database, and the importer's tests add
    // bids (in its ledger) and suppliers (compCode CI + credit code, lib/server/imports/writer.ts) that carry no topic.
    const rows = await queryRows<{ code: string; n: number }>(
      db,
      sql`select c.code, least(
        (select count(*) from winning_bid b where b.city_code = c.code and not exists (select 1 from import_ledger l where l.target = 'winning_bid' and l.target_code = b.bid_code)),
        (select count(*) from supplier s where s.city_code = c.code and s.comp_code not like 'CI%'),
        (select count(*) from biz_case k where k.city_code = c.code))::int as n from city c`,
    );
    const short: string[] = [];
    for (const city of rows) {
      const covered = topicsOf(city.code, city.n).map((t) => t.topic);
      const lists = await hotSearchesOf(city.code);
      for (const kind of HOT_SEARCH_KINDS) for (const chip of DEFAULT_HOT_SEARCHES[kind]) if (covered.includes(chip) && !lists[kind].includes(chip)) short.push(`${city.code}:${chip}`);
    }
    expect(short).toEqual([]);
    // Not a degenerate agreement: many cities cover several topics on every tab at the test scale.
    expect(rows.filter((c) => c.n >= 3).length).toBeGreaterThan(5);
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
    // The defaults the site answers (seed/topics.ts: as many as its records cover) follow its own terms.
    const shown = await queryRows<{ term: string }>(db, sql`select term from hot_search where city_code = ${city} and kind = 'search' order by rank`);
    const day = chinaDay(new Date());
    const row = (tab: string, term: string, searches: number) => sql`(${day}, ${city}, ${tab}, ${term}, ${searches})`;
    await db.execute(sql`insert into search_term_day (day, city_code, tab, term, searches) values ${sql.join(
      [row('business', '电子病历', 40), row('enterprise', '数字孪生', 30), row('business', '数字孪生', 3), row('case', '13800138000', 90), row('business', '门户网站', MIN_SEARCHES - 1)],
      sql`, `,
    )}`);
    // One counted in this process: written by the flush, not lost.
    recordSearch(city, 'business', '  电子病历 ', true);
    await flushSearches();
    await computeHotSearches(db);
    // Kept ten minutes per process: read what the job wrote.
    const rows = await queryRows<{ kind: string; term: string }>(db, sql`select kind, term from hot_search where city_code = ${city} order by kind, rank`);
    const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.term);
    expect(of('search').slice(0, 2)).toEqual(['电子病历', '数字孪生']);
    expect(of('opportunity')[0]).toBe('电子病历');
    expect(of('opportunity')).not.toContain('数字孪生');
    expect([...of('search'), ...of('opportunity')]).not.toContain('13800138000');
    expect([...of('search'), ...of('opportunity')]).not.toContain('门户网站');
    const expected = ['电子病历', '数字孪生', ...shown.map((r) => r.term).filter((t) => t !== '电子病历' && t !== '数字孪生')].slice(0, DEFAULT_HOT_SEARCHES.search.length);
    expect(of('search')).toEqual(expected);
    const [counted] = await queryRows<{ n: number }>(db, sql`select searches as n from search_term_day where city_code = ${city} and term = '电子病历'`);
    expect(counted?.n).toBe(41);
    expect(MAIN_SITE).toBe('');
  });
});
