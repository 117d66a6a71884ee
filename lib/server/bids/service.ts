import 'server-only';
import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import { cache } from 'react';
import type { ListPage } from '@/lib/api/list';
import type { WinningBidDetail, BidRecord } from '@/lib/bids/types';
import { getReadDb } from '@/lib/server/db/client';
import { paged, type PageRequest } from '@/lib/server/db/paging';
import { purchasers, winningBids } from '@/lib/server/db/schema';
import { bidRecordColumns } from './columns';

const detailColumns = {
  ...bidRecordColumns,
  projectNumber: winningBids.projectNumber,
  cityCode: winningBids.cityCode,
  provinceName: winningBids.provinceName,
  purchaseCode: winningBids.purchaseCode,
  serviceTrade: winningBids.serviceTrade,
  budgetAmount: winningBids.budgetAmount,
  bidOpenTime: winningBids.bidOpenTime,
  content: winningBids.content,
};

type RecordRow = Omit<BidRecord, 'publishTime'> & { publishTime: Date };
type DetailRow = Omit<WinningBidDetail, 'publishTime' | 'bidOpenTime'> & { publishTime: Date; bidOpenTime: Date | null };

function toRecord(row: RecordRow): BidRecord {
  return { ...row, publishTime: row.publishTime.toISOString() };
}

function toDetail(row: DetailRow): WinningBidDetail {
  return { ...row, publishTime: row.publishTime.toISOString(), bidOpenTime: row.bidOpenTime?.toISOString() ?? null };
}

async function findBid(where: SQL): Promise<WinningBidDetail | null> {
  const db = await getReadDb();
  const [row] = await db.select(detailColumns).from(winningBids).where(where).limit(1);
  return row ? toDetail(row) : null;
}

/** The bid of the detail page; cached per request, which the metadata and the page both read. */
export const getBidById = cache((bidId: number) => findBid(eq(winningBids.id, bidId)));

export function getBidByCode(bidCode: string): Promise<WinningBidDetail | null> {
  return findBid(eq(winningBids.bidCode, bidCode));
}

/** One page of bids matching `where`, newest first, with the total. */
export async function pageOfBids(where: SQL | undefined, paging: PageRequest): Promise<ListPage<BidRecord>> {
  const db = await getReadDb();
  const page = await paged(winningBids, where, paging, (limit, offset) =>
    db
      .select(bidRecordColumns)
      .from(winningBids)
      .where(where)
      .orderBy(desc(winningBids.publishTime), desc(winningBids.id))
      .limit(limit)
      .offset(offset),
  );
  return { list: page.list.map(toRecord), total: page.total };
}

/**
 * The purchaser's other bids (getHistoryBidByPurchaseCode), newest first; `excludeBidCode` is the
 * bid being viewed. Null when no purchaser has the code.
 */
export async function getPurchaserBids(
  purchaseCode: string,
  excludeBidCode: string | undefined,
  paging: PageRequest,
): Promise<ListPage<BidRecord> | null> {
  const db = await getReadDb();
  const [known] = await db.select({ id: purchasers.id }).from(purchasers).where(eq(purchasers.purchaseCode, purchaseCode)).limit(1);
  if (!known) return null;
  const where = and(
    eq(winningBids.purchaseCode, purchaseCode),
    excludeBidCode === undefined ? undefined : ne(winningBids.bidCode, excludeBidCode),
  );
  return pageOfBids(where, paging);
}
