import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, queryRows } from '@/lib/server/db/client';
import { matchCondition, type SearchQuery, solutionSource } from '@/lib/server/search';
import { highlight } from '@/lib/search/highlight';
import { searchTerms } from '@/lib/search/terms';
import type { ServiceSuggestion } from '@/lib/solutions/types';

// getServiceSearch (001 §7, payload not shown): the search box's suggestions, solution names matching
// the keyword with how many solutions carry each. Grouped over the first 500 matches by relevance, so
// a common keyword costs what a rare one does.

const WINDOW = 500;

export async function suggestServices(keyword: string, size = 10): Promise<{ list: ServiceSuggestion[] }> {
  const db = await getDb();
  const terms = searchTerms(keyword);
  const q: SearchQuery = { keyword, filter: {}, sortBy: '', order: 'desc', pageNum: 1, pageSize: size };
  const rows = await queryRows<{ name: string; count: number }>(
    db,
    sql`select name, count(*)::int as count from (
          select service_name as name, ${solutionSource.relevance(terms)} as score from solution
          where ${matchCondition(solutionSource, q, terms)} order by score desc, id desc limit ${WINDOW}
        ) m group by name order by max(score) desc, count(*) desc, name limit ${size}`,
  );
  return { list: rows.map((r) => ({ name: r.name, serviceName: highlight(r.name, terms.highlights), count: Number(r.count) })) };
}
