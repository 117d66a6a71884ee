import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb, queryRows } from '@/lib/server/db/client';
import { matchCondition, type SearchQuery } from '@/lib/server/search/engine';
import { solutionSource } from '@/lib/server/search/sources';
import { searchTerms } from '@/lib/search/terms';
import { PRICE_FLAG, SORT_RULE, TOTAL_CAP } from '@/lib/solutions/options';
import type { ServiceListInput } from '@/lib/solutions/schemas';
import type { SolutionList } from '@/lib/solutions/types';
import { cardSelect, toCard, type CardRow } from './cards';

// serviceList (001 §3, §7): the keyword through the product's bigram search (the engine of /search.html:
// one- and two-character keywords are answered by the index), the filters as plain conditions, and a
// total counted up to TOTAL_CAP so a question costs the same bounded work however many rows match.

const WAN = 10_000;

function conditions(input: ServiceListInput): SQL {
  const q: SearchQuery = { keyword: input.serviceName ?? '', filter: {}, sortBy: '', order: 'desc', pageNum: 1, pageSize: 1 };
  const parts: SQL[] = [matchCondition(solutionSource, q, searchTerms(q.keyword))];
  if (input.firstCategoryId) parts.push(sql`first_category_code = ${input.firstCategoryId}`);
  if (input.secondCategoryId) parts.push(sql`second_category_code = ${input.secondCategoryId}`);
  if (input.originTag) parts.push(sql`origin_tag = ${input.originTag}`);
  if (input.priceFlag === PRICE_FLAG.negotiable) {
    parts.push(sql`service_price is null`);
  } else {
    if (input.servicePriceStart !== undefined) parts.push(sql`service_price >= ${input.servicePriceStart * WAN}`);
    if (input.servicePriceEnd !== undefined) parts.push(sql`service_price <= ${input.servicePriceEnd * WAN}`);
  }
  return sql.join(parts, sql` and `);
}

/** Price both ways with negotiable last (each has its index); otherwise relevance, then preferred and newest first. */
function orderBy(input: ServiceListInput): SQL {
  if (input.sortRule === SORT_RULE.asc) return sql`service_price asc nulls last, id asc`;
  if (input.sortRule === SORT_RULE.desc) return sql`service_price desc nulls last, id desc`;
  const keyword = input.serviceName ?? '';
  return keyword ? sql`${solutionSource.relevance(searchTerms(keyword))} desc, ${solutionSource.browseOrder}` : solutionSource.browseOrder;
}

export async function listSolutions(input: ServiceListInput): Promise<SolutionList> {
  const db = await getDb();
  const where = conditions(input);
  const [rows, counted] = await Promise.all([
    queryRows<CardRow>(
      db,
      sql`select ${cardSelect} from solution where ${where}
          order by ${orderBy(input)} limit ${input.pageSize} offset ${(input.pageStart - 1) * input.pageSize}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from solution where ${where} limit ${TOTAL_CAP + 1}) m`),
  ]);
  const n = Number(counted[0]?.n ?? 0);
  const highlights = searchTerms(input.serviceName ?? '').highlights;
  return { list: rows.map((r) => toCard(r, highlights)), total: Math.min(n, TOTAL_CAP), capped: n > TOTAL_CAP };
}
