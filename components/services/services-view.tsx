import { AdSlot } from '@/components/ads/ad-slot';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowRightIcon } from '@/components/ui/icons';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { SERVICES_PATH, type ServiceCard, type ServiceSection } from '@/lib/services/catalogue';

function Card({ card }: { card: ServiceCard }) {
  return (
    <li className="flex flex-col rounded-card border border-line bg-white p-4 transition hover:border-primary/40 hover:shadow-card" data-testid="service-card">
      <h3 className="flex items-center justify-between gap-2 text-[15px] font-semibold">
        {card.href ? (
          <a href={card.href} className="hover:text-primary-active">
            {card.title}
          </a>
        ) : (
          <span>{card.title}</span>
        )}
        {!card.href && <span className="tag tag-info shrink-0 font-normal">即将上线</span>}
      </h3>
      <p className="mt-1.5 line-clamp-2 text-meta leading-5 text-ink-muted">{card.summary}</p>
      {card.links.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={`${card.title}细分服务`}>
          {card.links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="inline-block rounded bg-page px-2 py-1 text-meta text-ink hover:bg-primary-soft hover:text-primary-active">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {card.href && (
        <a href={card.href} className="mt-auto inline-flex items-center gap-1 pt-3 text-meta text-primary-active hover:underline">
          {card.links.length ? '查看需求' : '了解服务'}
          <span className="sr-only">：{card.title}</span>
          <ArrowRightIcon className="size-3.5" />
        </a>
      )}
    </li>
  );
}

/** 服务 (/jfService.html): consulting services and outsourcing categories, the ads on the right. */
export function ServicesView({ keyword, sections }: { keyword: string; sections: ServiceSection[] }) {
  return (
    <div className="site-container pb-10 pt-4">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '服务' }]} />
      <header className="mt-3 rounded-card border border-line bg-gradient-to-r from-primary-soft to-white px-4 py-5 shadow-card sm:px-6">
        <h1 className="text-xl font-semibold">服务</h1>
        <p className="mt-1 text-meta text-ink-muted">软件咨询、软件外包与人力外包服务，按类别找到合适的服务并发布需求</p>
        <form action={SERVICES_PATH} method="get" role="search" className="mt-4 flex max-w-xl gap-2">
          <label htmlFor="service-keyword" className="sr-only">
            搜索服务
          </label>
          <input
            id="service-keyword"
            name="keyword"
            defaultValue={keyword}
            maxLength={50}
            placeholder="搜索咨询、外包等服务，如：造价评估、小程序"
            className="h-10 min-w-0 flex-1 rounded-card border border-line-strong bg-white px-3 outline-none focus:border-primary"
          />
          <button type="submit" className="h-10 shrink-0 rounded-card bg-primary-active px-6 font-medium text-white hover:bg-primary">
            搜索
          </button>
        </form>
      </header>
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_280px]">
        <div className="min-w-0 space-y-4">
          {keyword && (
            <p className="text-meta text-ink-muted" data-testid="service-keyword-note">
              “{keyword}”相关的服务{sections.length ? '' : '：暂无'}，<a href={SERVICES_PATH} className="text-primary-active hover:underline">查看全部服务</a>
            </p>
          )}
          {sections.length === 0 && <EmptyState hint="请尝试其他关键字" className="rounded-card border border-line bg-white" />}
          {sections.map((section) => (
            <section key={section.key} aria-labelledby={`services-${section.key}`} data-testid={`services-${section.key}`}>
              <div className="mb-2 flex flex-wrap items-baseline gap-x-3">
                <h2 id={`services-${section.key}`} className="text-lg font-semibold">
                  {section.title}
                </h2>
                <p className="text-meta text-ink-faint">{section.subtitle}</p>
              </div>
              <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {section.cards.map((card) => (
                  <Card key={card.key} card={card} />
                ))}
              </ul>
            </section>
          ))}
        </div>
        <aside className="space-y-3" aria-label="推广">
          {PAGE_AD_SLOTS['/jfService.html'].map((slot) => (
            <AdSlot key={slot} slot={slot} />
          ))}
          <div className="rounded-card border border-line bg-white p-4 text-center shadow-card">
            <p className="font-medium">没有找到合适的服务？</p>
            <p className="mt-1 text-meta text-ink-muted">发布需求，服务商主动联系您</p>
            <a href="/demandHall.html" className="mt-3 inline-block rounded-card bg-primary-active px-5 py-1.5 text-white hover:bg-primary">
              去需求大厅
            </a>
          </div>
        </aside>
      </div>
    </div>
  );
}
