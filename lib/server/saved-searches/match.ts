import 'server-only';
import { inArray } from 'drizzle-orm';
import { bidListQuery, demandListQuery } from '@/lib/opportunities/list-params';
import { bidMatches, demandMatches, type PushedRecord } from '@/lib/saved-searches/matcher';
import { savedSearchReason, savedSearchWords } from '@/lib/saved-searches/naming';
import { PUSHED_LISTS } from '@/lib/saved-searches/types';
import { getDb } from '@/lib/server/db/client';
import { savedSearches } from '@/lib/server/db/schema';
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
