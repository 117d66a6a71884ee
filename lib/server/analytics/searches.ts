import 'server-only';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { getDb, queryRows, type Db } from '@/lib/server/db/client';
import { cities as cities_, hotSearches, searchGapDays, searchTermDays } from '@/lib/server/db/schema';
import { keptPerKey } from '@/lib/server/memo';
import { log } from '@/lib/server/log';
import { caseSource, matchCondition, solutionSource, supplierSource, tenderSource } from '@/lib/server/search';
import { chinaDay } from '@/lib/format/date';
import {
  DEFAULT_HOT_SEARCHES,
  HOT_SEARCH_KINDS,
  HOT_SEARCH_SIZE,
  HOT_WINDOW_DAYS,
  isShowableTerm,
  rankHotSearches,
  termKey,
  type HotSearches,
  type HotSearchKind,
  type TermCount,
} from '@/lib/search/hot-searches';
import { searchTerms } from '@/lib/search/terms';

// Hot searches (000 §2, 001 §9; docs/features.md "Analytics"): the searches of /procurement.html and
// /enterprise.html (its 找企业 tab) that found something are counted per day, site, tab and term, and
// the daily job turns the last HOT_WINDOW_DAYS into each site's lists. A chip lands on the 软件商机 tab
// (the procurement page's default, and the home search's first type) beside the 找企业, 找案例 and 找方案
// tabs, so a default is shown on a site only where all four answer it (a small city shows the topics its
// few records cover, seed/topics.ts).

/** The main site's key: searches there are not scoped to a city. */
export const MAIN_SITE = '';

// Counted in the process and written in one statement a minute, so a search never waits for the write.
const FLUSH_MS = 60_000;
const holder = globalThis as unknown as { __jfSearchTerms?: { pending: Map<string, number>; timer: NodeJS.Timeout | null } };
const buffer = (holder.__jfSearchTerms ??= { pending: new Map(), timer: null });

/**
 * Counts a search: one that found something towards the hot searches, one that found nothing towards the
 * console's content gaps (search_gap_day). A term nobody should be shown is not kept at all.
 */
export function recordSearch(cityCode: string | undefined, tab: string, keyword: string, found: boolean): void {
  if (!isShowableTerm(keyword)) return;
  const key = JSON.stringify([chinaDay(new Date()), cityCode ?? MAIN_SITE, tab, termKey(keyword), found]);
  buffer.pending.set(key, (buffer.pending.get(key) ?? 0) + 1);
  buffer.timer ??= setTimeout(() => void flushSearches().catch((err: unknown) => log.warn('hot_search.flush_failed', { err: String(err) })), FLUSH_MS).unref();
}

/** Writes the counted searches (the minute's timer, the daily job, tests). */
export async function flushSearches(): Promise<void> {
  if (buffer.timer) clearTimeout(buffer.timer);
  buffer.timer = null;
  if (buffer.pending.size === 0) return;
  const rows = [...buffer.pending].map(([key, searches]) => {
    const [day, cityCode, tab, term, found] = JSON.parse(key) as [string, string, string, string, boolean];
    return { found, row: { day, cityCode, tab, term, searches } };
  });
  buffer.pending.clear();
  const db = await getDb();
  for (const table of [searchTermDays, searchGapDays]) {
    const values = rows.filter((r) => r.found === (table === searchTermDays)).map((r) => r.row);
    if (values.length === 0) continue;
    await db
      .insert(table)
      .values(values)
      .onConflictDoUpdate({ target: [table.day, table.cityCode, table.tab, table.term], set: { searches: sql`${table.searches} + excluded.searches` } });
  }
}

/** The terms of a kind searched on each site since `since`: every tab for the header, 软件商机 for its chips. */
async function recordedTerms(db: Db, kind: HotSearchKind, since: string): Promise<Map<string, TermCount[]>> {
  const rows = await db
    .select({ cityCode: searchTermDays.cityCode, term: searchTermDays.term, searches: sql<number>`sum(${searchTermDays.searches})::int` })
    .from(searchTermDays)
    .where(and(gte(searchTermDays.day, since), kind === 'opportunity' ? eq(searchTermDays.tab, 'business') : undefined))
    .groupBy(searchTermDays.cityCode, searchTermDays.term);
  const bySite = new Map<string, TermCount[]>();
  for (const r of rows) bySite.set(r.cityCode, [...(bySite.get(r.cityCode) ?? []), { term: r.term, searches: Number(r.searches) }]);
  return bySite;
}

