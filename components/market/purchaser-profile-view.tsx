import { ChartFigure } from '@/components/charts/chart-figure';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { Tag } from '@/components/ui/tag';
import type { Chart } from '@/lib/charts/types';
import { purchaserCsvHref, type PurchaserChartId } from '@/lib/market/charts';
import { toWan } from '@/lib/market/rules';
import type { PurchaserProfile } from '@/lib/market/types';
import { formatDate } from '@/lib/format/date';
import { FigureCard } from './figure-card';

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
      <section aria-labelledby="purchaser-suppliers" className={section} data-testid="purchaser-suppliers">
        <h2 id="purchaser-suppliers" className="font-semibold">
          中标供应商及份额
        </h2>
        {p.suppliers.length === 0 ? (
          <p className="mt-2 text-meta text-ink-muted">暂无中标记录</p>
        ) : (
          <ol className="mt-2 flex flex-col divide-y divide-line text-meta">
            {p.suppliers.map((s) => (
              <li key={s.party} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
                <a href={s.href} className="min-w-0 text-primary-active hover:underline">
                  {s.name}
                </a>
                <span className="tabular-nums text-ink-muted">
                  {s.count} 项{s.count > 1 ? '（多次中标）' : ''} · {wan(s.amount)} · 占 {(s.share * 100).toFixed(1)}%
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="purchaser-open" className={section} data-testid="purchaser-notices">
        <h2 id="purchaser-open" className="font-semibold">
          进行中的采购意向与公告
        </h2>
        {p.notices.length === 0 ? (
          <p className="mt-2 text-meta text-ink-muted">暂无进行中的采购意向或招标公告</p>
        ) : (
          <ul className="mt-2 flex flex-col divide-y divide-line text-meta">
            {p.notices.map((n) => (
              <li key={n.href} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
                <a href={n.href} className="min-w-0 text-primary-active hover:underline">
                  {n.title}
                </a>
                <span className="text-ink-muted">
                  {n.kindName} · {formatDate(n.publishTime)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
