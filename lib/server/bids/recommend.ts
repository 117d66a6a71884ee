import 'server-only';
import { and, arrayContains, asc, desc, ne, sql } from 'drizzle-orm';
import type { BidDetail } from '@/lib/bids/types';
import type { SupplierCard } from '@/lib/suppliers/types';
import { getDb } from '@/lib/server/db/client';
import { suppliers } from '@/lib/server/db/schema';
import { supplierCardColumns, toSupplierCard } from '@/lib/server/suppliers/profile';

export const RECOMMEND_LIMIT = 6;

/**
 * getBidRecommendSupplier: other suppliers serving the bid's trade, local ones first, then by case
 * count. The winner is left out (the page already names it), and so are deregistered companies.
 */
export async function getRecommendedSuppliers(
  bid: Pick<BidDetail, 'serviceTrade' | 'cityCode' | 'bidCompId'>,
): Promise<SupplierCard[]> {
  const db = await getDb();
  const rows = await db
    .select(supplierCardColumns)
    .from(suppliers)
    .where(
      and(
        arrayContains(suppliers.serviceTrade, [bid.serviceTrade]),
        ne(suppliers.registerStatus, '注销'),
        bid.bidCompId === null ? undefined : ne(suppliers.id, bid.bidCompId),
      ),
    )
    .orderBy(sql`(${suppliers.cityCode} = ${bid.cityCode}) desc`, desc(suppliers.caseCount), asc(suppliers.id))
    .limit(RECOMMEND_LIMIT);
  return rows.map(toSupplierCard);
}
