import 'server-only';
import { winningBids } from '@/lib/server/db/schema';

/** The columns of a bid search result (BidHit): the record's columns but its code. */
export const bidHitColumns = {
  bidId: winningBids.id,
  projectName: winningBids.projectName,
  bidState: winningBids.bidState,
  cityName: winningBids.cityName,
  purchaserType: winningBids.purchaserType,
  purchaser: winningBids.purchaser,
  purchaseWay: winningBids.purchaseWay,
  bidComp: winningBids.bidComp,
  bidCompId: winningBids.bidCompId,
  amount: winningBids.amount,
  publishTime: winningBids.publishTime,
};

/** The columns of a winning-bid record (000 §3), named as BidRecord names them. */
export const bidRecordColumns = { ...bidHitColumns, bidCode: winningBids.bidCode };
