import 'server-only';
import { ranking } from '@/lib/charts/ranking';
import type { Chart, Ranking } from '@/lib/charts/types';
import type { MarketChartId } from '@/lib/market/charts';
import { bandLabel } from '@/lib/market/options';
import { toWan } from '@/lib/market/rules';
import type { MarketView, PartyTotal } from '@/lib/market/types';
import { barChart, columnChart, lineChart } from '@/lib/server/charts';

// The market view's charts (docs/analytics.md "Market"), drawn on the server (docs/decisions/0011).

const ranked = (rows: PartyTotal[], pick: (r: PartyTotal) => number) => rows.map((r) => ({ label: r.name, value: pick(r), href: r.href }));

/** The market's figures: drawings for the trends and distributions, linked rankings for the top tens. */
export function marketCharts(view: MarketView): Record<MarketChartId, Chart | Ranking> {
  const months = view.monthly.map((m) => `${m.month}月`);
  const thisYear = `${view.year}年`;
  const lastYear = `${view.year - 1}年`;
  return {
    'monthly-amount': lineChart({
      title: '月度中标金额（万元）',
      categoryLabel: '月份',
      categories: months,
      series: [
        { name: thisYear, values: view.monthly.map((m) => toWan(m.amount)) },
        { name: lastYear, values: view.monthly.map((m) => toWan(m.amountBefore)) },
      ],
    }),
    'monthly-count': lineChart({
      title: '月度中标数量（项）',
      categoryLabel: '月份',
      categories: months,
      series: [
        { name: thisYear, values: view.monthly.map((m) => m.count) },
        { name: lastYear, values: view.monthly.map((m) => m.countBefore) },
      ],
    }),
    'top-purchasers-amount': ranking({ title: '采购单位 中标金额前十（万元）', categoryLabel: '采购单位', valueLabel: '中标金额（万元）', unit: '万元', rows: ranked(view.topPurchasers.byAmount, (r) => toWan(r.amount)) }),
    'top-purchasers-count': ranking({ title: '采购单位 项目数前十', categoryLabel: '采购单位', valueLabel: '项目数', unit: '项', rows: ranked(view.topPurchasers.byCount, (r) => r.count) }),
    'top-suppliers-amount': ranking({ title: '中标供应商 金额前十（万元）', categoryLabel: '供应商', valueLabel: '中标金额（万元）', unit: '万元', rows: ranked(view.topSuppliers.byAmount, (r) => toWan(r.amount)) }),
    'top-suppliers-count': ranking({ title: '中标供应商 项目数前十', categoryLabel: '供应商', valueLabel: '中标项目数', unit: '项', rows: ranked(view.topSuppliers.byCount, (r) => r.count) }),
    'amount-bands': columnChart({
      title: '中标金额区间分布（项）',
      categoryLabel: '金额区间',
      valueLabel: '项目数',
      categories: view.bands.map((b) => bandLabel(b.band)),
      values: view.bands.map((b) => b.count),
    }),
    methods: barChart({ title: '采购方式构成（项）', categoryLabel: '采购方式', valueLabel: '项目数', bars: view.ways.map((w) => ({ label: w.way, value: w.count })) }),
  };
}
