import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdsProvider } from '@/components/ads/ads-provider';
import { BidDetailView } from '@/components/bids/bid-detail-view';
import { JsonLd } from '@/components/seo/json-ld';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { HISTORY_PAGE_SIZE } from '@/lib/bids/schemas';
import { bidSummary } from '@/lib/bids/seo';
import { bidDetailHref, HISTORY_PAGE_PARAM } from '@/lib/bids/url';
import { purchaserNames } from '@/lib/bids/purchaser';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { winningBidJsonLd } from '@/lib/seo/json-ld';
import { getBidPageLists } from '@/lib/server/bids/detail-page';
import { adsForSlots } from '@/lib/server/ads/service';
import { getBidById } from '@/lib/server/bids/service';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { idParam, pageParam, type SearchParams } from '@/lib/url/params';

interface Props {
  searchParams: Promise<SearchParams>;
}

// A malformed id is as unknown as a missing bid: a real 404.
async function bidOf(searchParams: Promise<SearchParams>) {
  const id = idParam((await searchParams).id);
  const bid = id === null ? null : await getBidById(id);
  if (!bid) notFound();
  return bid;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const bid = await bidOf(searchParams);
  return {
    title: `${bid.projectName}${bid.bidState === 1 ? '中标结果' : '中标候选人公示'}`,
    description: bidSummary(bid),
    alternates: { canonical: bidDetailHref(bid.bidId) },
  };
}

export default async function BidDetailPage({ searchParams }: Props) {
  const bid = await bidOf(searchParams);
  const [lists, origin, ads] = await Promise.all([
    getBidPageLists(bid, pageParam((await searchParams)[HISTORY_PAGE_PARAM])),
    mainSiteOrigin(),
    adsForSlots(PAGE_AD_SLOTS['/search-signdetail.html']),
  ]);
  const crumbs = [{ label: '首页', href: '/' }, { label: '中标信息', href: '/search.html?tabIndex=0' }, { label: bid.projectName }];
  return (
    <AdsProvider ads={ads}>
      <JsonLd
        data={winningBidJsonLd({
          ...bid,
          url: `${origin}${bidDetailHref(bid.bidId)}`,
          description: bidSummary(bid),
          purchasers: purchaserNames(bid.purchaser),
          winner: bid.bidComp,
        })}
      />
      <JsonLd data={breadcrumbJsonLd(crumbs, origin, bidDetailHref(bid.bidId))} />
      <BidDetailView bid={bid} crumbs={crumbs} historyPageSize={HISTORY_PAGE_SIZE} {...lists} />
    </AdsProvider>
  );
}
