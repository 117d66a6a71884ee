import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { CaseList, RowList, SolutionGrid, SupplierGrid } from '@/components/home/home-lists';
import { HomeBlock } from '@/components/home/home-block';
import { HomeSearch } from '@/components/home/home-search';
import { homeLists } from '@/lib/home/rows';
import type { HomeOverview } from '@/lib/home/types';
import { procurementHref } from '@/lib/search/procurement';

// 采购寻源 (000 §2 chrome link): the way into /procurement.html and its four tabs. Each tab is introduced with the
// city's newest records of its kind and opens the tab itself.

const TAB_INTROS = [
  { key: 'business', title: '找商机', desc: '政府采购意向、招标公告与软件外包需求，订阅后新商机推送到站内信', tone: 'bg-info-soft text-info' },
  { key: 'enterprise', title: '找企业', desc: '按服务行业、核心能力与注册资本筛选软件与数字化服务企业', tone: 'bg-success-soft text-success' },
  { key: 'case', title: '找案例', desc: '政务与企业数字化的真实交付案例，看清谁做过、做成了什么', tone: 'bg-price-soft text-price' },
  { key: 'product', title: '找方案', desc: '平台方案与平台优选方案，按分类、来源与价格比较', tone: 'bg-primary-soft text-primary-active' },
] as const;

export function SourcingView({ cityName, overview }: { cityName: string; overview: HomeOverview }) {
  const tab = (key: (typeof TAB_INTROS)[number]['key']) => procurementHref({ keyword: '', activeTab: key, page: 1 });
  const lists = homeLists(overview);
  return (
    <div className="pb-10">
      <div className="site-container py-3">
        <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '采购寻源' }]} />
      </div>
      <section className="bg-gradient-to-r from-[#0b4fd6] via-primary to-[#3b8cff]">
        <div className="site-container py-8">
          <h1 className=" text-2xl font-semibold text-white md:text-3xl">采购寻源 · {cityName}站</h1>
          <p className="mb-5 mt-2 max-w-2xl text-white/85">一个关键词同时找商机、企业、案例与方案：先看谁做过，再比方案与价格，最后发布需求让服务商来找您。</p>
          <HomeSearch />
        </div>
      </section>

      <ul className="site-container mt-5 grid grid-cols-2 gap-3 md:grid-cols-4">
        {TAB_INTROS.map((t) => (
          <li key={t.key}>
            <Link href={tab(t.key)} className="block h-full rounded-card border border-line bg-white p-4 shadow-card transition hover:-translate-y-0.5 hover:border-primary hover:shadow-pop">
              <span className={`inline-block rounded px-2 py-0.5 text-meta font-medium ${t.tone}`}>{t.title}</span>
              <p className="mt-2 text-ink-muted">{t.desc}</p>
            </Link>
          </li>
        ))}
      </ul>

      <div className="site-container mt-6 grid gap-6 lg:grid-cols-2">
        <HomeBlock id="sourcing-business" title={`找商机 · ${cityName}最新`} more={tab('business')} moreLabel="进入找商机">
          <RowList rows={lists.tenders.slice(0, 6)} />
        </HomeBlock>
        <HomeBlock id="sourcing-case" title="找案例 · 精选案例" more={tab('case')} moreLabel="进入找案例">
          <CaseList cases={lists.cases} />
        </HomeBlock>
      </div>
      <HomeBlock id="sourcing-enterprise" title={`找企业 · ${cityName}优质服务商`} more={tab('enterprise')} moreLabel="进入找企业" className="site-container mt-6">
        <SupplierGrid suppliers={lists.suppliers} cityName={cityName} />
      </HomeBlock>
      <HomeBlock id="sourcing-product" title="找方案 · 推荐方案" more={tab('product')} moreLabel="进入找方案" className="site-container mt-6">
        <SolutionGrid solutions={lists.solutions} />
      </HomeBlock>
    </div>
  );
}
