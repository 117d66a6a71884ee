// /service_details.html?serviceid= (软件咨询 service): what the service is, what it delivers, how it
// goes, what it costs, cases and questions, with the consult button at the top and the bottom.
import Link from 'next/link';
import type { Publisher } from '@/components/publish/quick-publish-dialog';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { CheckIcon } from '@/components/ui/icons';
import { serviceHref } from '@/lib/consult/json-ld';
import { ONLINE_SERVICES, type ConsultService } from '@/lib/consult/services';
import { ConsultTrigger } from './consult-trigger';

const card = 'rounded-card border border-line bg-white p-5 shadow-card';
const heading = 'text-[17px] font-semibold';
const primaryButton = 'flex h-10 items-center rounded-card bg-primary-active px-6 font-medium text-white hover:bg-primary';

export function ServiceDetailView({ service, publisher }: { service: ConsultService; publisher: Publisher | null }) {
  const others = ONLINE_SERVICES.filter((s) => s.serviceId !== service.serviceId);
  return (
    <div className="site-container py-5">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '软件咨询', href: '/softwareConsult.html' }, { label: service.serviceName }]} />
      <header className="mt-4 flex flex-wrap items-end justify-between gap-4 rounded-card border border-line bg-white p-6 shadow-card">
        <div className="min-w-0 max-w-3xl">
          <h1 className="text-[24px] font-semibold">{service.serviceName}</h1>
          <p className="mt-2 leading-relaxed text-ink-muted">{service.summary}</p>
        </div>
        <ConsultTrigger serviceId={service.serviceId} publisher={publisher} className={primaryButton}>
          立即咨询
        </ConsultTrigger>
      </header>
      <div className="mt-4 grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_300px]">
        <div className="min-w-0 space-y-4">
          <section aria-labelledby="sd-intro" className={card}>
            <h2 id="sd-intro" className={heading}>服务介绍</h2>
            <p className="mt-3 leading-relaxed text-ink-muted">{service.intro}</p>
            <h3 className="mt-5 font-semibold">交付成果</h3>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {service.deliverables.map((d) => (
                <li key={d} className="flex items-start gap-2 text-ink-muted">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" />
                  {d}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="sd-process" className={card}>
            <h2 id="sd-process" className={heading}>服务流程</h2>
            <ol className="mt-3 grid gap-3 sm:grid-cols-2">
              {service.process.map((step, i) => (
                <li key={step.title} className="rounded-card bg-page p-4">
                  <p className="flex items-center gap-2 font-medium">
                    <span className="flex size-6 items-center justify-center rounded-full bg-primary-active text-meta text-white">{i + 1}</span>
                    {step.title}
                  </p>
                  <p className="mt-2 text-meta leading-relaxed text-ink-muted">{step.text}</p>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="sd-price" className={card}>
            <h2 id="sd-price" className={heading}>计费方式</h2>
            <p className="mt-3 leading-relaxed text-ink-muted">{service.priceBasis}</p>
          </section>
          <section aria-labelledby="sd-cases" className={card}>
            <h2 id="sd-cases" className={heading}>服务案例</h2>
            <ul className="mt-3 space-y-3">
              {service.cases.map((c) => (
                <li key={c.title} className="border-l-2 border-primary pl-3">
                  <p className="font-medium">{c.title}</p>
                  <p className="mt-1 text-meta leading-relaxed text-ink-muted">{c.text}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="sd-faq" className={card}>
            <h2 id="sd-faq" className={heading}>常见问题</h2>
            <dl className="mt-3 divide-y divide-line">
              {service.faq.map((f) => (
                <div key={f.q} className="py-3">
                  <dt className="font-medium">问：{f.q}</dt>
                  <dd className="mt-1 text-ink-muted">答：{f.a}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
        <aside className="space-y-4" aria-label="更多咨询服务">
          <div className={`${card} text-center`}>
            <p className="font-semibold">需要{service.serviceName}？</p>
            <p className="mt-1 text-meta text-ink-muted">提交需求后，顾问 1 个工作日内回电</p>
            <div className="mt-4 flex justify-center">
              <ConsultTrigger serviceId={service.serviceId} publisher={publisher} className={primaryButton}>
                立即咨询
              </ConsultTrigger>
            </div>
          </div>
          <div className={card}>
            <p className="font-semibold">其他咨询服务</p>
            <ul className="mt-2 divide-y divide-line">
              {others.map((s) => (
                <li key={s.serviceId} className="py-2">
                  <Link href={serviceHref(s.serviceId)} prefetch={false} className="text-ink hover:text-primary-active">
                    {s.serviceName}
                  </Link>
                  <p className="mt-0.5 line-clamp-2 text-meta text-ink-faint">{s.summary}</p>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </div>
  );
}

/** A service that exists but has no page yet (the spec's missing detail flag). */
export function ServiceNotOnlineView({ name }: { name: string }) {
  return (
    <div className="site-container py-5">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '软件咨询', href: '/softwareConsult.html' }, { label: name }]} />
      <div className="mt-4 rounded-card border border-line bg-white px-6 py-16 text-center shadow-card">
        <h1 className="text-[20px] font-semibold">{name}</h1>
        <p className="mt-3 text-ink-muted" data-testid="not-online">服务暂未上线</p>
        <Link href="/softwareConsult.html" prefetch={false} className="mt-6 inline-flex h-10 items-center rounded-card border border-line-strong px-5 text-ink-muted hover:text-primary-active">
          查看其他咨询服务
        </Link>
      </div>
    </div>
  );
}
