import { SearchKeywordForm } from '@/components/search/search-keyword-form';
import { SearchResults } from '@/components/search/search-results';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import type { SearchResult } from '@/lib/search/types';
import { ENTERPRISE_PATH, enterpriseHref, type SearchUrlState } from '@/lib/search/url';
import type { SupplierHit } from '@/lib/suppliers/types';

export interface EnterpriseListViewProps {
  state: SearchUrlState;
  result: SearchResult<SupplierHit>;
  /** 全国 on the main site, the city on a sub-site. */
  cityLabel: string;
}

/** 软件企业 (/enterprise.html, 001 §2): the supplier list with the supplier search's filters and sorts. */
export function EnterpriseListView({ state, result, cityLabel }: EnterpriseListViewProps) {
  return (
    <div className="site-container pb-10 pt-4">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '软件企业' }]} />
      <header className="mt-3 rounded-card border border-line bg-white px-4 py-4 shadow-card sm:px-5">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h1 className="text-xl font-semibold">软件企业</h1>
          <p className="text-meta text-ink-muted">
            {cityLabel}软件与信息化服务商，可按服务行业、核心能力、服务形式与企业规模筛选
          </p>
        </div>
        <SearchKeywordForm keyword={state.keyword} action={ENTERPRISE_PATH} placeholder="输入企业名称、核心能力或服务行业" />
      </header>
      <SearchResults state={state} data={{ tab: 1, result }} hrefFor={enterpriseHref} adSlots={PAGE_AD_SLOTS['/enterprise.html']} />
    </div>
  );
}
