import { ChartFigure } from '@/components/charts/chart-figure';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { Tag } from '@/components/ui/tag';
import type { Chart } from '@/lib/charts/types';
import { purchaserCsvHref, type PurchaserChartId } from '@/lib/market/charts';
import { toWan } from '@/lib/market/rules';
import type { PurchaserProfile } from '@/lib/market/types';
import { formatDate } from '@/lib/format/date';
import { FigureCard } from './figure-card';
import { LinkList } from './link-list';

// 采购单位画像 (/search-purchaserdetail.html?code=, docs/analytics.md "Purchasing unit"): what a unit
// bought, from whom and for how much, and what it has open now.

const wan = (yuan: number) => `${toWan(yuan).toLocaleString('zh-CN')} 万元`;
const section = 'rounded-card bg-white p-4 shadow-card';

export function PurchaserProfileView({ profile: p, charts, crumbs }: { profile: PurchaserProfile; charts: Record<PurchaserChartId, Chart>; crumbs: Crumb[] }) {
  const figure = (id: PurchaserChartId) => <ChartFigure chart={charts[id]} testId={`chart-${id}`} csvHref={purchaserCsvHref(id, p.code)} />;
  return (
    <div className="site-container flex flex-col gap-5 pb-10 pt-4">
      <Breadcrumb items={crumbs} />
      <header className={section}>
        <h1 className="break-words text-xl font-semibold md:text-2xl">{p.name}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-meta text-ink-muted">
          <Tag tone="info">{p.purchaserType}</Tag>
          {p.cityName && <Tag tone="primary">{p.provinceName === p.cityName ? p.cityName : `${p.provinceName} ${p.cityName}`}</Tag>}
          {p.creditCode && <span className="break-all">统一社会信用代码：{p.creditCode}</span>}
        </p>
      </header>
      <section aria-label="采购概况" className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        <FigureCard label="中标项目" value={`${p.count} 项`} />
        <FigureCard label="采购总额" value={wan(p.amount)} />
        <FigureCard label="典型金额（中位数）" value={wan(p.median)} note={`平均 ${wan(p.average)}`} />
        <FigureCard label="最大单笔" value={wan(p.largest)} />
        <FigureCard label="合作供应商" value={`${p.supplierCount} 家`} note={`其中 ${p.repeatSuppliers} 家多次中标`} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        {figure('years')}
        {figure('kinds')}
        {figure('suppliers')}
        {figure('bands')}
      </div>
      <ListSection id="purchaser-suppliers" title="中标供应商及份额" testId="purchaser-suppliers">
        <LinkList
          ordered
          empty="暂无中标记录"
          lines={p.suppliers.map((s) => ({
            key: s.party,
            href: s.href,
            label: s.name,
            meta: `${s.count} 项${s.count > 1 ? '（多次中标）' : ''} · ${wan(s.amount)} · 占 ${(s.share * 100).toFixed(1)}%`,
          }))}
        />
      </ListSection>
      <ListSection id="purchaser-open" title="进行中的采购意向与公告" testId="purchaser-notices">
        <LinkList
          empty="暂无进行中的采购意向或招标公告"
          lines={p.notices.map((n) => ({ key: n.href, href: n.href, label: n.title, meta: `${n.kindName} · ${formatDate(n.publishTime)}` }))}
        />
      </ListSection>
    </div>
  );
}

function ListSection({ id, title, testId, children }: { id: string; title: string; testId: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={section} data-testid={testId}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
