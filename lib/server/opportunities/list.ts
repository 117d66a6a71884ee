import 'server-only';
import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { FOLLOWS_TAB, type BidListQuery, type DemandListQuery, type ListQuery } from '@/lib/opportunities/list-params';
import type { BidCard, OutsourcingCard } from '@/lib/opportunities/types';
import { getDb } from '@/lib/server/db/client';
import { bidOpportunities, cities, demandFollows, outsourcingDemands } from '@/lib/server/db/schema';
import type { SortOrder } from '@/lib/ui/sort';
import { bidBudgetYuan, bidCardColumns, demandCardColumns, FOLLOW_KIND, toBidCard, toOutsourcingCard, type Viewer } from './cards';

// The two opportunity lists (001 §3 Bid card, Outsourcing card): one page under the filters and the sort bar's tab, and the
// total. 'My follows' (tab 6) lists what the viewer's identity follows, latest follow first; a
// visitor has none (the page asks them to log in).

export interface Page<T> {
  items: T[];
  total: number;
}

const EMPTY = { items: [], total: 0 };

type Column = Parameters<typeof asc>[0];

/** What a list sorts by: the sort bar's three keys, the recommended order, the public id and the serial. */
interface SortColumns {
  budget: SQL | Column;
  delivery: Column;
  time: Column;
  recommend: Column;
  id: Column;
}

/** The tab's order; ties go by id the same way, so pages never overlap, and rows without a value come last. */
function orderingOf(q: ListQuery, c: SortColumns): SQL[] {
  const by = (column: SQL | Column, order: SortOrder) =>
    order === 'asc' ? [sql`${column} asc nulls last`, asc(c.id)] : [sql`${column} desc nulls last`, desc(c.id)];
  switch (q.sort) {
    case 'budget':
      return by(c.budget, q.order);
    case 'delivery':
      return by(c.delivery, q.order);
    case 'time':
      return by(c.time, q.order);
    case FOLLOWS_TAB:
      return [desc(demandFollows.createdAt), desc(c.id)];
    default:
      return [desc(c.recommend), desc(c.time), desc(c.id)];
  }
}

const budgetRange = (value: SQL | Column, q: ListQuery) => [
  q.budgetMin === undefined ? undefined : sql`${value} >= ${q.budgetMin}`,
  q.budgetMax === undefined ? undefined : sql`${value} <= ${q.budgetMax}`,
];

/** The viewer identity's follows of one kind, joined on the row's public id. */
const followJoin = (viewer: Viewer, kind: number, orderId: Column) =>
  and(eq(demandFollows.userId, viewer.userId), eq(demandFollows.buId, viewer.buId), eq(demandFollows.kind, kind), eq(demandFollows.orderId, orderId));

export async function listBidOpportunities(q: BidListQuery, viewer: Viewer | null, now = new Date()): Promise<Page<BidCard>> {
  const follows = q.sort === FOLLOWS_TAB;
  if (follows && !viewer) return EMPTY;
  const t = bidOpportunities;
  const where = and(
    q.cityCode ? eq(t.cityCode, q.cityCode) : undefined,
    q.direction ? eq(t.businessDirection, q.direction) : undefined,
    q.type ? eq(t.type, q.type) : undefined,
    q.since ? gte(t.publishTime, q.since) : undefined,
    ...budgetRange(bidBudgetYuan, q),
  );
  const db = await getDb();
  const rows = db.select(bidCardColumns(viewer)).from(t).leftJoin(cities, eq(cities.code, t.cityCode)).$dynamic();
  const totals = db.select({ n: count() }).from(t).$dynamic();
  if (follows && viewer) for (const query of [rows, totals]) query.innerJoin(demandFollows, followJoin(viewer, FOLLOW_KIND.bid, t.code));
  const order = orderingOf(q, { budget: bidBudgetYuan, delivery: t.bidDeadline, time: t.publishTime, recommend: t.recommend, id: t.id });
  const [page, [total]] = await Promise.all([
    rows.where(where).orderBy(...order).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    totals.where(where),
  ]);
  return { items: page.map((r) => toBidCard(r, now)), total: total?.n ?? 0 };
}

export async function listOutsourcingDemands(q: DemandListQuery, viewer: Viewer | null, now = new Date()): Promise<Page<OutsourcingCard>> {
  const follows = q.sort === FOLLOWS_TAB;
  if (follows && !viewer) return EMPTY;
  const t = outsourcingDemands;
  // Only open demands are public: pending ones wait for the platform, closed ones are done.
  const where = and(
    eq(t.status, 'open'),
    eq(t.kind, q.channel),
    q.cityCode ? eq(t.cityCode, q.cityCode) : undefined,
    q.category ? eq(t.primaryClass, q.category) : undefined,
    q.subCategory ? eq(t.secondClass, q.subCategory) : undefined,
    q.since ? gte(t.createdAt, q.since) : undefined,
    ...budgetRange(t.price, q),
  );
  const db = await getDb();
  const rows = db.select(demandCardColumns(viewer)).from(t).leftJoin(cities, eq(cities.code, t.cityCode)).$dynamic();
  const totals = db.select({ n: count() }).from(t).$dynamic();
  if (follows && viewer) for (const query of [rows, totals]) query.innerJoin(demandFollows, followJoin(viewer, FOLLOW_KIND.demand, t.orderNo));
  const order = orderingOf(q, { budget: t.price, delivery: t.bidValidUntil, time: t.createdAt, recommend: t.recommend, id: t.id });
  const [page, [total]] = await Promise.all([
    rows.where(where).orderBy(...order).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    totals.where(where),
  ]);
  return { items: page.map((r) => toOutsourcingCard(r, now)), total: total?.n ?? 0 };
}
