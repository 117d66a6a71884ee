import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { TabStrip } from '@/components/ui/tab-strip';
import { formatCount } from '@/lib/format/count';
import { PROCUREMENT_PAGE_SIZE, PROCUREMENT_TABS, procurementHref, type ProcurementState } from '@/lib/search/procurement';
import { searchHref } from '@/lib/search/url';
import type { ProcurementData } from '@/lib/search/types';
import { BidItem } from './bid-item';
import { CaseHitItem } from './case-hit-item';
import { SolutionItem } from './solution-item';
import { SearchKeywordForm } from './search-keyword-form';
import { SearchReading } from './search-reading';
import { SupplierItem } from './supplier-item';

function Items({ data }: { data: ProcurementData }) {
  switch (data.tab) {
    case 'business':
      return data.items.map((b) => <BidItem key={b.bidId} bid={b} />);
    case 'enterprise':
      return data.items.map((s) => <SupplierItem key={s.compId} supplier={s} />);
    case 'case':
      return data.items.map((c) => <CaseHitItem key={c.caseUuid} item={c} />);
    case 'product':
      return data.items.map((p) => <SolutionItem key={p.originIdSec} item={p} />);
  }
}

/** Where the header's search bar leads (001 §2): one keyword over opportunities, enterprises, cases and solutions. */
export function ProcurementView({ state, data }: { state: ProcurementState; data: ProcurementData }) {
  const total = data.counts[state.activeTab];
  // Tenders and suppliers have the full filter panel on the combined search page.
  const advanced =
    state.activeTab === 'business' || state.activeTab === 'enterprise'
      ? searchHref({ keyword: state.keyword, tabIndex: state.activeTab === 'business' ? 0 : 1, sortBy: '', order: 'desc', pageNum: 1, filter: {} })
      : null;
  return (
    <div className="site-container py-5">
      <SearchKeywordForm keyword={state.keyword} action="/procurement.html" name="keyword" hidden={{ activeTab: state.activeTab }} placeholder="搜索商机、企业、案例、解决方案" />

      <div className="mt-4 rounded-card border border-line bg-white px-5 pt-2">
        <TabStrip
          label="搜索类型"
          activeKey={state.activeTab}
          tabs={PROCUREMENT_TABS.map((t) => ({
            key: t.key,
            label: t.label,
            href: procurementHref({ keyword: state.keyword, activeTab: t.key, page: 1 }),
            badge: formatCount(data.counts[t.key]),
          }))}
        />
        <div className="flex flex-wrap items-center justify-between gap-2 py-2 text-meta text-ink-faint">
          <span data-testid="result-total">
            {state.keyword ? `“${state.keyword}”` : '全部'}共 <b className="font-semibold text-price">{total.toLocaleString('zh-CN')}</b> 条
          </span>
          {advanced && (
            <a href={advanced} className="text-primary-active hover:underline">
              更多筛选与排序 ›
            </a>
          )}
        </div>
      </div>

      <SearchReading
        reading={data.reading}
        keywordHref={(keyword, literal) => procurementHref({ keyword, activeTab: state.activeTab, page: 1, ...(literal ? { literal: true as const } : {}) })}
      />

      <section className="mt-3 rounded-card border border-line bg-white" aria-label="搜索结果">
        {total === 0 ? <EmptyState title="未找到匹配的内容" hint="请尝试搜索其他关键字" /> : <Items data={data} />}
      </section>

      <Pagination
        className="mt-4"
        page={state.page}
        pageSize={PROCUREMENT_PAGE_SIZE}
        total={Math.min(total, PROCUREMENT_PAGE_SIZE * 1000)}
        hrefFor={(page) => procurementHref({ ...state, page })}
      />
    </div>
  );
}
