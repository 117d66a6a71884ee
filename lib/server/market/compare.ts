import 'server-only';
import { sql } from 'drizzle-orm';
import { cache } from 'react';
import type { Chart } from '@/lib/charts/types';
import type { CompareChartId } from '@/lib/market/charts';
import { toWan } from '@/lib/market/rules';
import type { SupplierFigures } from '@/lib/market/types';
import { barChart, lineChart } from '@/lib/server/charts';
import { getReadDb, queryRows } from '@/lib/server/db/client';
import { supplierFigures } from './supplier';

// Up to four suppliers side by side (docs/analytics.md "Compare"): their headline figures and their
// awarded value year by year, from the pair rollup.

type Comparison = { suppliers: SupplierFigures[]; charts: Record<CompareChartId, Chart> };

// React's cache() keys its arguments by identity: the ids go in as one string.
const compareOnce = cache(async (key: string): Promise<Comparison> => {
  const ids = key ? key.split(',').map(Number) : [];
  const db = await getReadDb();
  const [suppliers, years] = await Promise.all([
    supplierFigures(db, ids),
    ids.length
      ? queryRows<{ id: number; year: number; amount: number }>(
          db,
          sql`select supplier_id as id, year, sum(amount_sum)::float8 as amount from award_pair where supplier_id in ${ids} group by 1, 2`,
        )
      : Promise.resolve([]),
  ]);
  const categories = [...new Set(years.map((y) => y.year))].sort();
  return {
    suppliers,
    charts: {
      'compare-years': lineChart({
        title: '历年中标金额对比（万元）',
        categoryLabel: '年度',
        categories: categories.map((y) => `${y}年`),
        series: suppliers.map((s) => ({ name: s.name, values: categories.map((y) => toWan(years.find((r) => r.id === s.id && r.year === y)?.amount ?? 0)) })),
      }),
      'compare-totals': barChart({ title: '中标总额对比（万元）', categoryLabel: '供应商', valueLabel: '中标总额（万元）', bars: suppliers.map((s) => ({ label: s.name, value: toWan(s.amount) })) }),
    },
  };
});

/** The comparison of these suppliers, read once per render: the page and its metadata ask for the same ids. */
export const compareSuppliers = (ids: number[]): Promise<Comparison> => compareOnce(ids.join(','));
