// What search engines read about a winning-bid record.
import { formatAmount } from '@/lib/format/amount';
import { formatDate } from '@/lib/format/date';
import { purchaserNames } from './purchaser';
import type { WinningBidDetail } from './types';

/** The meta description: who bought what and how, who won and for how much, and when. */
export function bidSummary(bid: WinningBidDetail): string {
  const won = bid.bidState === 1;
  return (
    `${purchaserNames(bid.purchaser).join('、')}以${bid.purchaseWay}方式采购“${bid.projectName}”（项目编号：${bid.projectNumber}），` +
    `${won ? '中标单位' : '第一中标候选人'}：${bid.bidComp}，${won ? '中标金额' : '投标报价'}：${formatAmount(bid.amount)}，` +
    `发布时间：${formatDate(bid.publishTime)}。`
  );
}
