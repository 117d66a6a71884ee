import { ChartFigure } from '@/components/charts/chart-figure';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import type { Chart } from '@/lib/charts/types';
import { compareCsvHref, type CompareChartId } from '@/lib/market/charts';
import { toWan } from '@/lib/market/rules';
import type { SupplierFigures } from '@/lib/market/types';
import { ANALYSIS_ANCHOR } from './supplier-analysis';

// 供应商对比 (/supplierCompare.html?ids=, docs/analytics.md "Compare"): up to four suppliers' figures in
// one table, a column each, and their awarded value in charts.

const wan = (yuan: number) => `${toWan(yuan).toLocaleString('zh-CN')} 万元`;
const cell = 'border-b border-line px-2 py-2 text-left align-top font-normal';

const ROWS: { label: string; value: (s: SupplierFigures) => string }[] = [
  { label: '中标项目', value: (s) => `${s.count} 项` },
  { label: '中标总额', value: (s) => wan(s.amount) },
  { label: '平均中标额', value: (s) => wan(s.average) },
  { label: '最大单笔', value: (s) => wan(s.largest) },
  { label: '采购单位数', value: (s) => `${s.purchasers} 家` },
];

export function CompareView({ suppliers, charts, crumbs }: { suppliers: SupplierFigures[]; charts: Record<CompareChartId, Chart>; crumbs: Crumb[] }) {
  const ids = suppliers.map((s) => s.id);
  return (
    <div className="site-container flex flex-col gap-5 pb-10 pt-4">
      <Breadcrumb items={crumbs} />
      <h1 className="text-xl font-semibold md:text-2xl">供应商中标对比</h1>
      {suppliers.length === 0 ? (
        <p className="rounded-card bg-white p-6 text-center text-ink-muted shadow-card">请从供应商的「中标分析」中选择要对比的企业（最多 4 家）。</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-card bg-white p-4 shadow-card">
            <table className="w-full border-collapse text-meta tabular-nums" data-testid="compare-table">
              <thead>
                <tr>
                  <th scope="col" className={`${cell} whitespace-nowrap text-ink-muted`}>指标</th>
                  {suppliers.map((s) => (
                    <th key={s.id} scope="col" className={`${cell} min-w-24`}>
                      <a href={`${s.href}#${ANALYSIS_ANCHOR}`} className="font-semibold text-primary-active hover:underline">
                        {s.name}
                      </a>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map((row) => (
                  <tr key={row.label}>
                    <th scope="row" className={`${cell} whitespace-nowrap text-ink-muted`}>{row.label}</th>
                    {suppliers.map((s) => (
                      <td key={s.id} className={`${cell} whitespace-nowrap`}>{row.value(s)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <ChartFigure chart={charts['compare-years']} testId="chart-compare-years" csvHref={compareCsvHref('compare-years', ids)} />
            <ChartFigure chart={charts['compare-totals']} testId="chart-compare-totals" csvHref={compareCsvHref('compare-totals', ids)} />
          </div>
        </>
      )}
    </div>
  );
}
