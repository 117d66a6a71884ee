import 'server-only';
import type { HomeOverview, HomeSupplier } from '@/lib/home/types';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { HOME_BLOCK_SIZE, withPicks } from '@/lib/home/picks';
import { serviceListSchema } from '@/lib/solutions/schemas';
import { getDb } from '@/lib/server/db/client';
import { cases, solutions as solutionTable, suppliers, winningBids } from '@/lib/server/db/schema';
import { latestArticles } from '@/lib/server/news';
import { listBidOpportunities } from '@/lib/server/opportunities';
import { listNavCategories } from '@/lib/server/products';
import { toDealItem } from '@/lib/server/tendering';
import { cardColumns, listSolutions, toCard } from '@/lib/server/solutions';
import { usableLogo } from '@/lib/server/suppliers';
import { pinnedRefs } from './picks';

const CASES = 6;

const caseColumns = {
  caseUuid: cases.uuidSecret,
  source: cases.source,
  caseTitle: cases.caseTitle,
  parentIndName: cases.parentIndName,
  buName: cases.buName,
};

/** Rows found for `refs`, in the order of `refs` (an item gone since is skipped). */
function inOrder<T>(refs: readonly string[], rows: T[], refOf: (row: T) => string): T[] {
  const byRef = new Map(rows.map((r) => [refOf(r), r]));
  return refs.flatMap((ref) => byRef.get(ref) ?? []);
}

/** The city's own cases first (newest first), then the newest of other cities to fill the block. */
async function automaticCases(cityCode: string) {
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

/** The city's pinned cases (Operator console: home recommendations), then the automatic choice. */
async function casesCityFirst(cityCode: string, pinned: readonly string[]) {
  const db = await getDb();
  const [pins, auto] = await Promise.all([
    pinned.length === 0 ? [] : db.select(caseColumns).from(cases).where(inArray(cases.uuidSecret, [...pinned])),
    automaticCases(cityCode),
  ]);
  return withPicks(inOrder(pinned, pins, (r) => r.caseUuid), auto, (r) => r.caseUuid, HOME_BLOCK_SIZE.case);
}

/** The city's pinned suppliers, then its suppliers with the most delivered cases. */
async function recommendedSuppliers(cityCode: string, pinned: readonly string[]): Promise<HomeSupplier[]> {
  const db = await getDb();
  const columns = { id: suppliers.id, compName: suppliers.compName, logo: suppliers.logo, caseCount: suppliers.caseCount, serviceTrade: suppliers.serviceTrade, compScale: suppliers.compScale };
  const [pins, auto] = await Promise.all([
    pinned.length === 0 ? [] : db.select(columns).from(suppliers).where(inArray(suppliers.id, pinned.map(Number))),
    db.select(columns).from(suppliers).where(eq(suppliers.cityCode, cityCode)).orderBy(desc(suppliers.caseCount), desc(suppliers.id)).limit(HOME_BLOCK_SIZE.supplier),
  ]);
  const rows = withPicks(inOrder(pinned, pins, (r) => String(r.id)), auto, (r) => String(r.id), HOME_BLOCK_SIZE.supplier);
  return rows.map((r) => ({ ...r, logo: usableLogo(r.logo), serviceTrade: r.serviceTrade.slice(0, 3) }));
}

/** 平台优选 solutions first; the newest platform solutions when there are too few. */
async function automaticSolutions() {
  const preferred = await listSolutions(serviceListSchema.parse({ pageSize: 6, originTag: 2 }));
  if (preferred.list.length === 6) return preferred.list;
  const more = await listSolutions(serviceListSchema.parse({ pageSize: 6 }));
  const seen = new Set(preferred.list.map((s) => s.originIdSec));
  return [...preferred.list, ...more.list.filter((s) => !seen.has(s.originIdSec))].slice(0, 6);
}

/** The city's pinned solutions (Operator console: home recommendations), then the automatic choice. */
async function recommendedSolutions(pinned: readonly string[]) {
  const db = await getDb();
  const [pins, auto] = await Promise.all([
    pinned.length === 0 ? [] : db.select(cardColumns).from(solutionTable).where(inArray(solutionTable.originIdSec, [...pinned])),
    automaticSolutions(),
  ]);
  const cards = inOrder(pinned, pins, (r) => r.originIdSec).map((row) => toCard(row, []));
  return withPicks(cards, auto, (s) => s.originIdSec, HOME_BLOCK_SIZE.solution);
}

/** What the home page shows for one city: its totals and the newest of every kind of record. */
export async function getHomeOverview(cityCode: string, now = new Date()): Promise<HomeOverview> {
  const db = await getDb();
  const pinned = await pinnedRefs(cityCode);
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
    casesCityFirst(cityCode, pinned.case),
    recommendedSolutions(pinned.solution),
    recommendedSuppliers(cityCode, pinned.supplier),
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
