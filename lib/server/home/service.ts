import 'server-only';
import type { HomeOverview, HomeSupplier } from '@/lib/home/types';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { serviceListSchema } from '@/lib/solutions/schemas';
import { getDb } from '@/lib/server/db/client';
import { cases, suppliers, winningBids } from '@/lib/server/db/schema';
import { latestArticles } from '@/lib/server/news';
import { listBidOpportunities } from '@/lib/server/opportunities';
import { listNavCategories } from '@/lib/server/products';
import { toDealItem } from '@/lib/server/tendering';
import { listSolutions } from '@/lib/server/solutions';
import { usableLogo } from '@/lib/server/suppliers';

const CASES = 6;

const caseColumns = {
  caseUuid: cases.uuidSecret,
  source: cases.source,
  caseTitle: cases.caseTitle,
  parentIndName: cases.parentIndName,
  buName: cases.buName,
};

/** The city's own cases first (newest first), then the newest of other cities to fill the block. */
async function casesCityFirst(cityCode: string) {
  const db = await getDb();
  const own = await db.select(caseColumns).from(cases).where(eq(cases.cityCode, cityCode)).orderBy(desc(cases.publishTime)).limit(CASES);
  if (own.length === CASES) return own;
  const others = await db
    .select(caseColumns)
    .from(cases)
    .where(ne(cases.cityCode, cityCode))
    .orderBy(desc(cases.publishTime))
    .limit(CASES - own.length);
  return [...own, ...others];
}

/** Suppliers of the city with the most delivered cases. */
async function recommendedSuppliers(cityCode: string): Promise<HomeSupplier[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: suppliers.id, compName: suppliers.compName, logo: suppliers.logo, caseCount: suppliers.caseCount, serviceTrade: suppliers.serviceTrade, compScale: suppliers.compScale })
    .from(suppliers)
    .where(eq(suppliers.cityCode, cityCode))
    .orderBy(desc(suppliers.caseCount), desc(suppliers.id))
    .limit(6);
  return rows.map((r) => ({ ...r, logo: usableLogo(r.logo), serviceTrade: r.serviceTrade.slice(0, 3) }));
}

/** 平台优选 solutions first; the newest platform solutions when there are too few. */
async function recommendedSolutions() {
  const preferred = await listSolutions(serviceListSchema.parse({ pageSize: 6, originTag: 2 }));
  if (preferred.list.length === 6) return preferred.list;
  const more = await listSolutions(serviceListSchema.parse({ pageSize: 6 }));
  const seen = new Set(preferred.list.map((s) => s.originIdSec));
  return [...preferred.list, ...more.list.filter((s) => !seen.has(s.originIdSec))].slice(0, 6);
}

/** What the home page shows for one city: its totals and the newest of every kind of record. */
export async function getHomeOverview(cityCode: string, now = new Date()): Promise<HomeOverview> {
  const db = await getDb();
  const [bidCount, supplierCount, caseCount, latestBids, latestTenders, latestCases, solutions, topSuppliers, latestNews, categories] = await Promise.all([
    db.select({ n: count() }).from(winningBids).where(eq(winningBids.cityCode, cityCode)),
    db.select({ n: count() }).from(suppliers).where(eq(suppliers.cityCode, cityCode)),
    db.select({ n: sql<number>`count(*)::int` }).from(cases).where(eq(cases.cityCode, cityCode)),
    db
      .select({
        bidId: winningBids.id,
        projectName: winningBids.projectName,
        purchaser: winningBids.purchaser,
        amount: winningBids.amount,
        publishTime: winningBids.publishTime,
        bidComp: winningBids.bidComp,
      })
      .from(winningBids)
      .where(and(eq(winningBids.cityCode, cityCode), eq(winningBids.bidState, 1)))
      .orderBy(desc(winningBids.publishTime))
      .limit(8),
    listBidOpportunities({ cityCode, sort: '', order: 'desc', page: 1, pageSize: 8 }, null, now),
    casesCityFirst(cityCode),
    recommendedSolutions(),
    recommendedSuppliers(cityCode),
    latestArticles(6),
    listNavCategories(),
  ]);
  return {
    bidCount: bidCount[0]?.n ?? 0,
    supplierCount: supplierCount[0]?.n ?? 0,
    caseCount: caseCount[0]?.n ?? 0,
    latestBids,
    latestTenders: latestTenders.items,
    latestCases,
    solutions,
    suppliers: topSuppliers,
    latestNews,
    categories,
    // The recent deals are the newest winning bids, already read above.
    deals: latestBids.slice(0, 5).map(({ bidId, ...r }) => toDealItem({ id: bidId, ...r })),
  };
}
