import 'server-only';
import { and, arrayContains, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { WinningBidDetail } from '@/lib/bids/types';
import type { SupplierCard } from '@/lib/suppliers/types';
import { getDb } from '@/lib/server/db/client';
import { suppliers } from '@/lib/server/db/schema';
import { supplierCardColumns, toSupplierCard } from '@/lib/server/suppliers';

export const RECOMMEND_LIMIT = 6;

/**
 * getBidRecommendSupplier: other suppliers serving the bid's trade, local ones first, then by case
 * count. The winner is left out (the page already names it), and so are deregistered companies.
 * Asked as two reads, each walking an index in its order until enough suppliers of the trade turn up
 * (the city's suppliers by case count, then everyone's): one statement ordering by "is local" first
 * sorted every supplier of the trade on each detail page (157 ms at 100,000 suppliers).
 */
export async function getRecommendedSuppliers(
  bid: Pick<WinningBidDetail, 'serviceTrade' | 'cityCode' | 'bidCompId'>,
): Promise<SupplierCard[]> {
  const db = await getDb();
  const among = (where: SQL, limit: number) =>
    db
      .select(supplierCardColumns)
      .from(suppliers)
      .where(
        and(
          where,
          arrayContains(suppliers.serviceTrade, [bid.serviceTrade]),
          ne(suppliers.registerStatus, '注销'),
          bid.bidCompId === null ? undefined : ne(suppliers.id, bid.bidCompId),
        ),
      )
      .orderBy(desc(suppliers.caseCount), asc(suppliers.id))
      .limit(limit);
  const local = await among(eq(suppliers.cityCode, bid.cityCode), RECOMMEND_LIMIT);
  const others = local.length < RECOMMEND_LIMIT ? await among(ne(suppliers.cityCode, bid.cityCode), RECOMMEND_LIMIT - local.length) : [];
  return [...local, ...others].map(toSupplierCard);
}