/** The tabs of /procurement.html a chip reaches: it opens on 找商机, and the page offers the other three. */
export const CHIP_TAB_SOURCES = [tenderSource, supplierSource, caseSource, solutionSource] as const;

/** The cities where `source` finds `term` (one grouped read of the search index). */
async function citiesFinding(db: Db, source: (typeof CHIP_TAB_SOURCES)[number], term: string): Promise<Set<string>> {
  const q = { keyword: term, filter: {}, sortBy: '', order: 'desc' as const, pageNum: 1, pageSize: 1 };
  const rows = await queryRows<{ city: string }>(db, sql`select distinct ${source.cityCode} as city from ${source.table} where ${matchCondition(source, q, searchTerms(term))}`);
  return new Set(rows.map((r) => r.city));
}

/** Per tab, the cities that find `term` there: a chip is shown where every tab it reaches finds it. */
async function citiesAnswering(db: Db, term: string): Promise<Set<string>[]> {
  const perTab: Set<string>[] = [];
  for (const source of CHIP_TAB_SOURCES) perTab.push(await citiesFinding(db, source, term));
  return perTab;
}

/** Every site's lists, computed from the recorded searches and the data: the daily job's and the seed's work. */
export async function computeHotSearches(db: Db, now = new Date()): Promise<number> {
  const since = chinaDay(new Date(now.getTime() - HOT_WINDOW_DAYS * 86_400_000));
  const cities = await db.select({ code: cities_.code }).from(cities_);
  const sites = [MAIN_SITE, ...cities.map((c) => c.code)];
  const defaults = [...new Set(HOT_SEARCH_KINDS.flatMap((k) => DEFAULT_HOT_SEARCHES[k]))];
  const answering = new Map<string, Set<string>[]>();
  for (const term of defaults) answering.set(term, await citiesAnswering(db, term));
  // The main site answers what every tab finds somewhere; a city site what every tab finds in the city.
  const answers = (site: string) => (term: string) =>
    (answering.get(term) ?? []).every((cities) => (site === MAIN_SITE ? cities.size > 0 : cities.has(site)));
  const rows: (typeof hotSearches.$inferInsert)[] = [];
  for (const kind of HOT_SEARCH_KINDS) {
    const recorded = await recordedTerms(db, kind, since);
    for (const site of sites) {
      const list = rankHotSearches(recorded.get(site) ?? [], DEFAULT_HOT_SEARCHES[kind], answers(site), HOT_SEARCH_SIZE[kind]);
      list.forEach((term, rank) => rows.push({ cityCode: site, kind, rank, term, computedAt: now }));
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(hotSearches);
    // In slices: a statement's parameters are limited (338 sites × 13 chips × 5 columns would exceed it).
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(hotSearches).values(rows.slice(i, i + 1000));
  });
  // Recorded searches older than the window count no more (nor do the gaps: the console shows weeks).
  await db.delete(searchTermDays).where(sql`${searchTermDays.day} < ${since}`);
  await db.delete(searchGapDays).where(sql`${searchGapDays.day} < ${since}`);
  return rows.length;
}

// A list changes once a day: each process reads a site's for ten minutes.
const TTL_MS = 10 * 60_000;

const readSite = keptPerKey<HotSearches | null>('hot-searches', { ttlMs: TTL_MS }, async (site) => {
  const db = await getDb();
  const rows = await db
    .select({ kind: hotSearches.kind, term: hotSearches.term })
    .from(hotSearches)
    .where(eq(hotSearches.cityCode, site))
    .orderBy(asc(hotSearches.kind), asc(hotSearches.rank));
  if (rows.length === 0) return null;
  const lists: Record<HotSearchKind, string[]> = { search: [], opportunity: [] };
  for (const r of rows) if ((HOT_SEARCH_KINDS as readonly string[]).includes(r.kind)) lists[r.kind as HotSearchKind].push(r.term);
  return lists;
});

const NONE: HotSearches = { search: [], opportunity: [] };

/**
 * A site's chips: its computed lists; none where the computation found nothing the site answers (a
 * city without bids: a chip there would find nothing); the defaults before any computation (a database
 * not seeded by seed/seed-database.ts) or when the read fails: chips never fail a page.
 */
export async function hotSearchesOf(cityCode: string | undefined): Promise<HotSearches> {
  try {
    const own = await readSite(cityCode ?? MAIN_SITE);
    if (own) return own;
    return (await readSite(MAIN_SITE)) ? NONE : DEFAULT_HOT_SEARCHES;
  } catch (err) {
    log.warn('hot_search.read_failed', { err: String(err) });
    return DEFAULT_HOT_SEARCHES;
  }
}
