import 'server-only';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { bidListQuery, demandListQuery } from '@/lib/opportunities/list-params';
import { bidMatches, demandMatches, type PushedRecord } from '@/lib/saved-searches/matcher';
import { savedSearchReason, savedSearchWords } from '@/lib/saved-searches/naming';
import { PUSHED_LISTS, type FilterTerm } from '@/lib/saved-searches/types';
import { bidDetailHref } from '@/lib/bids/url';
import { supplierDetailHref } from '@/lib/suppliers/url';
import type { ListPushKind } from '@/lib/opportunities/push-kinds';
import { searchTerms } from '@/lib/search/terms';
import { getDb, queryRows } from '@/lib/server/db/client';
import { savedSearches, solutions, suppliers, winningBids } from '@/lib/server/db/schema';
import { matchCondition, supplierSource, tenderSource, type SearchQuery } from '@/lib/server/search';
import { solutionsMatching } from '@/lib/server/solutions';
import { solutionHref } from '@/lib/solutions/display';
import { serviceListInput } from '@/lib/solutions/list-state';
import { normaliseSearch, type NormalisedSearch } from './normalise';

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

/** A new record of a list and the saved searches it matched (one per user: the oldest search). */
export interface RecordMatches {
  code: string;
  title: string;
  link: string;
  matches: SavedSearchMatch[];
}

interface NewRecord {
  id: number;
  code: string;
  title: string;
  link: string;
}

/** How a kind of record meets the saved searches of its list page. */
interface ListMatcher {
  list: 'bids' | 'suppliers' | 'schemes';
  /** The records of `codes` published since `since`. */
  records: (codes: string[], since: Date) => Promise<NewRecord[]>;
  /** Which of `ids` the saved search's page would list; `terms` are its conditions in words. */
  matching: (search: NormalisedSearch, ids: number[]) => Promise<{ ids: number[]; terms: FilterTerm[] }>;
}

const withKeyword = (keyword: string, terms: FilterTerm[]) => (keyword ? [{ label: '关键词', value: keyword }, ...terms] : terms);

/** A tab of /search.html: which of `ids` its search's own match condition (keyword and labels) keeps. */
function searchTabMatching(list: 'bids' | 'suppliers'): ListMatcher['matching'] {
  const source = list === 'bids' ? tenderSource : supplierSource;
  const table = list === 'bids' ? winningBids : suppliers;
  return async (search, ids) => {
    if (search.state?.list !== list) return { ids: [], terms: [] };
    const { keyword, filter } = search.state.state;
    const q: SearchQuery = { keyword, filter, sortBy: '', order: 'desc', pageNum: 1, pageSize: ids.length };
    const db = await getDb();
    const hits = await queryRows<{ id: number }>(
      db,
      sql`select id from ${table} where id = any(${sql.param(ids)}::int[]) and ${matchCondition(source, q, searchTerms(keyword), { filters: true })}`,
    );
    return { ids: hits.map((h) => Number(h.id)), terms: withKeyword(keyword, search.terms) };
  };
}

const MATCHERS: Record<ListPushKind, ListMatcher> = {
  // Winning bids, for the 中标信息 tab of /search.html: the search's own match condition (keyword and labels).
  award: {
    list: 'bids',
    records: async (codes, since) => {
      const db = await getDb();
      const rows = await db
        .select({ id: winningBids.id, code: winningBids.bidCode, title: winningBids.projectName })
        .from(winningBids)
        .where(and(inArray(winningBids.bidCode, codes), gte(winningBids.publishTime, since)));
      return rows.map((r) => ({ ...r, link: bidDetailHref(r.id) }));
    },
    matching: searchTabMatching('bids'),
  },
  // Suppliers new to the portal (an import's winners), for the 供应商 tab of /search.html: the same
  // match condition on the supplier source. They are new when announced, whatever their founding date.
  supplier: {
    list: 'suppliers',
    records: async (codes) => {
      const db = await getDb();
      const rows = await db.select({ id: suppliers.id, code: suppliers.compCode, title: suppliers.compName }).from(suppliers).where(inArray(suppliers.compCode, codes));
      return rows.map((r) => ({ ...r, link: supplierDetailHref(r.id) }));
    },
    matching: searchTabMatching('suppliers'),
  },
  // Newly listed schemes and solutions, for /scheme.html: the list's own conditions (keyword, categories, price, origin).
  scheme: {
    list: 'schemes',
    records: async (codes, since) => {
      const db = await getDb();
      const rows = await db
        .select({ id: solutions.id, code: solutions.originIdSec, originSource: solutions.originSource, title: solutions.serviceName })
        .from(solutions)
        .where(and(inArray(solutions.originIdSec, codes), gte(solutions.publishTime, since)));
      return rows.map((r) => ({ id: r.id, code: r.code, title: r.title, link: solutionHref({ originIdSec: r.code, originSource: r.originSource }) }));
    },
    matching: async (search, ids) => {
      if (search.state?.list !== 'schemes') return { ids: [], terms: [] };
      return { ids: await solutionsMatching(serviceListInput(search.state.state), ids), terms: withKeyword(search.keyword, search.terms) };
    },
  },
};

/**
 * The saved searches of a list page that its new records match, for those published since
 * `publishedSince`. Each saved search is asked once for the whole batch, through the list's own
 * conditions restricted to the batch's rows: what the page would list of them.
 */
export async function savedSearchRecordMatches(kind: ListPushKind, codes: readonly string[], publishedSince: Date): Promise<RecordMatches[]> {
  if (!codes.length) return [];
  const matcher = MATCHERS[kind];
  const records = await matcher.records([...codes], publishedSince);
  if (!records.length) return [];
  const ids = records.map((r) => r.id);
  const found = new Map(records.map((r) => [r.id, new Map<number, SavedSearchMatch>()]));
  const db = await getDb();
  const rows = await db.select().from(savedSearches).where(eq(savedSearches.list, matcher.list)).orderBy(savedSearches.id);
  for (const row of rows) {
    const { ids: hits, terms } = await matcher.matching(await normaliseSearch(row.list, row.query, null), ids);
    for (const id of hits) {
      const users = found.get(id)!;
      if (!users.has(row.userId)) users.set(row.userId, { userId: row.userId, savedSearchId: row.id, reason: savedSearchReason(row.name, row.list, terms), words: savedSearchWords(row.list, terms) });
    }
  }
  return records.map((r) => ({ code: r.code, title: r.title, link: r.link, matches: [...found.get(r.id)!.values()] })).filter((r) => r.matches.length);
}
