// The case library (000 §2 "Case library"): the two tabs with the keyword box, the filter panel, the
// result grid (3 or 2 per row) with its sort bar and page links, and the right-hand ad column. Every
// control is a link or a GET form built from the URL state, so the page works without JavaScript.
import { AdSlot } from '@/components/ads/ad-slot';
import { FilterPanel } from '@/components/filter-panel/filter-panel';
import { PhoneFilterSheet } from '@/components/filter-panel/phone-filter-sheet';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SortBar } from '@/components/ui/sort-bar';
import { TabStrip } from '@/components/ui/tab-strip';
import { CASE_SORT_OPTIONS, caseFilterFields, fromFilterState, orderOf, sortOf, toFilterState } from '@/lib/cases/filter-fields';
import { CASE_TABS, tabDef } from '@/lib/cases/filters';
import type { CaseLibraryState } from '@/lib/cases/schemas';
import type { IndustryCaseList, SearchInfo } from '@/lib/cases/types';
import { caseLibraryHref, withFilters } from '@/lib/cases/url';
import { CaseCard } from './case-card';
import { CaseKeywordForm } from './case-keyword-form';

export interface CaseLibraryViewProps {
  state: CaseLibraryState;
  info: SearchInfo;
  result: IndustryCaseList;
  /** On a city sub-site, whose library starts from the site's own cases. */
  onSubSite?: boolean;
}

export function CaseLibraryView({ state, info, result, onSubSite = false }: CaseLibraryViewProps) {
  const tab = tabDef(state.tab);
  const government = state.tab === 'gov';
  const { industryCaseInfos: items, total } = result;
  const filters = toFilterState(state);
  return (
    <div className="site-container pb-10 pt-4">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '案例库' }]} />
      <div className="mt-3 grid gap-5 lg:grid-cols-[minmax(0,1fr)_290px]">
        <div className="min-w-0 space-y-4">
          <header className="rounded-card border border-line bg-white px-4 pt-3 shadow-card">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <h1 className="text-lg font-semibold">
                案例库<span className="ml-2 text-meta font-normal text-ink-faint">政企数字化转型真实交付案例</span>
              </h1>
              <CaseKeywordForm state={state} />
            </div>
            <TabStrip
              label="案例类型"
              size={16}
              activeKey={state.tab}
              className="mt-2 border-b-0"
              tabs={CASE_TABS.map((t) => ({ key: t.key, label: t.label, href: caseLibraryHref(withFilters(state, { tab: t.key })) }))}
            />
          </header>
          {/* On a phone the panel folds under 筛选, as on /search.html, so the first screen shows cases. */}
          <PhoneFilterSheet id="case-filter-sheet" selected={Object.keys(filters).length} stateKey={JSON.stringify(filters)}>
            <FilterPanel
              fields={caseFilterFields(state.tab, info, state)}
              state={filters}
              hrefFor={(next) => caseLibraryHref(fromFilterState(state, next, onSubSite))}
            />
          </PhoneFilterSheet>
          <section aria-labelledby="case-results" className="rounded-card border border-line bg-white shadow-card">
            <div className="flex min-h-12 flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-2">
              <h2 id="case-results" className="text-ink-muted">
                {tab.label} 共 <span data-testid="case-total" className="font-semibold text-price tabular-nums">{total}</span> 个
              </h2>
              {!government && (
                <SortBar
                  options={CASE_SORT_OPTIONS}
                  current={sortOf(state.order)}
                  hrefFor={(sort) => caseLibraryHref(withFilters(state, { order: orderOf(sort) }))}
                />
              )}
            </div>
            {items.length === 0 ? (
              <EmptyState />
            ) : (
              <ul
                data-testid="case-grid"
                // The whole grid, not each card: a card's hover shadow must not be clipped by the containment.
                className={`render-lazy grid gap-4 p-4 [--render-lazy-h:1800px] ${government ? 'sm:grid-cols-2 md:grid-cols-3' : 'md:grid-cols-2'}`}
              >
                {items.map((item) => (
                  <li key={item.caseUuid} className="flex min-w-0 [&>*]:flex-1">
                    <CaseCard item={item} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              className="px-4 pb-5"
              page={state.page}
              pageSize={tab.pageSize}
              total={total}
              hrefFor={(page) => caseLibraryHref({ ...state, page })}
            />
          </section>
        </div>
        <aside aria-label="推广" className="min-w-0 space-y-4">
          <AdSlot slot="jfCase-right-1" />
          <AdSlot slot="jfCase-right-2" />
        </aside>
      </div>
    </div>
  );
}
