import Link from 'next/link';
import { formatAmount, formatDate } from '@/lib/format/amount';
import type { HomeOverview } from '@/lib/home/types';
import { articleHref, INDUSTRY_VIEW_PATH } from '@/lib/news/links';

const entries = [
  { href: '/search.html?tabIndex=0', title: '查中标', desc: '全国政企中标公示，按地区、单位、方式筛选', tone: 'bg-primary-soft text-primary-active' },
  { href: '/search.html?tabIndex=1', title: '找供应商', desc: '按服务行业、核心能力、注册资本找企业', tone: 'bg-success-soft text-success' },
  { href: '/jfCase.html', title: '案例库', desc: '政务数字化与企业数字化的真实交付案例', tone: 'bg-price-soft text-price' },
  { href: '/procurement.html?activeTab=business', title: '找商机', desc: '招标公告、采购意向与软件外包需求', tone: 'bg-info-soft text-info' },
] as const;

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="min-w-28">
      <div className="text-2xl font-semibold tabular-nums text-white">{value.toLocaleString('zh-CN')}</div>
      <div className="text-meta text-white/75">{label}</div>
    </div>
  );
}

export function HomeView({ cityName, overview }: { cityName: string; overview: HomeOverview }) {
  return (
    <div className="pb-10">
      <section className="bg-gradient-to-r from-[#0b4fd6] via-primary to-[#3b8cff]">
        <div className="site-container flex flex-col gap-6 py-10 md:flex-row md:items-end md:justify-between">
          <div>
            <h1 className="text-2xl font-semibold text-white md:text-3xl">{cityName}站 · 政企数字化转型采购寻源</h1>
            <p className="mt-2 max-w-xl text-white/85">
              汇聚中标公示、软件供应商、行业案例与解决方案，帮助采购单位快速找到可靠的数字化服务商。
            </p>
          </div>
          <div className="flex gap-8">
            <Stat label={`${cityName}中标项目`} value={overview.bidCount} />
            <Stat label={`${cityName}供应商`} value={overview.supplierCount} />
            <Stat label={`${cityName}案例`} value={overview.caseCount} />
          </div>
        </div>
      </section>

      <section className="site-container -mt-5 grid grid-cols-2 gap-3 md:grid-cols-4">
        {entries.map((e) => (
          <Link
            key={e.href}
            href={e.href}
            className="rounded-card border border-line bg-white p-4 shadow-card transition hover:-translate-y-0.5 hover:border-primary hover:shadow-pop"
          >
            <span className={`inline-block rounded px-2 py-0.5 text-meta font-medium ${e.tone}`}>{e.title}</span>
            <p className="mt-2 text-ink-muted">{e.desc}</p>
          </Link>
        ))}
      </section>

      <div className="site-container mt-6 grid gap-6 lg:grid-cols-[1fr_380px]">
        <section className="min-w-0 rounded-card border border-line bg-white">
          <header className="flex items-center justify-between border-b border-line px-5 py-3">
            <h2 className="text-base font-semibold">最新中标</h2>
            <Link href="/search.html?tabIndex=0" className="text-meta text-primary-active hover:underline">
              查看更多
            </Link>
          </header>
          {overview.latestBids.length === 0 ? (
            <p className="px-5 py-10 text-center text-ink-faint">未找到匹配的内容</p>
          ) : (
            <ul className="divide-y divide-line">
              {overview.latestBids.map((b) => (
                <li key={b.bidId} className="flex items-center gap-4 px-5 py-3">
                  <div className="min-w-0 flex-1">
                    <Link href={`/search-signdetail.html?id=${b.bidId}`} className="block truncate font-medium hover:text-primary-active">
                      {b.projectName}
                    </Link>
                    <p className="truncate text-meta text-ink-faint">采购单位：{b.purchaser}</p>
                  </div>
                  <div className="shrink-0 text-right">
                    <div className="font-semibold text-price tabular-nums">{formatAmount(b.amount)}</div>
                    <div className="text-meta text-ink-faint tabular-nums">{formatDate(b.publishTime)}</div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="min-w-0 rounded-card border border-line bg-white">
          <header className="flex items-center justify-between border-b border-line px-5 py-3">
            <h2 className="text-base font-semibold">精选案例</h2>
            <Link href="/jfCase.html" className="text-meta text-primary-active hover:underline">
              进入案例库
            </Link>
          </header>
          <ul className="divide-y divide-line">
            {overview.latestCases.map((c) => (
              <li key={c.caseUuid} className="px-5 py-3">
                <Link href={`/business-detail.html?id=${c.caseUuid}&source=${c.source}`} className="line-clamp-1 font-medium hover:text-primary-active">
                  {c.caseTitle}
                </Link>
                <p className="mt-0.5 flex gap-2 text-meta text-ink-faint">
                  <span className="rounded bg-primary-soft px-1.5 text-primary-active">{c.parentIndName}</span>
                  <span className="truncate">{c.buName}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      {overview.latestNews.length > 0 && (
        <section aria-labelledby="home-news" className="site-container mt-6 rounded-card border border-line bg-white">
          <header className="flex items-center justify-between border-b border-line px-5 py-3">
            <h2 id="home-news" className="text-base font-semibold">行业观点</h2>
            <Link href={INDUSTRY_VIEW_PATH} className="text-meta text-primary-active hover:underline">
              更多资讯
            </Link>
          </header>
          <ul className="grid gap-x-6 px-5 py-2 md:grid-cols-2">
            {overview.latestNews.map((a) => (
              <li key={a.id} className="flex items-baseline gap-3 border-b border-line py-2.5 last:border-b-0 md:[&:nth-last-child(2)]:border-b-0">
                <span className="shrink-0 rounded bg-primary-soft px-1.5 text-meta text-primary-active">{a.relatedLabelName}</span>
                <Link href={articleHref(a.id)} className="min-w-0 flex-1 truncate hover:text-primary-active">
                  {a.title}
                </Link>
                <time dateTime={a.publishTime} className="shrink-0 text-meta tabular-nums text-ink-faint">
                  {a.publishTimeStr}
                </time>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
