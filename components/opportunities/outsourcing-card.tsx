'use client';

// A client component only so a list's RSC payload carries each card's data once, not its markup.
import { Tag } from '@/components/ui/tag';
import { formatDate } from '@/lib/format/date';
import { fieldWorkLabel, priceText } from '@/lib/opportunities/card-text';
import { outsourcingHref } from '@/lib/opportunities/links';
import type { OutsourcingCard as OutsourcingCardData } from '@/lib/opportunities/types';
import { CardFrame, Fact } from './card-frame';
import { FollowButton } from './follow-button';

/** Outsourcing card (001 §3): a software or manpower outsourcing demand. */
export function OutsourcingCard({ card, jfId }: { card: OutsourcingCardData; jfId: number | null }) {
  const manpower = card.channel === 2;
  return (
    <CardFrame
      testId="outsourcing-card"
      href={outsourcingHref(card.orderNo)}
      title={card.orderName}
      recommend={card.recommend}
      ended={card.bidValidTimeOut}
      amountLabel={manpower ? '月预算/人' : '项目预算'}
      amount={priceText(card.price)}
      tags={
        <>
          <Tag tone="primary">{manpower ? '人力外包' : '软件外包'}</Tag>
          {card.categoryName && <Tag tone="success">{card.categoryName}</Tag>}
          <Tag tone="info">{fieldWorkLabel(card.fieldWork)}</Tag>
          <span className="text-ink-faint">{card.cityName}</span>
        </>
      }
      facts={
        <>
          <Fact label="技术方向">{card.techDirection ?? '不限'}</Fact>
          {manpower ? <Fact label="需求人数">{card.personOrder ?? 1} 人</Fact> : <Fact label="需求编号">{card.orderNo}</Fact>}
          <Fact label="投标截止">{card.bidValidtime ? formatDate(card.bidValidtime) : '长期有效'}</Fact>
          <Fact label="已投标">{card.bookCount} 家</Fact>
        </>
      }
      foot={
        <>
          <time dateTime={card.putTimeStr} className="tabular-nums">
            发布于 {formatDate(card.putTimeStr)}
          </time>
          <FollowButton className="ml-auto" orderId={card.orderNo} followed={card.demandAttStatus === 1} jfId={jfId} />
        </>
      }
    />
  );
}
