import { Fact, FactGrid } from '@/components/detail/fact-grid';
import { Tag } from '@/components/ui/tag';
import { purchaserNames } from '@/lib/bids/purchaser';
import type { WinningBidDetail } from '@/lib/bids/types';
import { formatAmount } from '@/lib/format/amount';
import { purchaserHref } from '@/lib/market/links';
import { formatDate } from '@/lib/format/date';
import { supplierDetailHref } from '@/lib/suppliers/url';
import { BidStateTag } from './bid-row';

/** The head of the bid detail: project, state and where it was bought, then the key facts. */
export function BidOverview({ bid }: { bid: WinningBidDetail }) {
  const won = bid.bidState === 1;
  return (
    <header className="rounded-card border border-line bg-white">
      <div className="px-4 py-5 md:px-6">
        <h1 className="break-words text-xl font-semibold leading-snug md:text-2xl">{bid.projectName}</h1>
        <p className="mt-3 flex flex-wrap items-center gap-2">
          <BidStateTag bidState={bid.bidState} />
          <Tag tone="primary">{bid.cityName}</Tag>
          <Tag tone="info">{bid.purchaserType}</Tag>
          <Tag tone="info">{bid.purchaseWay}</Tag>
          <span className="min-w-0 break-all text-meta text-ink-faint">项目编号：{bid.projectNumber}</span>
        </p>
      </div>
      <FactGrid className="border-t border-line px-4 py-4 md:px-6" data-testid="bid-facts">
        {/* The first name is the main purchaser, whose code the record carries: its profile (docs/analytics.md). */}
        <Fact label="采购单位" wide>
          {purchaserNames(bid.purchaser).map((name, i) => (
            <span key={`${i}-${name}`}>
              {i > 0 && '、'}
              {i === 0 ? (
                <a href={purchaserHref(bid.purchaseCode)} className="text-primary-active hover:underline" data-testid="purchaser-link">
                  {name}
                </a>
              ) : (
                name
              )}
            </span>
          ))}
        </Fact>
        {/* A candidate announcement names the first candidate and its offer, not a winner. */}
        <Fact label={won ? '中标单位' : '中标候选人'} wide>
          {bid.bidCompId === null ? (
            bid.bidComp
          ) : (
            <a href={supplierDetailHref(bid.bidCompId)} className="text-primary-active hover:underline" data-testid="winner-link">
              {bid.bidComp}
            </a>
          )}
        </Fact>
        <Fact label={won ? '中标金额' : '投标报价'}>
          <span className="font-semibold tabular-nums text-price" data-testid="bid-amount">
            {formatAmount(bid.amount)}
          </span>
        </Fact>
        <Fact label="预算金额">
          <span className="tabular-nums">{bid.budgetAmount === null ? '—' : formatAmount(bid.budgetAmount)}</span>
        </Fact>
        <Fact label="服务行业">{bid.serviceTrade}</Fact>
        <Fact label="发布时间">
          <time dateTime={bid.publishTime} className="tabular-nums">
            {formatDate(bid.publishTime)}
          </time>
        </Fact>
        <Fact label="开标时间">
          {bid.bidOpenTime ? (
            <time dateTime={bid.bidOpenTime} className="tabular-nums">
              {formatDate(bid.bidOpenTime)}
            </time>
          ) : (
            '—'
          )}
        </Fact>
      </FactGrid>
    </header>
  );
}
