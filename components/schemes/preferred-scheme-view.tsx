// /preferredScheme.html (001 §2): banner, the four benefits, the heading and the form.
import { QueryProvider } from '@/components/query/query-provider';
import type { SchemePrefill } from '@/lib/schemes/types';
import { SchemeForm } from './scheme-form';

const BENEFITS = [
  { title: '资源扶持', text: '优选方案获平台首页、城市分站与采购寻源频道的优先展示' },
  { title: '品牌背书', text: '通过审核的方案标注「平台优选」，提升采购单位信任' },
  { title: '商机发现', text: '按方案类型与服务区域精准推送政府与企业采购商机' },
  { title: '技术支持', text: '平台专家协助梳理方案亮点，对接生态伙伴与交付资源' },
];

export function PreferredSchemeView({ prefill, pageToken }: { prefill: SchemePrefill; pageToken: string }) {
  return (
    <div className="pb-10">
      <section className="bg-gradient-to-r from-primary-active to-primary text-white">
        <div className="site-container py-10 sm:py-14">
          <p className="text-meta tracking-widest text-white/80">云采汇 · 优选方案征集</p>
          <h1 className="mt-2 text-[26px] font-semibold sm:text-[32px]">让好方案被采购单位看见</h1>
          <p className="mt-3 max-w-xl text-white/85">提交贵司的软件与数字化解决方案，经平台审核后进入优选方案库，面向全国政府与企业采购单位展示。</p>
        </div>
      </section>
      <div className="site-container">
        <ul className="-mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((b, i) => (
            <li key={b.title} className="rounded-card border border-line bg-white p-4 shadow-card">
              <p className="flex items-center gap-2 text-[16px] font-semibold">
                <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-full bg-primary-soft text-primary-active">{i + 1}</span>
                {b.title}
              </p>
              <p className="mt-2 text-ink-muted">{b.text}</p>
            </li>
          ))}
        </ul>
        <h2 className="mb-4 mt-8 text-center text-[22px] font-semibold">提交方案</h2>
        <QueryProvider>
          <SchemeForm prefill={prefill} pageToken={pageToken} />
        </QueryProvider>
      </div>
    </div>
  );
}
