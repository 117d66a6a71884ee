// The solutions list (/scheme.html, 001 §2): the keyword box, the filter panel, the sort bar, the result
// cards (10 a page) with their page links or the empty state, and two ad slots on the right. Every
// control is a link or a GET form built from the URL state, so the page works without JavaScript.
import { AdSlot } from '@/components/ads/ad-slot';
import { FilterPanel } from '@/components/filter-panel/filter-panel';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { ExportMenu } from '@/components/exports/export-menu';
import { SaveSearchButton } from '@/components/saved-searches/save-search-button';
import { SortBar } from '@/components/ui/sort-bar';
import { estimateText } from '@/lib/search/counts';
import { fromFilterState, solutionFilterFields, toFilterState, type CategoryChoices } from '@/lib/solutions/filter-fields';
import { solutionListHref, SOLUTION_SORT_OPTIONS, sortStateOf, withSort, type SolutionListState } from '@/lib/solutions/list-state';
import { SOLUTION_PAGE_SIZE } from '@/lib/solutions/options';
import type { SolutionList } from '@/lib/solutions/types';
import { SolutionCards } from './solution-cards';
import { SolutionKeywordForm } from './solution-keyword-form';

export interface SolutionListViewProps {
  state: SolutionListState;
  categories: CategoryChoices;
  result: SolutionList;
  /** The page's two ad slot codes. */
  adSlots: readonly string[];
}

export function SolutionListView({ state, categories, result, adSlots }: SolutionListViewProps) {
  // An estimate is worded alike in the list head and the pagination (约1000, not 1001 below it).
  const totalText = result.capped ? estimateText(result.total) : String(result.total);
  return (
    <div className="site-container pb-10 pt-4">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '产品及方案' }]} />
      <div className="mt-3 grid gap-5 lg:grid-cols-[minmax(0,1fr)_290px]">
        <div className="min-w-0 space-y-4">
          <header className="flex flex-col gap-3 rounded-card border border-line bg-gradient-to-r from-primary-soft via-white to-white px-4 py-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:px-5">
            <div className="min-w-0">
              <h1 className="text-xl font-semibold">产品及方案</h1>
              <p className="mt-0.5 text-meta text-ink-muted">精选政企数字化产品与解决方案，平台方案与平台优选一站比选</p>
            </div>
            <SolutionKeywordForm state={state} />
          </header>
          <FilterPanel
            fields={solutionFilterFields(categories, state)}
            state={toFilterState(state, categories.firstLevel)}
            hrefFor={(next) => solutionListHref(fromFilterState(state, next, categories.firstLevel))}
          />
          <section aria-labelledby="solution-results" className="rounded-card border border-line bg-white shadow-card">
            <div className="flex min-h-12 flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-2">
              <SortBar options={SOLUTION_SORT_OPTIONS} current={sortStateOf(state.sortRule)} hrefFor={(sort) => solutionListHref(withSort(state, sort))} />
              <div className="flex flex-wrap items-center gap-3">
                <h2 id="solution-results" className="text-meta text-ink-muted">
                  共 <span data-testid="solution-total" className="font-semibold tabular-nums text-price">{totalText}</span> 个方案
                </h2>
                <SaveSearchButton list="schemes" />
                {result.list.length > 0 && <ExportMenu list="schemes" />}
              </div>
            </div>
            {result.list.length === 0 ? (
              <EmptyState hint="请尝试更换关键字或调整筛选条件" />
            ) : (
              <SolutionCards items={result.list} />
            )}
            <Pagination
              className="px-4 pb-5 pt-3"
              page={state.page}
              pageSize={SOLUTION_PAGE_SIZE}
              total={result.total}
              totalText={totalText}
              hrefFor={(page) => solutionListHref({ ...state, page })}
            />
          </section>
        </div>
        <aside aria-label="推广" className="min-w-0 space-y-4">
          {adSlots.map((slot) => (
            <AdSlot key={slot} slot={slot} />
          ))}
          <div className="rounded-card border border-line bg-white p-5 shadow-card">
            <h2 className="font-semibold">您是服务商？</h2>
            <p className="mt-1.5 text-meta leading-relaxed text-ink-muted">提交您的优选方案，审核通过后将以“平台优选”标识展示在产品及方案列表。</p>
            <a href="/preferredScheme.html" className="mt-3 inline-block rounded bg-primary-active px-4 py-1.5 text-meta text-white hover:bg-primary">
              提交优选方案
            </a>
          </div>
        </aside>
      </div>
    </div>
  );
}
