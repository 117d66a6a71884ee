import 'server-only';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { bidListQuery, demandListQuery } from '@/lib/opportunities/list-params';
import { bidMatches, demandMatches, type PushedRecord } from '@/lib/saved-searches/matcher';
import { savedSearchReason, savedSearchWords } from '@/lib/saved-searches/naming';
import { PUSHED_LISTS } from '@/lib/saved-searches/types';
import { bidDetailHref } from '@/lib/bids/url';
import { searchTerms } from '@/lib/search/terms';
import { getDb, queryRows } from '@/lib/server/db/client';
import { savedSearches, winningBids } from '@/lib/server/db/schema';
import { matchCondition, tenderSource, type SearchQuery } from '@/lib/server/search';
import { normaliseSearch } from './normalise';

/** A saved search a new record matched: whom to tell, and why. */
export interface SavedSearchMatch {
  userId: number;
  savedSearchId: number;
  reason: string;
  /** Its conditions in words: what a mail lists as the matched words. */
  words: string;
}

/**
 * The saved searches of the record's list that it matches (the opportunity.push job delivers them), in
 * id order. Each saved query is read by the page's parser into the list service's query and matched by
 * lib/saved-searches/matcher.ts: one query for the searches, none per search.
 */
export async function savedSearchMatches(record: PushedRecord, now = new Date()): Promise<SavedSearchMatch[]> {
  if (!PUSHED_LISTS.includes(record.list)) return [];
  const db = await getDb();
  const rows = await db.select().from(savedSearches).where(inArray(savedSearches.list, [record.list])).orderBy(savedSearches.id);
  const matches: SavedSearchMatch[] = [];
  for (const row of rows) {
    const search = await normaliseSearch(row.list, row.query, null);
    const parsed = search.state;
    const hit =
      parsed?.list === 'business' && record.list === 'business'
        ? bidMatches(bidListQuery(parsed.state, now), record)
        : parsed?.list === 'demands' && record.list === 'demands'
          ? demandMatches(demandListQuery(parsed.state, now), record)
          : false;
    if (hit) matches.push({ userId: row.userId, savedSearchId: row.id, reason: savedSearchReason(row.name, row.list, search.terms), words: savedSearchWords(row.list, search.terms) });
  }
  return matches;
}

/** A new winning bid and the saved searches it matched (one per user: the oldest search). */
export interface AwardMatches {
  code: string;
  title: string;
  link: string;
  matches: SavedSearchMatch[];
}

/**
 * The saved searches of /search.html's winning bids that new winning bids match, for those of the bids
 * published since `publishedSince`. Each saved search is asked once for the whole batch, through the
 * search's own match condition (keyword, labels) restricted to the batch's rows: what the page would
 * list of them.
 */
export async function savedSearchAwardMatches(codes: readonly string[], publishedSince: Date): Promise<AwardMatches[]> {
  if (!codes.length) return [];
  const db = await getDb();
  const awards = await db
    .select({ id: winningBids.id, code: winningBids.bidCode, title: winningBids.projectName })
    .from(winningBids)
    .where(and(inArray(winningBids.bidCode, [...codes]), gte(winningBids.publishTime, publishedSince)));
  if (!awards.length) return [];
  const ids = awards.map((a) => a.id);
  const found = new Map(awards.map((a) => [a.id, new Map<number, SavedSearchMatch>()]));
  const rows = await db.select().from(savedSearches).where(eq(savedSearches.list, 'bids')).orderBy(savedSearches.id);
  for (const row of rows) {
    const search = await normaliseSearch(row.list, row.query, null);
    if (search.state?.list !== 'bids') continue;
    const { keyword, filter } = search.state.state;
    const q: SearchQuery = { keyword, filter, sortBy: '', order: 'desc', pageNum: 1, pageSize: ids.length };
    const hits = await queryRows<{ id: number }>(
      db,
      sql`select id from winning_bid where id = any(${sql.param(ids)}::int[]) and ${matchCondition(tenderSource, q, searchTerms(keyword), { filters: true })}`,
    );
    const terms = keyword ? [{ label: '关键词', value: keyword }, ...search.terms] : search.terms;
    for (const { id } of hits) {
      const users = found.get(Number(id))!;
      if (!users.has(row.userId)) users.set(row.userId, { userId: row.userId, savedSearchId: row.id, reason: savedSearchReason(row.name, row.list, terms), words: savedSearchWords(row.list, terms) });
    }
  }
  return awards.map((a) => ({ code: a.code, title: a.title, link: bidDetailHref(a.id), matches: [...found.get(a.id)!.values()] })).filter((a) => a.matches.length);
}
