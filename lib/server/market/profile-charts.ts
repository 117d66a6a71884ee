import 'server-only';
import type { Chart } from '@/lib/charts/types';
import type { PurchaserChartId, SupplierChartId } from '@/lib/market/charts';
import { bandLabel, kindLabel } from '@/lib/market/options';
import { toWan } from '@/lib/market/rules';
import type { PurchaserProfile, SupplierAnalysis, YearKind } from '@/lib/market/types';
import { barChart, columnChart } from '@/lib/server/charts';

// The profiles' charts (docs/analytics.md), drawn on the server (docs/decisions/0011).

/** Amount per year (万元), the years in order. */
export function yearsChart(title: string, rows: YearKind[]): Chart {
  const years = [...new Set(rows.map((r) => r.year))].sort();
  return columnChart({
    title,
    categoryLabel: '年度',
    valueLabel: '金额（万元）',
    categories: years.map((y) => `${y}年`),
    values: years.map((y) => toWan(rows.filter((r) => r.year === y).reduce((a, r) => a + r.amount, 0))),
  });
}

/** Projects per kind, the most first. */
export function kindsChart(title: string, rows: YearKind[]): Chart {
  const kinds = new Map<string, number>();
  for (const r of rows) kinds.set(r.kind, (kinds.get(r.kind) ?? 0) + r.count);
  return barChart({ title, categoryLabel: '项目类型', valueLabel: '项目数', bars: [...kinds].sort((a, b) => b[1] - a[1]).map(([kind, n]) => ({ label: kindLabel(kind), value: n })) });
}

export function purchaserCharts(p: PurchaserProfile): Record<PurchaserChartId, Chart> {
  return {
    years: yearsChart('历年采购金额（万元）', p.byYearKind),
    kinds: kindsChart('采购项目类型（项）', p.byYearKind),
    suppliers: barChart({ title: '中标供应商 金额前十（万元）', categoryLabel: '供应商', valueLabel: '中标金额（万元）', bars: p.suppliers.slice(0, 10).map((s) => ({ label: s.name, value: toWan(s.amount) })) }),
    bands: columnChart({ title: '项目金额区间（项）', categoryLabel: '金额区间', valueLabel: '项目数', categories: p.bands.map((b) => bandLabel(b.band)), values: p.bands.map((b) => b.count) }),
  };
}

export function supplierCharts(a: SupplierAnalysis): Record<SupplierChartId, Chart> {
  const top = (rows: { name: string; count: number }[]) => rows.slice(0, 10).map((r) => ({ label: r.name, value: r.count }));
  return {
    'wins-years': yearsChart('历年中标金额（万元）', a.byYearKind),
    'wins-regions': barChart({ title: '中标地区（项）', categoryLabel: '城市', valueLabel: '中标项目数', bars: top(a.regions) }),
    'wins-sectors': barChart({ title: '采购单位类型（项）', categoryLabel: '单位类型', valueLabel: '中标项目数', bars: top(a.sectors) }),
    'wins-purchasers': barChart({ title: '主要采购单位（万元）', categoryLabel: '采购单位', valueLabel: '中标金额（万元）', bars: a.purchasers.map((p) => ({ label: p.name, value: toWan(p.amount) })) }),
  };
}
