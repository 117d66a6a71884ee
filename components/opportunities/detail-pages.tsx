import { AdsProvider } from '@/components/ads/ads-provider';
import type { SlotAds } from '@/lib/ads/types';
import { JsonLd } from '@/components/seo/json-ld';
import { bidBreadcrumb, bidJsonLd, outsourcingBreadcrumb, outsourcingJsonLd, type BidOpportunityDetail, type OutsourcingDetail } from '@/lib/opportunities/details';
import { bidHref, outsourcingHref } from '@/lib/opportunities/links';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { BidDetailView } from './bid-detail-view';
import { OutsourcingDetailView } from './outsourcing-detail-view';

// A detail page with what search engines read (schema.org Demand and the breadcrumb trail).

export function BidDetailPage({
  bid,
  jfId,
  origin,
  ads,
  purchaserCode,
}: {
  bid: BidOpportunityDetail;
  jfId: number | null;
  origin: string;
  ads: { slots: readonly string[]; items: SlotAds };
  purchaserCode: string | null;
}) {
  return (
    <AdsProvider ads={ads.items}>
      <JsonLd data={bidJsonLd(bid, origin)} />
      <JsonLd data={breadcrumbJsonLd(bidBreadcrumb(bid), origin, bidHref(bid))} />
      <BidDetailView bid={bid} jfId={jfId} adSlots={ads.slots} purchaserCode={purchaserCode} />
    </AdsProvider>
  );
}

export function OutsourcingDetailPage({ demand, jfId, origin }: { demand: OutsourcingDetail; jfId: number | null; origin: string }) {
  return (
    <>
      <JsonLd data={outsourcingJsonLd(demand, origin)} />
      <JsonLd data={breadcrumbJsonLd(outsourcingBreadcrumb(demand), origin, outsourcingHref(demand.orderNo))} />
      <OutsourcingDetailView demand={demand} jfId={jfId} />
    </>
  );
}
