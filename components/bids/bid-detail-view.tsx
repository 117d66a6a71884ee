// The winning-bid detail page (000 §2 /search-signdetail.html): the project and its key facts, the
// announcement, the purchaser's other bids, and suppliers of the same trade on the side.
import { AdSlot } from '@/components/ads/ad-slot';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { DetailSection } from '@/components/detail/detail-section';
import { RecommendedSuppliers } from '@/components/suppliers/recommended-suppliers';
import type { ListPage } from '@/lib/api/list';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { purchaserNames } from '@/lib/bids/purchaser';
import type { WinningBidDetail, BidRecord } from '@/lib/bids/types';
import type { SupplierCard } from '@/lib/suppliers/types';
import { BidOverview } from './bid-overview';
import { PurchaserHistory } from './purchaser-history';

interface Props {
  bid: WinningBidDetail;
  crumbs: Crumb[];
  history: ListPage<BidRecord> & { page: number };
  historyPageSize: number;
  recommended: SupplierCard[];
}

export function BidDetailView({ bid, crumbs, history, historyPageSize, recommended }: Props) {
  return (
    <div className="site-container pb-10 pt-4">
      <Breadcrumb items={crumbs} />
      <div className="mt-3 grid gap-5 lg:grid-cols-[minmax(0,1fr)_320px]">
        <article className="min-w-0 space-y-4">
          <BidOverview bid={bid} />
          <DetailSection id="notice" title="公告内容">
            <h3 className="text-center font-semibold leading-snug">
              {bid.projectName}
              {bid.bidState === 1 ? '中标（成交）结果公告' : '中标候选人公示'}
            </h3>
            <p className="mt-3 whitespace-pre-line break-words leading-7 text-ink-muted" data-testid="bid-content">
              {bid.content}
            </p>
          </DetailSection>
          <PurchaserHistory
            bidId={bid.bidId}
            purchaserName={purchaserNames(bid.purchaser)[0] ?? bid.purchaser}
            history={history}
            pageSize={historyPageSize}
          />
        </article>
        <aside className="min-w-0 space-y-4" aria-label="推荐供应商">
          <RecommendedSuppliers items={recommended} />
          {PAGE_AD_SLOTS['/search-signdetail.html'].map((slot) => (
            <AdSlot key={slot} slot={slot} />
          ))}
        </aside>
      </div>
    </div>
  );
}
