import 'server-only';
import { and, asc, count, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { cycleRange, type CycleKey } from '@/lib/cases/filters';
import type { IndustryCaseListInput } from '@/lib/cases/schemas';
import type { IndustryCaseList } from '@/lib/cases/types';
import { searchTerms } from '@/lib/search/terms';
import { getReadDb } from '@/lib/server/db/client';
import { cases } from '@/lib/server/db/schema';
import { caseDoc } from '@/lib/server/search';
import { caseInfoColumns, toCaseInfo } from './rows';

const DAY_MS = 86_400_000;

/** Midnight of a 'YYYY-MM-DD' day in China time. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The text search_vec is built from (schema.ts), lower-cased as jf_search_terms does. */


/**
 * The keyword through the GIN index: bigrams and prefix words narrow, and Chinese runs longer than two
 * characters must then appear whole. A keyword with nothing searchable (only punctuation) filters nothing.
 */
function keywordCondition(keyword: string): SQL | undefined {
  const { tsquery, phrases } = searchTerms(keyword);
  if (!tsquery) return undefined;
  return and(
    sql`${cases.searchVec} @@ to_tsquery('simple', ${tsquery})`,
    ...phrases.map((phrase) => sql`position(${phrase} in ${caseDoc}) > 0`),
  );
}

function cycleCondition(key: CycleKey): SQL | undefined {
  const { above, upTo } = cycleRange(key);
  return and(above === null ? undefined : gt(cases.period, above), upTo === null ? undefined : lte(cases.period, upTo));
}

function conditions(input: IndustryCaseListInput): SQL | undefined {
  return and(
    eq(cases.source, input.source),
    input.caseTitle ? keywordCondition(input.caseTitle) : undefined,
    input.cityCode ? eq(cases.cityCode, input.cityCode) : undefined,
    input.parentCode ? eq(cases.parentIndCode, input.parentCode) : undefined,
    input.start ? gte(cases.publishTime, dayStart(input.start)) : undefined,
    // The end day counts whole: up to the next day's midnight.
    input.end ? lt(cases.publishTime, new Date(dayStart(input.end).getTime() + DAY_MS)) : undefined,
    input.cycle ? cycleCondition(input.cycle) : undefined,
  );
}

/** Sort of filters.ts: 1 newest first, 0 oldest first, none the recommended order. The id keeps pages stable. */
function ordering(order: 0 | 1 | undefined): SQL[] {
  if (order === 1) return [desc(cases.publishTime), desc(cases.id)];
  if (order === 0) return [asc(cases.publishTime), asc(cases.id)];
  return [desc(cases.sortOrder), desc(cases.publishTime), desc(cases.id)];
}

/** getIndustryCaseList (000 §7): one page of a tab's cases under the filters, and their total. */
export async function listIndustryCases(input: IndustryCaseListInput): Promise<IndustryCaseList> {
  const db = await getReadDb();
  const where = conditions(input);
  const [rows, totals] = await Promise.all([
    db
      .select(caseInfoColumns)
      .from(cases)
      .where(where)
      .orderBy(...ordering(input.order))
      .limit(input.pageSize)
      .offset((input.pageStart - 1) * input.pageSize),
    db.select({ n: count() }).from(cases).where(where),
  ]);
  return { industryCaseInfos: rows.map(toCaseInfo), total: totals[0]?.n ?? 0 };
}
