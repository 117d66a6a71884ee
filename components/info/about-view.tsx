// 关于我们 (/about.html): what the platform is, its figures, what it stands for, how to reach it.
import type { PortalFigures } from '@/lib/info/types';
import type { SiteSettings } from '@/lib/site/types';
import { telHref } from '@/lib/site/tel';
import { PageHero } from './page-hero';


const VALUES = [
  { name: '公开透明', desc: '中标信息、服务价格与评价公开可查，让采购决策有据可依。' },
  { name: '专业严选', desc: '行业专家参与服务商评估，以真实案例与资质说话。' },
  { name: '安全合规', desc: '遵循政府采购相关法规，数据分级保护，交易全程留痕。' },
  { name: '共建共赢', desc: '连接采购单位与软件企业，助力数字经济高质量发展。' },
];

const MILESTONES = [
  { year: '2019', text: '云采汇在重庆上线，首批汇聚西南地区软件企业。' },
  { year: '2021', text: '开通城市分站，中标信息覆盖全国主要城市。' },
  { year: '2023', text: '推出案例库与解决方案库，上线软件造价评估服务。' },
  { year: '2025', text: '商机订阅与在线沟通上线，服务商响应时间缩短至 24 小时内。' },
];

export function AboutView({ figures, site }: { figures: PortalFigures; site: SiteSettings }) {
  const stats = [
    { label: '入驻软件企业', value: figures.suppliers },
    { label: '中标项目公示', value: figures.bids },
    { label: '数字化案例', value: figures.cases },
    { label: '覆盖城市', value: figures.cities },
  ];
  return (
    <div className="pb-10">
      <PageHero title="关于云采汇" lead="云采汇是面向政府与企业的软件与数字化服务采购平台，帮助采购单位找到可靠的服务商，帮助软件企业找到商机。" />
      <div className="site-container mt-6 flex flex-col gap-6">
        <section aria-label="平台数据" className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {stats.map((s) => (
            <div key={s.label} data-testid="about-figure" className="rounded-card border border-line bg-white p-5 text-center">
              <p className="text-2xl font-semibold tabular-nums text-primary-active">{s.value.toLocaleString('zh-CN')}</p>
              <p className="mt-1 text-meta text-ink-muted">{s.label}</p>
            </div>
          ))}
        </section>
        <section aria-labelledby="intro-title" className="rounded-card border border-line bg-white p-6 leading-relaxed">
          <h2 id="intro-title" className="text-lg font-semibold">
            平台介绍
          </h2>
          <p className="mt-2 text-ink-muted">
            云采汇汇聚全国政企软件项目的中标公示、采购公告与采购意向，收录软件企业的资质、案例与解决方案，提供供应商寻源、软件造价评估、采购代理与 IT
            监理等专业服务。采购单位可以查中标、找企业、看案例、发需求；软件企业可以订阅商机、展示方案、在线沟通，让每一次数字化采购都更高效、更透明。
          </p>
        </section>
        <section aria-labelledby="values-title" className="rounded-card border border-line bg-white p-6">
          <h2 id="values-title" className="text-lg font-semibold">
            我们的理念
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((v) => (
              <li key={v.name} className="rounded-card bg-page p-4">
                <p className="font-medium text-primary-active">{v.name}</p>
                <p className="mt-1 text-meta text-ink-muted">{v.desc}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="history-title" className="rounded-card border border-line bg-white p-6">
          <h2 id="history-title" className="text-lg font-semibold">
            发展历程
          </h2>
          <ol className="mt-4 space-y-3 border-l-2 border-primary-soft pl-5">
            {MILESTONES.map((m) => (
              <li key={m.year}>
                <p className="font-semibold text-primary-active">{m.year}</p>
                <p className="text-ink-muted">{m.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="contact-title" className="rounded-card border border-line bg-white p-6">
          <h2 id="contact-title" className="text-lg font-semibold">
            联系我们
          </h2>
          <dl className="mt-3 grid gap-3 sm:grid-cols-3">
            <div>
              <dt className="text-meta text-ink-faint">客服热线（{site.hotlineHours}）</dt>
              <dd>
                <a href={telHref(site.hotline)} className="text-primary-active hover:underline">
                  {site.hotline}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-meta text-ink-faint">客服邮箱</dt>
              <dd>
                <a href={`mailto:${site.supportEmail}`} className="text-primary-active hover:underline">
                  {site.supportEmail}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-meta text-ink-faint">廉洁举报</dt>
              <dd>
                <a href={`mailto:${site.reportEmail}`} className="text-primary-active hover:underline">
                  {site.reportEmail}
                </a>
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </div>
  );
}
