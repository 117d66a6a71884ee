import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import type { ListPage } from '@/lib/api/list';
import { normalizeCityCode } from '@/lib/city/rules';
import { BID_BUDGETS, BID_TYPES, DEMAND_BUDGETS, DEMAND_TABS, SORT_TABS, TIME_WINDOWS, type BudgetRange, type ListQuery } from '@/lib/opportunities/list-params';
import { BUSINESS_DIRECTIONS, RECEIVE_REQUIREMENTS, RESIDENT_PERIODS, SETTLEMENT_PERIODS } from '@/lib/opportunities/options';
import type { govListSchema, hroHallSchema, recommendDemandSchema } from '@/lib/opportunities/schemas';
import type { BidCard, BidOpportunityDetail, OutsourcingCard, WorkMarketInit } from '@/lib/opportunities/types';
import { notFound } from '@/lib/server/http/errors';
import { pageSessionOf } from '@/lib/server/session/auth';
import type { Viewer } from './cards';
import { getBidOpportunity } from './details';
import { listBidOpportunities, listOutsourcingDemands } from './list';

// The opportunity calls of 000 §7 (getRecommendDemandList, hrohallshowList, workMarketInitData,
// getNewGovList, getGovIntentionList, getNewGovInfo, getGovIntentionInfo): the lists and detail reads
// /demandHall.html and /business.html already make, with the same filters and the viewer's follows.

const DAY_MS = 86_400_000;

/** The request's identity for the follow marks; a visitor (or a lapsed login) lists without them. */
export async function viewerOf(req: NextRequest): Promise<Viewer | null> {
  const session = await pageSessionOf(req);
  return session && { userId: session.userId, buId: session.buId };
}

type ListInput = Omit<z.infer<typeof govListSchema>, 'direction'>;

function listQuery(input: ListInput, budgets: readonly BudgetRange[], now: Date): ListQuery {
  const budget = budgets.find((b) => b.key === input.budget);
  const window = TIME_WINDOWS.find((t) => t.key === input.time);
  return {
    cityCode: input.cityCode && normalizeCityCode(input.cityCode),
    budgetMin: budget?.min ?? undefined,
    budgetMax: budget?.max ?? undefined,
    since: window ? new Date(now.getTime() - window.days * DAY_MS) : undefined,
    sort: input.sort,
    order: input.order,
    page: input.pageStart,
    pageSize: input.pageSize,
  };
}

const answer = <T>(page: { items: T[]; total: number }): ListPage<T> => ({ list: page.items, total: page.total });

/** getRecommendDemandList: open demands of a channel in the recommended order (recommended, then newest). */
export async function recommendedDemands(input: z.infer<typeof recommendDemandSchema>, viewer: Viewer | null): Promise<ListPage<OutsourcingCard>> {
  const q = { channel: input.channel, cityCode: input.cityCode && normalizeCityCode(input.cityCode), sort: '', order: 'desc', page: input.pageStart, pageSize: input.pageSize } as const;
  return answer(await listOutsourcingDemands(q, viewer));
}

/** hrohallshowList: the manpower outsourcing hall (channel 2), as the hall's 人力外包 tab lists it. */
export async function manpowerHall(input: z.infer<typeof hroHallSchema>, viewer: Viewer | null, now = new Date()): Promise<ListPage<OutsourcingCard>> {
  const q = { ...listQuery(input, DEMAND_BUDGETS, now), channel: 2, category: input.category, subCategory: input.subCategory } as const;
  return answer(await listOutsourcingDemands(q, viewer, now));
}

/** getNewGovList (type 2, notices) and getGovIntentionList (type 1, intentions). */
export async function govOpportunities(type: 1 | 2, input: z.infer<typeof govListSchema>, viewer: Viewer | null, now = new Date()): Promise<ListPage<BidCard>> {
  return answer(await listBidOpportunities({ ...listQuery(input, BID_BUDGETS, now), direction: input.direction, type }, viewer, now));
}

/** getNewGovInfo (type 2) and getGovIntentionInfo (type 1): one tender of that type; 404 otherwise. */
export async function govOpportunity(type: 1 | 2, code: string, viewer: Viewer | null): Promise<BidOpportunityDetail> {
  const found = await getBidOpportunity(code, viewer);
  if (!found || found.type !== type) throw notFound(type === 1 ? '采购意向不存在' : '采购公告不存在');
  return found;
}

/** workMarketInitData: everything the work market (demand hall) needs before its first list. */
export function workMarketInitData(): WorkMarketInit {
  return {
    tabs: DEMAND_TABS.map(({ key, label, channel, tree, categoryLabel }) => ({ key, label, channel, categoryLabel, categories: [...tree] })),
    sortTabs: [...SORT_TABS],
    budgets: DEMAND_BUDGETS.map(({ key, label }) => ({ key, label })),
    timeWindows: TIME_WINDOWS.map(({ key, label }) => ({ key, label })),
    receiveRequirements: [...RECEIVE_REQUIREMENTS],
    residentPeriods: [...RESIDENT_PERIODS],
    settlementPeriods: [...SETTLEMENT_PERIODS],
    bidTypes: [...BID_TYPES],
    businessDirections: [...BUSINESS_DIRECTIONS],
    bidBudgets: BID_BUDGETS.map(({ key, label }) => ({ key, label })),
  };
}
