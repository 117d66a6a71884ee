// Whether a new record belongs to a saved search's results (docs/features.md, Saved searches and feeds):
// the list services' filters (lib/server/opportunities/list.ts) as a predicate over one record, so a
// new record is matched against every saved search without a query per search. The saved query is read
// by the page's own parser and turned into the list service's query (bidListQuery, demandListQuery),
// so both sides share the budget ranges and codes; only the publish-time window is left out (a record
// being pushed was just published) and the order, which does not change what is listed.
import type { BidListQuery, DemandListQuery, ListQuery } from '@/lib/opportunities/list-params';

/** A bid opportunity as /business.html filters it. */
export interface PushedBid {
  list: 'business';
  /** 1 采购意向, 2 采购公告. */
  type: number;
  cityCode: string;
  businessDirection: string;
  /** Budget in yuan (null: not published). */
  budgetYuan: number | null;
}

/** An open outsourcing demand as /demandHall.html filters it. */
export interface PushedDemand {
  list: 'demands';
  /** 1 software, 2 manpower: the hall's tab. */
  channel: number;
  cityCode: string | null;
  primaryClass: string | null;
  secondClass: string | null;
  priceYuan: number | null;
}

export type PushedRecord = PushedBid | PushedDemand;

/** As in SQL: a range excludes a record without a budget, no range includes it. */
function inBudget(q: ListQuery, yuan: number | null): boolean {
  if (q.budgetMin === undefined && q.budgetMax === undefined) return true;
  if (yuan === null) return false;
  return (q.budgetMin === undefined || yuan >= q.budgetMin) && (q.budgetMax === undefined || yuan <= q.budgetMax);
}

const same = (wanted: string | number | undefined, value: string | number | null) => wanted === undefined || wanted === value;

export function bidMatches(q: BidListQuery, r: PushedBid): boolean {
  return same(q.cityCode, r.cityCode) && same(q.direction, r.businessDirection) && same(q.type, r.type) && inBudget(q, r.budgetYuan);
}

export function demandMatches(q: DemandListQuery, r: PushedDemand): boolean {
  return q.channel === r.channel && same(q.cityCode, r.cityCode) && same(q.category, r.primaryClass) && same(q.subCategory, r.secondClass) && inBudget(q, r.priceYuan);
}
