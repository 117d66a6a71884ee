import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/server/db/client';
import { searchTerms } from '@/lib/search/terms';
import { boundedAnswer, windowNeed } from './bounded';
import { facetKey, type SearchQuery, type WindowedSource } from './engine';
import { cacheKey, cachedAnswers, type CachedAnswer } from './result-cache';

/** The key of everything a result window depends on; pages of one query share it. */
function windowKey(q: SearchQuery) {
  // The comprehensive order has one direction, whatever `order` says.
  return { ...facetKey(q), sortBy: q.sortBy, order: q.sortBy ? q.order : 'desc' };
}

/**
 * Labels, total and one page for a query. A question asked before is a slice of its cached window and
 * a primary-key fetch, on every app process (the cache lives in the database); a new one costs one
 * bounded computation (lib/server/search/bounded.ts) whatever the number of matches. The labels and
 * total of a keyword with its filters are kept whatever the order; a window is kept per order and
 * grows when a deeper page needs more of it.
 */
export async function searchWindowed<Row>(
  db: Db,
  source: WindowedSource,
  q: SearchQuery,
  select: SQL,
): Promise<{ facets: CachedAnswer; rows: Row[] }> {
  const { versioned } = source;
  const need = windowNeed(q.pageNum, q.pageSize);
  const tsq = q.keyword ? searchTerms(q.keyword).tsquery : null;
  const facetsKey = cacheKey(versioned, 'facets', facetKey(q));
  const windowCacheKey = cacheKey(versioned, 'window', windowKey(q));
  // Both are read (and a new question's written) in one statement, and computed together: one read
  // of its matches serves both.
  const [facets, window] = await cachedAnswers(
    db,
    versioned,
    tsq,
    [{ key: facetsKey }, { key: windowCacheKey, usable: (w) => !w.more || (w.ids?.length ?? 0) >= need }],
    async () => {
      const answer = await boundedAnswer(db, source, q, need);
      return [answer.facets, answer.window];
    },
  );
  const start = (q.pageNum - 1) * q.pageSize;
  const ids = (window.ids ?? []).slice(start, start + q.pageSize);
  if (!ids.length) return { facets, rows: [] };
  // The page in the window's order: the ids joined with their position.
  const rows = await queryRows<Row>(
    db,
    sql`select ${select} from ${source.table}
        join unnest(${sql.param(ids)}::int[]) with ordinality as w(id, ord) using (id)
        order by w.ord`,
  );
  return { facets, rows };
}

