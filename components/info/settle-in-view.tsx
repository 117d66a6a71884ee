// 供应商入驻 (/settleIn.html): why a software company joins, what it needs, how it joins, and the
// doors in (register, submit a preferred scheme, subscribe to opportunities).
import Link from 'next/link';
import type { PortalFigures } from '@/lib/info/types';
import { heroPrimary, heroSecondary, PageHero } from './page-hero';
import { Steps } from './steps';

const BENEFITS = [
  { name: '精准商机', desc: '政府采购意向、招标公告与外包需求按行业与城市订阅，新商机推送到站内信。' },
  { name: '案例背书', desc: '中标记录与交付案例自动归集到企业主页，采购单位先看您做过什么。' },
  { name: '方案展示', desc: '提交优选方案，审核通过后以“平台优选”在方案库与首页展示。' },
  { name: '直连采购方', desc: '采购单位通过侧边栏在线沟通、隐私号来电，线索直达您的商务团队。' },
];

const STEPS = [
  { name: '注册账号', desc: '手机号验证码注册，选择企业身份。' },
  { name: '企业认证', desc: '填写统一社会信用代码与联系人，平台 1 个工作日内审核。' },
  { name: '完善主页', desc: '补充核心能力、服务行业、资质证书与交付案例。' },
  { name: '提交方案', desc: '提交优选方案，审核通过后上架方案库。' },
];

const MATERIALS = ['营业执照（统一社会信用代码）', '联系人姓名与手机号', '企业简介、核心能力与服务行业', '资质证书与荣誉证书（可选）', '代表性交付案例与方案材料'];

const FAQ = [
  { q: '入驻需要费用吗？', a: '基础入驻免费：企业主页、案例展示、方案提交与在线沟通均不收费；商机订阅提供限时免费试用。' },
  { q: '审核需要多久？', a: '企业认证一般在 1 个工作日内完成，优选方案审核一般在 3 个工作日内完成，结果通过站内信通知。' },
  { q: '可以覆盖多个城市吗？', a: '可以。在企业资料中选择服务覆盖区域（最多 10 个城市），对应城市分站的采购单位都能找到您。' },
];

export function SettleInView({ figures }: { figures: PortalFigures }) {
  return (
    <div className="pb-10">
      <PageHero title="供应商入驻" lead={`已有 ${figures.suppliers.toLocaleString('zh-CN')} 家软件与数字化服务企业入驻云采汇，覆盖 ${figures.cities} 个城市分站。`}>
        <Link href="/register" prefetch={false} className={heroPrimary}>
          免费注册入驻
        </Link>
        <Link href="/preferredScheme.html" prefetch={false} className={heroSecondary}>
          提交优选方案
        </Link>
      </PageHero>
      <div className="site-container mt-6 flex flex-col gap-6">
        <section aria-labelledby="settle-benefits">
          <h2 id="settle-benefits" className="mb-3 text-lg font-semibold">
            入驻权益
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.map((b) => (
              <li key={b.name} className="rounded-card border border-line bg-white p-5">
                <p className="font-semibold text-primary-active">{b.name}</p>
                <p className="mt-1 text-ink-muted">{b.desc}</p>
              </li>
            ))}
          </ul>
        </section>
        <Steps title="入驻流程" steps={STEPS} />
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="settle-materials" className="rounded-card border border-line bg-white p-6">
            <h2 id="settle-materials" className="text-lg font-semibold">
              准备材料
            </h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink-muted">
              {MATERIALS.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="settle-faq" className="rounded-card border border-line bg-white p-6">
            <h2 id="settle-faq" className="text-lg font-semibold">
              常见问题
            </h2>
            <dl className="mt-3 space-y-3">
              {FAQ.map((f) => (
                <div key={f.q}>
                  <dt className="font-medium">{f.q}</dt>
                  <dd className="mt-0.5 text-meta text-ink-muted">{f.a}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}
