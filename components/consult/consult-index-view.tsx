// /softwareConsult.html (软件咨询): the consulting services, how a consultation goes, and the way in.
import Link from 'next/link';
import type { Publisher } from '@/components/publish/quick-publish-dialog';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { serviceHref } from '@/lib/consult/json-ld';
import { ONLINE_SERVICES } from '@/lib/consult/services';
import { ConsultTrigger } from './consult-trigger';

const STEPS = ['提交咨询需求', '顾问 1 个工作日内回电', '确认服务方案与报价', '签约交付、全程跟进'];
const primaryButton = 'flex h-10 items-center rounded-card bg-primary-active px-6 font-medium text-white hover:bg-primary';

export function ConsultIndexView({ publisher }: { publisher: Publisher | null }) {
  return (
    <div className="site-container py-5">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '软件咨询' }]} />
      <section className="mt-4 rounded-card bg-[linear-gradient(135deg,#0a3a86_0%,#0958d9_55%,#4096ff_100%)] px-6 py-10 text-white sm:px-10">
        <h1 className="text-[26px] font-semibold">软件咨询</h1>
        <p className="mt-3 max-w-2xl leading-relaxed text-white/85">
          面向政府采购单位与企业的信息化专业服务：从找到合适的服务商、算清楚合理造价，到依法组织采购、监督项目交付，平台顾问全程陪同。
        </p>
        <div className="mt-6">
          <ConsultTrigger publisher={publisher} className="flex h-10 items-center rounded-card bg-white px-6 font-medium text-primary-active hover:bg-primary-soft">
            立即咨询
          </ConsultTrigger>
        </div>
      </section>
      <section aria-labelledby="consult-services" className="mt-6">
        <h2 id="consult-services" className="text-[18px] font-semibold">
          咨询服务
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {ONLINE_SERVICES.map((s) => (
            <li key={s.serviceId} className="flex flex-col rounded-card border border-line bg-white p-5 shadow-card">
              <h3 className="text-[16px] font-semibold">
                <Link href={serviceHref(s.serviceId)} prefetch={false} className="hover:text-primary-active">
                  {s.serviceName}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-meta leading-relaxed text-ink-muted">{s.summary}</p>
              <div className="mt-4 flex gap-2">
                <Link href={serviceHref(s.serviceId)} prefetch={false} className="flex h-8 items-center rounded-card border border-line-strong px-3 text-meta text-ink-muted hover:text-primary-active">
                  了解详情
                </Link>
                <ConsultTrigger serviceId={s.serviceId} publisher={publisher} className="flex h-8 items-center rounded-card bg-primary-active px-3 text-meta text-white hover:bg-primary">
                  立即咨询
                </ConsultTrigger>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="consult-steps" className="mt-6 rounded-card border border-line bg-white p-5 shadow-card">
        <h2 id="consult-steps" className="text-[18px] font-semibold">
          咨询流程
        </h2>
        <ol className="mt-4 grid gap-3 sm:grid-cols-4">
          {STEPS.map((step, i) => (
            <li key={step} className="flex items-center gap-3 rounded-card bg-page px-4 py-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-active text-meta font-semibold text-white">{i + 1}</span>
              <span className="text-ink">{step}</span>
            </li>
          ))}
        </ol>
        <div className="mt-5 flex justify-center">
          <ConsultTrigger publisher={publisher} className={primaryButton}>
            提交咨询需求
          </ConsultTrigger>
        </div>
      </section>
    </div>
  );
}
