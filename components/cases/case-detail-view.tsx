// The case detail page (000 §2 "Case detail"): title, section tabs, the sections the case has, and a
// side column with related cases and an ad slot.
import { AdSlot } from '@/components/ads/ad-slot';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Tag } from '@/components/ui/tag';
import { caseSections, visibleScreenshots } from '@/lib/cases/detail-sections';
import type { CaseDetail, IndustryCaseInfo } from '@/lib/cases/types';
import { caseLibraryHref, initialState } from '@/lib/cases/url';
import { formatDate } from '@/lib/format/date';
import { IntroSection, ProviderSection, ScreenshotsSection, ServiceSection } from './case-detail-sections';
import { CaseSectionTabs } from './case-section-tabs';
import { RelatedCases } from './related-cases';

export function CaseDetailView({ detail, related }: { detail: CaseDetail; related: IndustryCaseInfo[] }) {
  const sections = caseSections(detail);
  const has = (id: string) => sections.some((s) => s.id === id);
  const government = detail.source === 1;
  return (
    <div className="site-container pb-10 pt-4">
      <Breadcrumb
        items={[
          { label: '首页', href: '/' },
          { label: '案例库', href: caseLibraryHref(initialState(government ? 'gov' : 'ent')) },
          { label: detail.caseTitle },
        ]}
      />
      <div className="mt-3 grid gap-5 lg:grid-cols-[minmax(0,1fr)_290px]">
        <article className="min-w-0">
          <header className="rounded-card border border-line bg-white px-4 py-5 md:px-6">
            <h1 className="text-xl font-semibold leading-snug md:text-2xl">{detail.caseTitle}</h1>
            <p className="mt-3 flex flex-wrap items-center gap-2">
              <Tag tone="primary">{government ? '政务数字化案例' : '企业数字化案例'}</Tag>
              <Tag tone="success">{detail.parentIndName}</Tag>
              <Tag tone="info">{detail.indName}</Tag>
              <span className="text-meta text-ink-faint">
                发布于 <time dateTime={detail.publishTime}>{formatDate(detail.publishTime)}</time>
              </span>
            </p>
          </header>
          <div className="mt-4 rounded-card border border-line bg-white">
            <CaseSectionTabs sections={sections} />
            <IntroSection detail={detail} />
            {has('service') && detail.serviceDetail && <ServiceSection text={detail.serviceDetail} />}
            {has('provider') && <ProviderSection detail={detail} />}
            {has('shots') && <ScreenshotsSection title={detail.caseTitle} paths={visibleScreenshots(detail)} />}
          </div>
        </article>
        <aside className="min-w-0 space-y-4" aria-label="相关推荐">
          <RelatedCases items={related} />
          <AdSlot slot="business-detail-right" />
        </aside>
      </div>
    </div>
  );
}
