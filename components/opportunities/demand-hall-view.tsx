import { SubscribeButton } from '@/components/opportunities/subscribe/subscribe-button';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import type { Publisher } from '@/components/publish/quick-publish-dialog';
import { QuickPublishTrigger } from '@/components/publish/quick-publish-trigger';
import { TabStrip } from '@/components/ui/tab-strip';
import { demandFilterFields, demandFilterState, fromDemandFilterState, type CityChoice } from '@/lib/opportunities/filter-fields';
import { DEMAND_PAGE_SIZE, DEMAND_TABS, demandHallHref, withFilters, withSortTab, type DemandListState } from '@/lib/opportunities/list-params';
import type { OutsourcingCard as OutsourcingCardData } from '@/lib/opportunities/types';
import { ListFrame } from './list-frame';
import { OutsourcingCard } from './outsourcing-card';

export interface DemandHallViewProps {
  state: DemandListState;
  cities: CityChoice[];
  result: { items: OutsourcingCardData[]; total: number };
  /** The logged-in user's jfid; null for a visitor. */
  jfId: number | null;
  /** What the quick-publish dialog needs of the user (their own phone publishes without a code). */
  publisher: Publisher | null;
}

/** 需求大厅 (/demandHall.html): software and manpower outsourcing demands. */
export function DemandHallView({ state, cities, result, jfId, publisher }: DemandHallViewProps) {
  const { tab } = state;
  return (
    <ListFrame
      exportList="demands"
      title="需求大厅"
      subtitle="企业与机构发布的软件外包、人力外包需求，实时更新"
      unit="个需求"
      action={
        // A buyer publishes here too (001 §3 Quick publish form: the demand pages open its dialog too).
        <div className="flex flex-wrap items-center gap-3">
          <QuickPublishTrigger publisher={publisher} fromType="hall" className="h-9 rounded-card border border-primary px-4 text-primary-active hover:bg-primary-soft">
            发布需求
          </QuickPublishTrigger>
          <SubscribeButton channel={tab === 'manpower' ? 'manpower' : 'software'} />
        </div>
      }
      tabs={
        <TabStrip
          label="需求类型"
          size={16}
          activeKey={tab}
          className="border-b-0"
          // The category tree differs per tab: the switch keeps city, budget, time and the sort.
          tabs={DEMAND_TABS.map((t) => ({ key: t.key, label: t.label, href: demandHallHref(withFilters(state, { tab: t.key, category: '', subCategory: '' })) }))}
        />
      }
      filters={{
        fields: demandFilterFields(cities, state),
        state: demandFilterState(state),
        hrefFor: (next) => demandHallHref(fromDemandFilterState(state, next)),
      }}
      sort={{ current: state.sort, order: state.order, hrefFor: (value) => demandHallHref(withSortTab(state, value)) }}
      page={{ page: state.page, pageSize: DEMAND_PAGE_SIZE, total: result.total, hrefFor: (page) => demandHallHref({ ...state, page }) }}
      loginHref={jfId === null ? `/login?callback=${encodeURIComponent(demandHallHref(state))}` : null}
      adSlots={PAGE_AD_SLOTS['/demandHall.html']}
    >
      <ul data-testid="demand-grid" className="grid gap-3 p-4 md:grid-cols-2">
        {result.items.map((card) => (
          <li key={card.orderNo} className="min-w-0">
            <OutsourcingCard card={card} jfId={jfId} />
          </li>
        ))}
      </ul>
    </ListFrame>
  );
}
