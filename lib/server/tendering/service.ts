import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { normalizeCityCode } from '@/lib/city/rules';
import { formatAmount } from '@/lib/format/amount';
import { formatDate } from '@/lib/format/date';
import { bidHref, budgetYuan } from '@/lib/opportunities/links';
import { findCity } from '@/lib/server/city';
import { getDb } from '@/lib/server/db/client';
import { bidOpportunities, tenderAttachments, winningBids } from '@/lib/server/db/schema';
import { keptPerKey } from '@/lib/server/memo';
import { NO_STATISTICS, statisticsAfter } from '@/lib/tendering/stats';
import type { DealItem, TenderFileInfo, TenderStatistics } from '@/lib/tendering/types';

// The government tendering page (002 §2-§3): a city's tender statistics, its procurement
// notices (bid_opportunity type 2) as tender file info cards with their attachments, and its recent
// deals (winning bids).

/** Type 2 of bid_opportunity: a procurement notice (type 1 is an intention). */
const NOTICE = 2;

/**
 * getTenderStatistics: the city's awarded tenders (winning bids) and their total in 万元 with two
 * decimals. A city without any (or a code of no city) answers "0" for both. A large city has tens of
 * thousands of awarded bids, summed from the city's index alone (migration 0037: 20 ms for Beijing's
 * 41,000 at 1M bids, cold); the figures head every visit of its tendering pages, so they are summed
 * again every 5 minutes per process. Only known cities are kept, so the kept figures cannot grow with
 * the codes a caller makes up.
 */
export async function getTenderStatistics(requested: string): Promise<TenderStatistics> {
  // 000 §9: 500000 (the province code of Chongqing) stands for its city site 500100.
  const cityCode = normalizeCityCode(requested);
  return (await findCity(cityCode)) ? keptStatistics(cityCode) : NO_STATISTICS;
}

const keptStatistics = keptPerKey('tender-statistics', { ttlMs: 5 * 60_000 }, async (cityCode: string): Promise<TenderStatistics> => {
  const db = await getDb();
  const [row] = await db
    .select({ n: count(), total: sql<string | null>`sum(${winningBids.amount})` })
    .from(winningBids)
    .where(and(eq(winningBids.cityCode, cityCode), eq(winningBids.bidState, 1)));
  const n = row?.n ?? 0;
  const total = Number(row?.total ?? 0);
  return { tenderOrderNum: String(n), tenderAmount: n === 0 ? '0' : (total / 10_000).toFixed(2) };
});

/**
 * The statistics the city header shows: the call's answer through the header's rule, a failure
 * ignored like an answer with another code (002 §8), so the header never fails its page.
 */
export const headerStatistics = (cityCode: string): Promise<TenderStatistics> =>
  getTenderStatistics(cityCode).then(
    (data) => statisticsAfter({ code: 0, data }),
    () => NO_STATISTICS,
  );

const CONTENT_CUT = 120;

const cut = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

export interface NoticePage {
  items: TenderFileInfo[];
  total: number;
}

/**
 * One page of the city's procurement notices with their attachments: newest first, or with
 * `closingAfter` only those still open at that moment, closing soonest first.
 */
export async function listTenderNotices(cityCode: string, page: number, pageSize: number, opts: { closingAfter?: Date } = {}): Promise<NoticePage> {
  const db = await getDb();
  const t = bidOpportunities;
  const where = and(eq(t.cityCode, cityCode), eq(t.type, NOTICE), opts.closingAfter ? gte(t.bidDeadline, opts.closingAfter) : undefined);
  const order = opts.closingAfter ? [asc(t.bidDeadline), asc(t.id)] : [desc(t.publishTime), desc(t.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        code: t.code,
        type: t.type,
        bidSource: t.bidSource,
        projectName: t.projectName,
        purchaserName: t.purchaserName,
        budgetAmount: t.budgetAmount,
        publishTime: t.publishTime,
        bidDeadline: t.bidDeadline,
        content: t.content,
      })
      .from(t)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(t).where(where),
  ]);
  const files =
    rows.length === 0
      ? []
      : await db
          .select({ code: tenderAttachments.opportunityCode, title: tenderAttachments.title, url: tenderAttachments.url })
          .from(tenderAttachments)
          .where(inArray(tenderAttachments.opportunityCode, rows.map((r) => r.code)))
          .orderBy(asc(tenderAttachments.opportunityCode), asc(tenderAttachments.sort));
  const items = rows.map((r): TenderFileInfo => {
    const budget = budgetYuan({ type: r.type, budgetAmount: r.budgetAmount === null ? null : Number(r.budgetAmount) });
    const desc = [
      `采购单位：${r.purchaserName}`,
      `预算金额：${budget === null ? '详见公告' : formatAmount(budget)}`,
      r.bidDeadline ? `截止时间：${formatDate(r.bidDeadline)}` : null,
    ].filter((s) => s !== null);
    return {
      code: r.code,
      title: r.projectName,
      desc: desc.join('　'),
      fileInfo: files.filter((f) => f.code === r.code).map((f) => ({ attachmentUrl: f.url, attachmentTitle: f.title })),
      noticeContent: cut(r.content, CONTENT_CUT),
      infoUrl: bidHref(r),
      publishTime: formatDate(r.publishTime),
    };
  });
  return { items, total: total?.n ?? 0 };
}

/** The city's latest deals (winning bids), newest first. */
export async function recentDeals(cityCode: string, limit = 8): Promise<DealItem[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: winningBids.id, publishTime: winningBids.publishTime, bidComp: winningBids.bidComp, projectName: winningBids.projectName, amount: winningBids.amount })
    .from(winningBids)
    .where(and(eq(winningBids.cityCode, cityCode), eq(winningBids.bidState, 1)))
    .orderBy(desc(winningBids.publishTime))
    .limit(limit);
  return rows.map(toDealItem);
}

/** A winning bid as a deal item (002 §3 Deal item). */
export function toDealItem(r: { id: number; publishTime: Date; bidComp: string; projectName: string; amount: number }): DealItem {
  return { id: r.id, formatTime: formatDate(r.publishTime), inviteeName: r.bidComp, orderName: r.projectName, formatPrice: formatAmount(r.amount) };
}
