'use client';

// A client component only so a list's RSC payload carries each card's data once, not its markup.
import { Tag } from '@/components/ui/tag';
import { formatDate } from '@/lib/format/date';
import { bidBudgetText } from '@/lib/opportunities/card-text';
import { bidHref } from '@/lib/opportunities/links';
import { BUSINESS_DIRECTIONS, nameOf } from '@/lib/opportunities/options';
import type { BidCard as BidCardData } from '@/lib/opportunities/types';
import { CardFrame, Fact } from './card-frame';
import { FollowButton } from './follow-button';

/** Bid card (001 §3): a purchase intention or notice. */
export function BidCard({ card, jfId }: { card: BidCardData; jfId: number | null }) {
  return (
    <CardFrame
      testId="bid-card"
      href={bidHref(card)}
      title={card.projectName}
      recommend={card.recommend}
      ended={card.showEndStatus}
      amountLabel={card.type === 1 ? '预算金额' : '采购预算'}
      amount={bidBudgetText(card)}
      tags={
        <>
          {card.tags.map((tag) => (
            <Tag key={tag.name} tone={tag.type}>
              {tag.name}
            </Tag>
          ))}
          <span className="text-ink-faint">{card.cityName}</span>
          <span aria-hidden className="text-line-strong">|</span>
          <span className="text-ink-faint">{nameOf(BUSINESS_DIRECTIONS, card.businessDirection)}</span>
        </>
      }
      facts={
        <>
          <Fact label="项目编号">{card.projectNumber}</Fact>
          <Fact label="采购单位">{card.purchaserName}</Fact>
          <Fact label={card.type === 1 ? '预计采购' : '开标时间'}>{card.biddingDateFrom ? formatDate(card.biddingDateFrom) : '待定'}</Fact>
          <Fact label="截止时间">{card.bidDeadLine ? formatDate(card.bidDeadLine) : '以公告为准'}</Fact>
        </>
      }
      foot={
        <>
          <time dateTime={card.publishTime} className="tabular-nums">
            发布于 {formatDate(card.publishTime)}
          </time>
          <FollowButton className="ml-auto" orderId={card.code} followed={card.followed} jfId={jfId} />
        </>
      }
    />
  );
}
