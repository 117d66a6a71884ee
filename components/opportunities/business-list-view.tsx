import { SubscribeButton } from '@/components/opportunities/subscribe/subscribe-button';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { businessFilterFields, businessFilterState, fromBusinessFilterState, type CityChoice } from '@/lib/opportunities/filter-fields';
import { BID_PAGE_SIZE, businessHref, withSortTab, type BusinessListState } from '@/lib/opportunities/list-params';
import type { BidCard as BidCardData } from '@/lib/opportunities/types';
import { BidCard } from './bid-card';
import { ListFrame } from './list-frame';

export interface BusinessListViewProps {
  state: BusinessListState;
  cities: CityChoice[];
  result: { items: BidCardData[]; total: number };
  /** The logged-in user's jfid; null for a visitor. */
  jfId: number | null;
}

/** 软件商机 (/business.html): government purchase intentions and notices. */
export function BusinessListView({ state, cities, result, jfId }: BusinessListViewProps) {
  return (
    <ListFrame
      exportList="business"
      title="软件商机"
      subtitle="政府采购意向与采购公告，第三方招标与平台代理项目一站汇集"
      unit="条商机"
      action={<SubscribeButton channel="gov" />}
      filters={{
        fields: businessFilterFields(cities, state),
        state: businessFilterState(state),
        hrefFor: (next) => businessHref(fromBusinessFilterState(state, next)),
      }}
      sort={{ current: state.sort, order: state.order, hrefFor: (value) => businessHref(withSortTab(state, value)) }}
      page={{ page: state.page, pageSize: BID_PAGE_SIZE, total: result.total, hrefFor: (page) => businessHref({ ...state, page }) }}
      loginHref={jfId === null ? `/login?callback=${encodeURIComponent(businessHref(state))}` : null}
      adSlots={PAGE_AD_SLOTS['/business.html']}
    >
      <ul data-testid="bid-list" className="grid gap-3 p-4">
        {result.items.map((card) => (
          <li key={card.code}>
            <BidCard card={card} jfId={jfId} />
          </li>
        ))}
      </ul>
    </ListFrame>
  );
}
