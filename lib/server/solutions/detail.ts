import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, queryRows } from '@/lib/server/db/client';
import { cities, solutions } from '@/lib/server/db/schema';
import type { OriginTag, SolutionDetail, SolutionListItem } from '@/lib/solutions/types';
import { cardSelect, toCard, type CardRow } from './cards';

// detail (001 §7) and the two detail pages: a solution in full, its provider's page and related ones.

const RELATED = 6;

/** Up to six others of the same second-level category (first level for 其他), preferred and newest first. */
async function related(row: { id: number; firstCategoryCode: string; secondCategoryCode: string }): Promise<SolutionListItem[]> {
  const db = await getDb();
  const same = row.secondCategoryCode
    ? sql`first_category_code = ${row.firstCategoryCode} and second_category_code = ${row.secondCategoryCode}`
    : sql`first_category_code = ${row.firstCategoryCode}`;
  const rows = await queryRows<CardRow>(
    db,
    sql`select ${cardSelect} from solution where ${same} and id <> ${row.id}
        order by origin_tag desc, publish_time desc, id desc limit ${RELATED}`,
  );
  return rows.map((r) => toCard(r, []));
}

/**
 * The solution behind a card, or null: unknown, or asked with another originSource than its own (the
 * two detail pages do not answer for each other's records).
 */
export async function getSolutionDetail(originIdSec: string, originSource?: number): Promise<SolutionDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({ s: solutions, cityName: cities.name })
    .from(solutions)
    .leftJoin(cities, eq(cities.code, solutions.cityCode))
    .where(and(eq(solutions.originIdSec, originIdSec), originSource === undefined ? undefined : eq(solutions.originSource, originSource)))
    .limit(1);
  if (!row) return null;
  const { s } = row;
  return {
    originIdSec: s.originIdSec,
    originSource: s.originSource,
    // The detail shows the whole text: no highlight, no cut (React escapes it).
    serviceName: s.serviceName,
    serviceDesc: s.serviceDesc,
    firstCategoryName: s.firstCategoryName,
    firstCategoryCode: s.firstCategoryCode,
    secondCategoryCode: s.secondCategoryCode,
    secondCategoryName: s.secondCategoryName,
    originTag: s.originTag as OriginTag,
    servicePrice: s.servicePrice === null ? null : Number(s.servicePrice),
    serviceProvider: s.serviceProvider,
    supplierId: s.supplierId > 0 ? s.supplierId : null,
    cityName: row.cityName,
    publishTime: s.publishTime.toISOString(),
    solveProblem: s.solveProblem,
    achieveResults: s.achieveResults,
    advantages: s.advantages,
    deliveryCycle: s.deliveryCycle,
    afterSaleService: s.afterSaleService,
    technologies: s.technologies,
    customerTypes: s.customerTypes,
    manual: s.manualFileKey ? { href: `/files/${encodeURIComponent(s.manualFileKey)}`, name: s.manualFileName ?? '产品说明书' } : null,
    demoLink: s.demoLink,
    related: await related(s),
  };
}
