'use client';

// The home page of a city site (000 §2 Header): the search by type, the city's figures, its newest winning
// bids and tenders, recommended solutions and suppliers, cases, news and the ad slots; every block
// links to its full list. A client component only so the page's RSC payload carries the page's data
// (lib/home/rows.ts: homeData) once instead of its whole markup
// (docs/decisions/0003-client-components-to-shrink-the-rsc-payload.md).
import { AdSlot } from '@/components/ads/ad-slot';
import { CategoryMenu } from '@/components/products/category-menu';
import { CategoryNav } from '@/components/products/category-nav';
import type { Publisher } from '@/components/publish/quick-publish-dialog';
import { DealsPanel } from '@/components/tendering/deals-panel';
import { ReleaseDemandPanel } from '@/components/tendering/release-demand-panel';
import type { HomeData } from '@/lib/home/rows';
import { INDUSTRY_VIEW_PATH } from '@/lib/news/links';
import { HomeBlock } from './home-block';
import { CaseList, NewsList, RowList, SolutionGrid, SupplierGrid } from './home-lists';
import { HomeSearch } from './home-search';

const entries = [
  { href: '/search.html?tabIndex=0', title: '查中标', desc: '全国政企中标公示，按地区、单位、方式筛选', tone: 'bg-primary-soft text-primary-active' },
  { href: '/search.html?tabIndex=1', title: '找供应商', desc: '按服务行业、核心能力、注册资本找企业', tone: 'bg-success-soft text-success' },
  { href: '/jfCase.html', title: '案例库', desc: '政务数字化与企业数字化的真实交付案例', tone: 'bg-price-soft text-price' },
  { href: '/procurement.html?activeTab=business', title: '找商机', desc: '招标公告、采购意向与软件外包需求', tone: 'bg-info-soft text-info' },
] as const;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-24">
      <div className="text-2xl font-semibold tabular-nums text-white">{value}</div>
      <div className="text-meta text-white/75">{label}</div>
    </div>
  );
}

export function HomeView({
  cityName,
  home,
  publisher,
  hotline,
  keywords,
}: {
  cityName: string;
  home: HomeData;
  publisher: Publisher | null;
  hotline: string;
  /** The site's 软件商机 hot searches. */
  keywords: readonly string[];
}) {
  const { lists, counts } = home;
  return (
    <div className="pb-10">
      <section className="bg-gradient-to-r from-[#0b4fd6] via-primary to-[#3b8cff]">
        <div className="site-container flex flex-col gap-6 py-8 lg:flex-row lg:items-end lg:justify-between">
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-semibold text-white md:text-3xl">{cityName}站 · 政企数字化转型采购寻源</h1>
            <p className="mb-5 mt-2 max-w-xl text-white/85">汇聚中标公示、软件供应商、行业案例与解决方案，帮助采购单位快速找到可靠的数字化服务商。</p>
            <HomeSearch keywords={keywords} />
          </div>
          <div className="flex gap-6 sm:gap-8">
            <Stat label={`${cityName}中标项目`} value={counts.bids} />
            <Stat label={`${cityName}供应商`} value={counts.suppliers} />
            <Stat label={`${cityName}案例`} value={counts.cases} />
          </div>
        </div>
      </section>

      <div className="site-container mt-5 grid gap-4 lg:grid-cols-[220px_1fr_280px]">
        <CategoryNav categories={home.categories} page="index" className="relative z-20 hidden self-start lg:block" />
        <CategoryMenu className="lg:hidden" />
        <section aria-label="快捷入口" className="grid grid-cols-2 content-start gap-3">
          {entries.map((e) => (
            <a key={e.href} href={e.href} className="rounded-card border border-line bg-white p-4 shadow-card transition hover:-translate-y-0.5 hover:border-primary hover:shadow-pop">
              <span className={`inline-block rounded px-2 py-0.5 text-meta font-medium ${e.tone}`}>{e.title}</span>
              <p className="mt-2 text-ink-muted">{e.desc}</p>
            </a>
          ))}
        </section>
        <ReleaseDemandPanel publisher={publisher} hotline={hotline} fromType="index" />
      </div>

      <div className="site-container mt-6 grid gap-6 lg:grid-cols-[1fr_360px]">
        <div className="grid min-w-0 gap-6">
          <HomeBlock id="home-bids" title={`${cityName}最新中标`} more="/search.html?tabIndex=0">
            <RowList rows={lists.bids} />
          </HomeBlock>
          <HomeBlock id="home-tenders" title={`${cityName}招标商机`} more="/business.html">
            <RowList rows={lists.tenders} />
          </HomeBlock>
        </div>
        <aside className="grid min-w-0 content-start gap-6">
          <div className="grid gap-3">
            <AdSlot slot="index-right-1" />
            <AdSlot slot="index-right-2" />
          </div>
          <DealsPanel deals={home.deals} />
          <HomeBlock id="home-cases" title="精选案例" more="/jfCase.html" moreLabel="进入案例库">
            <CaseList cases={lists.cases} />
          </HomeBlock>
        </aside>
      </div>

      <HomeBlock id="home-solutions" title="推荐方案" more="/scheme.html" moreLabel="全部方案" className="site-container mt-6">
        <SolutionGrid solutions={lists.solutions} />
      </HomeBlock>

      <HomeBlock id="home-suppliers" title={`${cityName}优质服务商`} more="/search.html?tabIndex=1" moreLabel="找更多服务商" className="site-container mt-6">
        <SupplierGrid suppliers={lists.suppliers} cityName={cityName} />
      </HomeBlock>

      {lists.news.length > 0 && (
        <HomeBlock id="home-news" title="行业观点" more={INDUSTRY_VIEW_PATH} moreLabel="更多资讯" className="site-container mt-6">
          <NewsList news={lists.news} />
        </HomeBlock>
      )}
    </div>
  );
}
