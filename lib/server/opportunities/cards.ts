import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { childNameOf, JOB_TYPES, nameOf, SERVICE_CATEGORIES } from '@/lib/opportunities/options';
import type { BidCard, OutsourcingCard } from '@/lib/opportunities/types';
import { bidOpportunities, cities, demandFollows, outsourcingDemands } from '@/lib/server/db/schema';
import { pageSession } from '@/lib/server/session/auth';
import type { TagTone } from '@/lib/ui/tag-tone';

// The card columns and their mapping, shared by the lists and the detail pages (one reading of a row).

/** Who is looking: follows are per identity (user and current buId). */
export interface Viewer {
  userId: number;
  buId: number;
}

/** demand_follow.kind: 1 a bid opportunity (its code), 2 an outsourcing demand (its orderNo). */
export const FOLLOW_KIND = { bid: 1, demand: 2 } as const;

/** Whether the viewer follows the row whose public id is `orderId`; false for a visitor, without a query. */
function followedBy(viewer: Viewer | null, kind: number, orderId: AnyPgColumn): SQL<boolean> {
  if (!viewer) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${demandFollows} where ${demandFollows.userId} = ${viewer.userId}
    and ${demandFollows.buId} = ${viewer.buId} and ${demandFollows.kind} = ${kind} and ${demandFollows.orderId} = ${orderId})`;
}

/** A tender's budget in yuan (001 §9: notices as given, the others in 万). */
export const bidBudgetYuan = sql<string | null>`case when ${bidOpportunities.type} = 2 then ${bidOpportunities.budgetAmount} else ${bidOpportunities.budgetAmount} * 10000 end`;

export const bidCardColumns = (viewer: Viewer | null) => ({
  code: bidOpportunities.code,
  type: bidOpportunities.type,
  bidSource: bidOpportunities.bidSource,
  projectName: bidOpportunities.projectName,
  projectNumber: bidOpportunities.projectNumber,
  purchaserName: bidOpportunities.purchaserName,
  cityName: cities.name,
  businessDirection: bidOpportunities.businessDirection,
  publishTime: bidOpportunities.publishTime,
  biddingDateFrom: bidOpportunities.biddingDateFrom,
  bidDeadline: bidOpportunities.bidDeadline,
  budgetAmount: bidOpportunities.budgetAmount,
  recommend: bidOpportunities.recommend,
  tags: bidOpportunities.tags,
  followed: followedBy(viewer, FOLLOW_KIND.bid, bidOpportunities.code),
});

interface BidCardRow {
  code: string;
  type: number;
  bidSource: number;
  projectName: string;
  projectNumber: string;
  purchaserName: string;
  cityName: string | null;
  businessDirection: string;
  publishTime: Date;
  biddingDateFrom: Date | null;
  bidDeadline: Date | null;
  budgetAmount: string | null;
  recommend: boolean;
  tags: { name: string; type: TagTone }[];
  followed: boolean;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toBidCard(row: BidCardRow, now: Date): BidCard {
  return {
    ...row,
    cityName: row.cityName ?? '',
    publishTime: row.publishTime.toISOString(),
    biddingDateFrom: iso(row.biddingDateFrom),
    bidDeadLine: iso(row.bidDeadline),
    budgetAmount: row.budgetAmount === null ? null : Number(row.budgetAmount),
    showEndStatus: row.bidDeadline !== null && row.bidDeadline <= now,
    followed: Boolean(row.followed),
  };
}

export const demandCardColumns = (viewer: Viewer | null) => ({
  orderNo: outsourcingDemands.orderNo,
  orderName: outsourcingDemands.orderName,
  kind: outsourcingDemands.kind,
  cityName: cities.name,
  primaryClass: outsourcingDemands.primaryClass,
  secondClass: outsourcingDemands.secondClass,
  createdAt: outsourcingDemands.createdAt,
  recommend: outsourcingDemands.recommend,
  bidValidUntil: outsourcingDemands.bidValidUntil,
  vipUntil: outsourcingDemands.vipUntil,
  bookCount: outsourcingDemands.bookCount,
  personOrder: outsourcingDemands.personOrder,
  fieldWork: outsourcingDemands.fieldWork,
  price: outsourcingDemands.price,
  techDirection: outsourcingDemands.techDirection,
  followed: followedBy(viewer, FOLLOW_KIND.demand, outsourcingDemands.orderNo),
});

interface DemandCardRow {
  orderNo: string;
  orderName: string;
  kind: number;
  cityName: string | null;
  primaryClass: string | null;
  secondClass: string | null;
  createdAt: Date;
  recommend: boolean;
  bidValidUntil: Date | null;
  vipUntil: Date | null;
  bookCount: number;
  personOrder: number | null;
  fieldWork: number | null;
  price: string | null;
  techDirection: string | null;
  followed: boolean;
}

/** The card's category: the second level by name, else the first. */
function categoryName(kind: number, primary: string | null, second: string | null): string | null {
  const tree = kind === 2 ? JOB_TYPES : SERVICE_CATEGORIES;
  if (second) return childNameOf(tree, second);
  return primary ? nameOf(tree, primary) : null;
}

export function toOutsourcingCard(row: DemandCardRow, now: Date): OutsourcingCard {
  return {
    orderNo: row.orderNo,
    orderName: row.orderName,
    channel: row.kind === 2 ? 2 : 1,
    cityName: row.cityName ?? '',
    categoryName: categoryName(row.kind, row.primaryClass, row.secondClass),
    putTimeStr: row.createdAt.toISOString(),
    recommend: row.recommend,
    bidValidTimeOut: row.bidValidUntil !== null && row.bidValidUntil <= now,
    bidValidtime: iso(row.bidValidUntil),
    vipTimeLimit: iso(row.vipUntil),
    bookCount: row.bookCount,
    personOrder: row.personOrder,
    fieldWork: row.fieldWork,
    price: row.price === null ? null : Number(row.price),
    techDirection: row.techDirection,
    demandAttStatus: row.followed ? 1 : 0,
  };
}

/** The identity of this page request (a live session's user and buId), or null for a visitor. */
export async function pageViewer(): Promise<Viewer | null> {
  const session = await pageSession();
  return session && { userId: session.userId, buId: session.buId };
}
