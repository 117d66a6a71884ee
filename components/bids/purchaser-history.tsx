import { DetailSection, EmptyLine } from '@/components/detail/detail-section';
import { Pagination } from '@/components/ui/pagination';
import type { ListPage } from '@/lib/api/list';
import type { BidRecord } from '@/lib/bids/types';
import { bidDetailHref, HISTORY_ANCHOR } from '@/lib/bids/url';
import { BidRow } from './bid-row';

interface Props {
  bidId: number;
  purchaserName: string;
  history: ListPage<BidRecord> & { page: number };
  pageSize: number;
}

/** 采购单位历史中标: the purchaser's other bids, paged by real links that land back on this section. */
export function PurchaserHistory({ bidId, purchaserName, history, pageSize }: Props) {
  return (
    <DetailSection
      id={HISTORY_ANCHOR}
      title="采购单位历史中标"
      count={history.total}
      extra={<span className="block truncate">{purchaserName}</span>}
    >
      {history.list.length === 0 ? (
        <EmptyLine>暂无该采购单位的其他中标信息</EmptyLine>
      ) : (
        <>
          <ul className="divide-y divide-line" data-testid="purchaser-history">
            {history.list.map((b) => (
              <BidRow key={b.bidId} bid={b} party="winner" />
            ))}
          </ul>
          <Pagination
            className="mt-4"
            page={history.page}
            pageSize={pageSize}
            total={history.total}
            hrefFor={(page) => bidDetailHref(bidId, page)}
          />
        </>
      )}
    </DetailSection>
  );
}
