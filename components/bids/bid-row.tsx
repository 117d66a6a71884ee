import { Tag } from '@/components/ui/tag';
import { purchaserNames } from '@/lib/bids/purchaser';
import type { BidRecord } from '@/lib/bids/types';
import { bidDetailHref } from '@/lib/bids/url';
import { formatAmount } from '@/lib/format/amount';
import { formatDate } from '@/lib/format/date';

/** 中标 for a won bid (bidState 1), 未中标 for a candidate announcement. */
export function BidStateTag({ bidState }: { bidState: number }) {
  return bidState === 1 ? <Tag tone="success">中标</Tag> : <Tag tone="info">未中标</Tag>;
}

/**
 * A bid in a detail page's list. `party` names the other side: the winner in a purchaser's history,
 * the purchaser in a supplier's record.
 */
export function BidRow({ bid, party }: { bid: BidRecord; party: 'winner' | 'purchaser' }) {
  return (
    <li className="flex gap-4 py-3 first:pt-0 last:pb-0" data-testid="bid-row">
      <div className="min-w-0 flex-1">
        <a href={bidDetailHref(bid.bidId)} className="line-clamp-2 font-medium leading-snug hover:text-primary-active">
          {bid.projectName}
        </a>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-meta text-ink-faint">
          <BidStateTag bidState={bid.bidState} />
          <span>{bid.cityName}</span>
          <span>{bid.purchaseWay}</span>
          <span className="min-w-0 break-words">
            {party === 'purchaser'
              ? `采购单位：${purchaserNames(bid.purchaser).join('、')}`
              : `${bid.bidState === 1 ? '中标单位' : '中标候选人'}：${bid.bidComp}`}
          </span>
        </p>
      </div>
      <div className="shrink-0 text-right">
        <div className="font-semibold tabular-nums text-price">{formatAmount(bid.amount)}</div>
        <time dateTime={bid.publishTime} className="text-meta tabular-nums text-ink-faint">
          {formatDate(bid.publishTime)}
        </time>
      </div>
    </li>
  );
}
