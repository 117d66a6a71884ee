import type { ReactNode } from 'react';
import { AdSlot } from '@/components/ads/ad-slot';
import { FilterPanel } from '@/components/filter-panel/filter-panel';
import { PhoneFilterSheet } from '@/components/filter-panel/phone-filter-sheet';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { ExportMenu } from '@/components/exports/export-menu';
import { SaveSearchButton } from '@/components/saved-searches/save-search-button';
import { SortBar, type SortOption } from '@/components/ui/sort-bar';
import { estimateText, isEstimatedTotal } from '@/lib/search/counts';
import { searchFilterFields } from '@/lib/search/filter-fields';
import { MAX_RESULT_WINDOW, resultWindow, windowLimitText } from '@/lib/search/window';
import { SEARCH_PAGE_SIZE, samePageHref, typeOfTab, withFilter, type SearchUrlState } from '@/lib/search/url';
import type { SearchTabData } from '@/lib/search/types';
import { BidItem } from './bid-item';
import { SupplierItem } from './supplier-item';

const SORTS: Record<0 | 1, SortOption[]> = {
  0: [
    { key: '', label: '综合排序' },
    { key: 'publish_time', label: '发布时间' },
    { key: 'amount', label: '中标金额' },
  ],
  1: [
    { key: '', label: '综合排序' },
    { key: 'case_count', label: '案例数' },
    { key: 'register_capital', label: '注册资本' },
    { key: 'scale_tag', label: '企业规模' },
  ],
};

export interface SearchResultsProps {
  state: SearchUrlState;
  data: SearchTabData;
  /** The page's address of a state (/search.html or /enterprise.html). */
  hrefFor: (state: SearchUrlState) => string;
  /** The ad slots of the right column. */
  adSlots: readonly string[];
  /** 导出 in the toolbar: on /search.html, whose address the export reads (docs/features.md, List exports). */
  exportable?: boolean;
  /** Pages end here (results merged over synonyms, lib/search/forgiving.ts); default the order's window. */
  maxResults?: number;
  /** What an empty answer shows instead of the plain empty state (the search page's offers). */
  empty?: ReactNode;
}

/**
 * The results of one search type (000 §2): filter panel, sort bar, results, pagination and the ads on
 * the right; shared by the combined search and the supplier list.
 */
export function SearchResults({ state, data, hrefFor: pageHref, adSlots, exportable = false, maxResults, empty }: SearchResultsProps) {
  // Every link of the results is to another state of this page: its query alone is enough.
  const hrefFor = (s: SearchUrlState) => samePageHref(pageHref(s));
  const total = data.result.totalCount;
  // Pages end at the order's window (the amount order's is short, lib/search/window.ts), and the page
  // says so when the results go on beyond it.
  const orderWindow = resultWindow(state.sortBy);
  const pagedResults = Math.min(total, maxResults ?? orderWindow, orderWindow);
  const limited = orderWindow < MAX_RESULT_WINDOW && total > orderWindow && (maxResults === undefined || maxResults >= orderWindow);
  const fields = searchFilterFields(typeOfTab(state.tabIndex), data.result.label, state.filter, data.result.approximate);
  const estimated = isEstimatedTotal(total, data.result.approximate);
  // The head and the pagination word the count alike (an estimate reads 约 in both).
  const totalText = estimated ? estimateText(total) : total.toLocaleString('zh-CN');
  return (
    <>
      <div className="mt-3">
        <PhoneFilterSheet id="search-filter-sheet" selected={Object.values(state.filter).flat().length} stateKey={JSON.stringify(state.filter)}>
          <FilterPanel fields={fields} state={state.filter} hrefFor={(filter) => hrefFor(withFilter(state, filter))} />
        </PhoneFilterSheet>
      </div>

      <div className="mt-3 grid gap-4 lg:grid-cols-[minmax(0,1fr)_280px]">
        <div className="min-w-0">
          <section className="rounded-card border border-line bg-white" aria-label="搜索结果">
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-5 py-2.5">
              <SortBar
                options={SORTS[state.tabIndex]}
                current={{ key: state.sortBy, order: state.order }}
                hrefFor={(sort) => hrefFor({ ...state, sortBy: sort.key, order: sort.order, pageNum: 1 })}
              />
              <div className="flex flex-wrap items-center gap-3">
                <span className="text-meta text-ink-faint" data-testid="result-total">
                  共找到 <b className="font-semibold text-price">{totalText}</b> 条结果
                </span>
                {exportable && <SaveSearchButton list={data.tab === 0 ? 'bids' : 'suppliers'} />}
                {exportable && total > 0 && <ExportMenu list={data.tab === 0 ? 'bids' : 'suppliers'} />}
              </div>
            </div>
            {total === 0 ? (
              (empty ?? <EmptyState title="未找到匹配的内容" hint="请尝试搜索其他关键字" />)
            ) : data.tab === 0 ? (
              data.result.dataList.map((bid) => <BidItem key={bid.bidId} bid={bid} />)
            ) : (
              data.result.dataList.map((s) => <SupplierItem key={s.compId} supplier={s} />)
            )}
          </section>
          <Pagination
            className="mt-4"
            page={state.pageNum}
            pageSize={SEARCH_PAGE_SIZE}
            total={pagedResults}
            totalText={totalText}
            hrefFor={(pageNum) => hrefFor({ ...state, pageNum })}
          />
          {limited && (
            <p className="mt-2 text-center text-meta text-ink-faint" data-testid="result-window-note">
              {windowLimitText(state.sortBy)}
            </p>
          )}
        </div>
        <aside className="hidden space-y-3 lg:block" aria-label="推广">
          {adSlots.map((slot) => (
            <AdSlot key={slot} slot={slot} />
          ))}
        </aside>
      </div>
    </>
  );
}
