'use client';

// A client component only so the page's RSC payload carries the record's data once instead of its
// whole markup: lists repeat this markup for every result.
import { Tag } from '@/components/ui/tag';
import { formatAmount } from '@/lib/format/amount';
import { formatDate } from '@/lib/format/date';
import type { BidHit } from '@/lib/bids/types';
import { parseHighlight } from '@/lib/search/highlight';
import { Highlighted } from './highlighted';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="inline text-ink-faint">{label}：</dt>
      <dd className="inline break-words text-ink-muted">{children}</dd>
    </div>
  );
}

/** A winning-bid record of the search results (000 §3). */
export function BidItem({ bid }: { bid: BidHit }) {
  const won = bid.bidState === 1;
  return (
    <article className="result-row" data-testid="bid-item">
      <div className="flex items-start gap-3">
        <h3 className="min-w-0 flex-1 text-base font-medium leading-snug">
          <a href={`/search-signdetail.html?id=${bid.bidId}`} className="hover:text-primary-active">
            <Highlighted segments={parseHighlight(bid.projectName)} />
          </a>
        </h3>
        <div className="shrink-0 text-right">
          <div className="text-lg font-semibold tabular-nums text-price" data-testid="bid-amount">
            {formatAmount(bid.amount)}
          </div>
        </div>
      </div>
      <div className="mt-1.5 flex flex-wrap items-center gap-2 text-meta">
        <Tag tone={won ? 'success' : 'info'}>{won ? '已中标' : '未中标'}</Tag>
        <Tag>{bid.cityName}</Tag>
        <Tag tone="info">{bid.purchaserType}</Tag>
        <Tag tone="info">{bid.purchaseWay}</Tag>
        <time className="ml-auto tabular-nums text-ink-faint" dateTime={bid.publishTime} data-testid="bid-time">
          {formatDate(bid.publishTime)}
        </time>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-meta sm:grid-cols-2">
        <Fact label="采购单位">{bid.purchaser.split(/\s+/).join('、')}</Fact>
        <Fact label="中标单位">
          {bid.bidCompId ? (
            <a href={`/search-supplierdetail.html?id=${bid.bidCompId}`} className="hover:text-primary-active">
              {bid.bidComp}
            </a>
          ) : (
            bid.bidComp
          )}
        </Fact>
      </dl>
    </article>
  );
}
