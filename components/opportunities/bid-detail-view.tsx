import { AdSlot } from '@/components/ads/ad-slot';
import { SubscribeButton } from '@/components/opportunities/subscribe/subscribe-button';
import { Tag } from '@/components/ui/tag';
import { formatDate } from '@/lib/format/date';
import { bidBudgetText } from '@/lib/opportunities/card-text';
import { bidBreadcrumb, bidKindLabel, type BidOpportunityDetail } from '@/lib/opportunities/details';
import { purchaserHref } from '@/lib/market/links';
import { BUSINESS_PATH } from '@/lib/opportunities/list-params';
import { BID_SOURCES, BUSINESS_DIRECTIONS, nameOf, PURCHASE_UNITS } from '@/lib/opportunities/options';
import { DetailFrame, SubscribeBox } from './detail-frame';

const SOURCE_NAMES: Record<number, string> = { 3: '平台直采' };

/** A tender opportunity's page: intention (politicsTenderDetails), platform notice (gov_purchase_detail) or notice (purchaseBidDetail). */
export function BidDetailView({
  bid,
  jfId,
  adSlots = [],
  purchaserCode = null,
}: {
  bid: BidOpportunityDetail;
  jfId: number | null;
  /** The page's ad slots (001 §2), under the subscribe box. */
  adSlots?: readonly string[];
  /** The unit's purchase code when the portal knows it: its name links to its profile (docs/analytics.md). */
  purchaserCode?: string | null;
}) {
  const day = (value: string | null, none: string) => (value ? formatDate(value) : none);
  return (
    <DetailFrame
      crumbs={bidBreadcrumb(bid)}
      title={bid.projectName}
      recommend={bid.recommend}
      ended={bid.showEndStatus}
      tags={bid.tags.map((tag) => (
        <Tag key={tag.name} tone={tag.type}>
          {tag.name}
        </Tag>
      ))}
      amountLabel={bid.type === 1 ? '预算金额' : '采购预算'}
      amount={bidBudgetText(bid)}
      facts={[
        ['信息类型', bidKindLabel(bid)],
        ['项目编号', bid.projectNumber],
        [
          '采购单位',
          purchaserCode ? (
            <a href={purchaserHref(purchaserCode)} className="text-primary-active hover:underline" data-testid="purchaser-link">
              {bid.purchaserName}
            </a>
          ) : (
            bid.purchaserName
          ),
        ],
        ['单位类型', nameOf(PURCHASE_UNITS, bid.purchaseUnit)],
        ['所在城市', bid.cityName],
        ['业务方向', nameOf(BUSINESS_DIRECTIONS, bid.businessDirection)],
        ['信息来源', SOURCE_NAMES[bid.bidSource] ?? nameOf(BID_SOURCES, String(bid.bidSource))],
        ['发布时间', formatDate(bid.publishTime)],
        [bid.type === 1 ? '预计采购' : '开标时间', day(bid.biddingDateFrom, '待定')],
        ['截止时间', day(bid.bidDeadLine, '以公告为准')],
      ]}
      follow={{ orderId: bid.code, followed: bid.followed, jfId }}
      bodyTitle={bid.type === 1 ? '意向详情' : '公告正文'}
      body={bid.content}
      listHref={`${BUSINESS_PATH}?direction=${bid.businessDirection}`}
      aside={
        <>
          <SubscribeBox title="订阅政府招标商机" text="按城市、业务方向、采购单位和预算订阅，新的招标信息第一时间推送到站内信。">
            <SubscribeButton channel="gov" />
          </SubscribeBox>
          {adSlots.map((slot) => (
            <AdSlot key={slot} slot={slot} />
          ))}
        </>
      }
    />
  );
}
