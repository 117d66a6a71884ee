import type { ReactNode } from 'react';
import { AdSlot } from '@/components/ads/ad-slot';
import { FilterPanel } from '@/components/filter-panel/filter-panel';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ExportMenu } from '@/components/exports/export-menu';
import { SaveSearchButton } from '@/components/saved-searches/save-search-button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import type { ExportList } from '@/lib/exports/types';
import type { HrefFor } from '@/lib/filter-panel/model';
import type { FilterField, FilterState } from '@/lib/filter-panel/types';
import type { SortTab } from '@/lib/opportunities/list-params';
import { FOLLOWS_TAB } from '@/lib/opportunities/list-params';
import type { SortOrder } from '@/lib/ui/sort';
import { SortTabs } from './sort-tabs';

// The frame both opportunity lists share: breadcrumb, a header (title, the subscribe button, tabs),
// the filter panel, then the results with their count, the sort bar, the cards and the page links.
// Every control is a link, so the lists work without JavaScript.

export interface ListFrameProps {
  title: string;
  subtitle: string;
  /** The subscribe button of the list's channel (001 §4). */
  action: ReactNode;
  tabs?: ReactNode;
  filters: { fields: FilterField[]; state: FilterState; hrefFor: HrefFor };
  sort: { current: SortTab; order: SortOrder; hrefFor: (value: SortTab) => string };
  page: { page: number; pageSize: number; total: number; hrefFor: (page: number) => string };
  /** Where a visitor logs in to see their follows (001 §4: my follows needs a login); null when logged in. */
  loginHref: string | null;
  /** The cards: a list or a grid. */
  children: ReactNode;
  unit: string;
  /** The page's ad slots (001 §2), on the right of the results on wide screens. */
  adSlots?: readonly string[];
  /** The list 导出 takes (docs/features.md, List exports). */
  exportList: ExportList;
}

function LoginPrompt({ href }: { href: string }) {
  return (
    <div data-testid="follows-login" className="flex flex-col items-center px-4 py-14 text-center">
      <p className="font-medium text-ink">登录后查看我关注的商机</p>
      <p className="mt-1 text-meta text-ink-muted">关注的招标与外包需求会集中在这里，方便随时跟进</p>
      <a href={href} className="mt-4 rounded bg-primary-active px-6 py-1.5 text-white hover:bg-primary">
        立即登录
      </a>
    </div>
  );
}

export function ListFrame({ title, subtitle, action, tabs, filters, sort, page, loginHref, children, unit, adSlots = [], exportList }: ListFrameProps) {
  const follows = sort.current === FOLLOWS_TAB;
  const results = follows && loginHref ? (
    <LoginPrompt href={loginHref} />
  ) : page.total === 0 ? (
    <EmptyState title={follows ? '暂无关注的商机' : '未找到匹配的内容'} hint={follows ? '在卡片上点击“关注”即可收藏商机' : '请尝试调整筛选条件'} />
  ) : (
    children
  );
  return (
    <div className="site-container pb-10 pt-4">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: title }]} />
      <header className="mt-3 rounded-card border border-line bg-white px-4 pt-3 shadow-card sm:px-5">
        <div className="flex flex-wrap items-center justify-between gap-3 pb-3">
          <div className="min-w-0">
            <h1 className="text-xl font-semibold">{title}</h1>
            <p className="mt-0.5 text-meta text-ink-muted">{subtitle}</p>
          </div>
          {action}
        </div>
        {tabs}
      </header>
      <div className="mt-4">
        <FilterPanel fields={filters.fields} state={filters.state} hrefFor={filters.hrefFor} />
      </div>
      <div className={`mt-4 grid gap-4 ${adSlots.length ? 'lg:grid-cols-[minmax(0,1fr)_280px]' : ''}`}>
      <section aria-labelledby="opportunity-results" className="min-w-0 rounded-card border border-line bg-white shadow-card">
        <div className="flex min-h-12 flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-2">
          <SortTabs {...sort} />
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="opportunity-results" className="text-meta text-ink-muted">
              共 <span data-testid="list-total" className="font-semibold tabular-nums text-price">{page.total}</span> {unit}
            </h2>
            <SaveSearchButton list={exportList} />
            {page.total > 0 && <ExportMenu list={exportList} />}
          </div>
        </div>
        {results}
        <Pagination className="px-4 pb-5" {...page} />
      </section>
      {adSlots.length > 0 && (
        <aside className="hidden space-y-3 lg:block" aria-label="推广">
          {adSlots.map((slot) => (
            <AdSlot key={slot} slot={slot} />
          ))}
        </aside>
      )}
      </div>
    </div>
  );
}
