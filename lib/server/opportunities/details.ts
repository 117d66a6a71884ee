import 'server-only';
import { and, eq } from 'drizzle-orm';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { bidPagePath, type BidOpportunityDetail, type OutsourcingDetail } from '@/lib/opportunities/details';
import { bidHref } from '@/lib/opportunities/links';
import { childNameOf, JOB_TYPES, nameOf, RESIDENT_PERIODS, SERVICE_CATEGORIES, SETTLEMENT_PERIODS } from '@/lib/opportunities/options';
import { getDb } from '@/lib/server/db/client';
import { bidOpportunities, cities, outsourcingDemands } from '@/lib/server/db/schema';
import { bidCardColumns, demandCardColumns, pageViewer, toBidCard, toOutsourcingCard, type Viewer } from './cards';

// One opportunity for its detail page, by the public id its card links with; null when there is none
// (or, for a demand, when it is not open: only open demands are public).

export async function getBidOpportunity(code: string, viewer: Viewer | null, now = new Date()): Promise<BidOpportunityDetail | null> {
  const db = await getDb();
  const t = bidOpportunities;
  const [row] = await db
    .select({ ...bidCardColumns(viewer), purchaseUnit: t.purchaseUnit, content: t.content })
    .from(t)
    .leftJoin(cities, eq(cities.code, t.cityCode))
    .where(eq(t.code, code))
    .limit(1);
  if (!row) return null;
  const { purchaseUnit, content, ...card } = row;
  return { ...toBidCard(card, now), purchaseUnit, content };
}

export async function getOutsourcingDemand(orderNo: string, viewer: Viewer | null, now = new Date()): Promise<OutsourcingDetail | null> {
  const db = await getDb();
  const t = outsourcingDemands;
  const [row] = await db
    .select({
      ...demandCardColumns(viewer),
      memo: t.memo,
      receiveRequirement: t.receiveRequirement,
      residentPeriod: t.residentPeriod,
      settlementPeriod: t.settlementPeriod,
    })
    .from(t)
    .leftJoin(cities, eq(cities.code, t.cityCode))
    .where(and(eq(t.orderNo, orderNo), eq(t.status, 'open')))
    .limit(1);
  if (!row) return null;
  const { memo, receiveRequirement, residentPeriod, settlementPeriod, ...card } = row;
  const tree = row.kind === 2 ? JOB_TYPES : SERVICE_CATEGORIES;
  return {
    ...toOutsourcingCard(card, now),
    memo,
    primaryClassName: row.primaryClass ? nameOf(tree, row.primaryClass) : null,
    secondClassName: row.secondClass ? childNameOf(tree, row.secondClass) : null,
    receiveRequirement,
    residentPeriodName: residentPeriod ? nameOf(RESIDENT_PERIODS, residentPeriod) : null,
    settlementPeriodName: settlementPeriod ? nameOf(SETTLEMENT_PERIODS, settlementPeriod) : null,
  };
}

/**
 * One request's tender for its page (metadata and page share the read): a 404 for an unknown code,
 * and a permanent redirect when the card's link leads to another of the three detail pages.
 */
export const bidForPage = cache(async (code: string | null, path: string): Promise<{ bid: BidOpportunityDetail; viewer: Viewer | null }> => {
  const viewer = await pageViewer();
  const bid = code ? await getBidOpportunity(code, viewer) : null;
  if (!bid) notFound();
  if (bidPagePath(bid) !== path) permanentRedirect(bidHref(bid));
  return { bid, viewer };
});

export const demandForPage = cache(async (orderNo: string | null): Promise<{ demand: OutsourcingDetail; viewer: Viewer | null }> => {
  const viewer = await pageViewer();
  const demand = orderNo ? await getOutsourcingDemand(orderNo, viewer) : null;
  if (!demand) notFound();
  return { demand, viewer };
});
