// The supplier detail page (000 §2 /search-supplierdetail.html): the company's head and base facts,
// then its introduction, cases, solutions, won bids, certificates and patents, each section paged on
// its own and reachable from the tabs.
import type { ReactNode } from 'react';
import { AdSlot } from '@/components/ads/ad-slot';
import { BidRow } from '@/components/bids/bid-row';
import { DetailSection } from '@/components/detail/detail-section';
import { SectionNav } from '@/components/detail/section-nav';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { PAGED_SECTION_IDS, PAGED_SECTIONS, type SectionPages } from '@/lib/suppliers/sections';
import type { SupplierProfile } from '@/lib/suppliers/types';
import type { SupplierPageLists } from '@/lib/suppliers/types';
import { CertificateTable } from './certificate-table';
import { PagedSection } from './paged-section';
import { PatentTable } from './patent-table';
import { SupplierCaseCards } from './supplier-case-cards';
import { SupplierOverview } from './supplier-overview';
import { SupplierSolutionCards } from './supplier-solution-cards';

interface Props {
  supplier: SupplierProfile;
  crumbs: Crumb[];
  pages: SectionPages;
  lists: SupplierPageLists;
  /** The 中标分析 section (components/market), after the won bids, with its tab. */
  analysis: { anchor: string; section: ReactNode };
}

export function SupplierDetailView({ supplier, crumbs, pages, lists, analysis }: Props) {
  const compId = supplier.compId;
  const tabs = [
    { id: 'intro', label: '企业简介' },
    ...PAGED_SECTION_IDS.flatMap((id) => [
      { id, label: PAGED_SECTIONS[id].label, count: lists[id].total },
      ...(id === 'bids' ? [{ id: analysis.anchor, label: '中标分析' }] : []),
    ]),
  ];
  // The company's total can exceed the newest ones listed: say so rather than look inconsistent.
  const patentNote =
    supplier.patentNum > lists.patents.total ? `共 ${supplier.patentNum} 项，展示最近公开的 ${lists.patents.total} 项` : undefined;
  return (
    <div className="site-container pb-10 pt-4">
      <Breadcrumb items={crumbs} />
      <div className="mt-3 space-y-4">
        <SupplierOverview
          supplier={supplier}
          // The seed sets caseCount to the cases this page lists (seed/dataset.ts): 交付项目 and the 案例 tab agree.
          caseCount={supplier.caseCount}
          certificateCount={lists.certificates.total}
        />
        {/* The sections, and on wide screens the page's ad slot (001 §2) on their right, kept in view. */}
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_280px]">
        <div className="min-w-0 space-y-4">
        <SectionNav label="企业信息" links={tabs} />
        <DetailSection id="intro" title="企业简介">
          <p className="whitespace-pre-line break-words leading-7 text-ink-muted">{supplier.intro}</p>
        </DetailSection>
        <PagedSection section="cases" compId={compId} pages={pages} data={lists.cases}>
          {(items) => <SupplierCaseCards items={items} />}
        </PagedSection>
        <PagedSection section="solutions" compId={compId} pages={pages} data={lists.solutions}>
          {(items) => <SupplierSolutionCards items={items} />}
        </PagedSection>
        <PagedSection section="bids" compId={compId} pages={pages} data={lists.bids}>
          {(items) => (
            <ul className="divide-y divide-line" data-testid="supplier-bids">
              {items.map((b) => (
                <BidRow key={b.bidId} bid={b} party="purchaser" />
              ))}
            </ul>
          )}
        </PagedSection>
        {analysis.section}
        <PagedSection section="certificates" compId={compId} pages={pages} data={lists.certificates}>
          {(items) => <CertificateTable items={items} />}
        </PagedSection>
        <PagedSection section="patents" compId={compId} pages={pages} data={lists.patents} extra={patentNote}>
          {(items) => <PatentTable items={items} />}
        </PagedSection>
        </div>
        <aside className="hidden lg:block" aria-label="推广">
          <div className="sticky top-4 space-y-3">
            {PAGE_AD_SLOTS['/search-supplierdetail.html'].map((slot) => (
              <AdSlot key={slot} slot={slot} />
            ))}
          </div>
        </aside>
        </div>
      </div>
    </div>
  );
}
