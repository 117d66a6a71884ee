import 'server-only';
import type { HomeOverview } from '@/lib/home/types';
import { and, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { cases, suppliers, winningBids } from '@/lib/server/db/schema';
import { latestArticles } from '@/lib/server/news/articles';

/** What the home page shows for one city: its totals, newest winning bids and newest cases. */
export async function getHomeOverview(cityCode: string): Promise<HomeOverview> {
  const db = await getDb();
  const [bidCount, supplierCount, caseCount, latestBids, latestCases, latestNews] = await Promise.all([
    db.select({ n: count() }).from(winningBids).where(eq(winningBids.cityCode, cityCode)),
    db.select({ n: count() }).from(suppliers).where(eq(suppliers.cityCode, cityCode)),
    db.select({ n: count() }).from(cases).where(eq(cases.cityCode, cityCode)),
    db
      .select({
        bidId: winningBids.id,
        projectName: winningBids.projectName,
        purchaser: winningBids.purchaser,
        amount: winningBids.amount,
        publishTime: winningBids.publishTime,
      })
      .from(winningBids)
      .where(and(eq(winningBids.cityCode, cityCode), eq(winningBids.bidState, 1)))
      .orderBy(desc(winningBids.publishTime))
      .limit(8),
    db
      .select({
        caseUuid: cases.uuidSecret,
        source: cases.source,
        caseTitle: cases.caseTitle,
        parentIndName: cases.parentIndName,
        buName: cases.buName,
      })
      .from(cases)
      .orderBy(desc(cases.publishTime))
      .limit(6),
    latestArticles(6),
  ]);
  return {
    bidCount: bidCount[0]?.n ?? 0,
    supplierCount: supplierCount[0]?.n ?? 0,
    caseCount: caseCount[0]?.n ?? 0,
    latestBids,
    latestCases,
    latestNews,
  };
}
