import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DashboardView } from '@/components/admin/dashboard-view';
import { METRIC_LABELS } from '@/lib/dashboard/figures';
import { barChart, lineChart } from '@/lib/server/charts';
import { dashboardFigures } from '@/lib/server/dashboard/figures';
import { pageOperator } from '@/lib/server/operators/gate';

// The console's dashboard (docs/features.md, Operator console "Dashboard"): every operator role; anyone
// else gets the ordinary 404. Never indexed, never cached (server/page-cache.mjs leaves /admin alone).
export const metadata: Metadata = { title: '运营看板', robots: { index: false, follow: false } };

const TREND = ['registrations', 'logins', 'searches'] as const;

export default async function DashboardPage() {
  const operator = await pageOperator();
  if (!operator) notFound();
  const now = new Date();
  const figures = await dashboardFigures(now);
  const trend = lineChart({
    title: '近14天注册、登录与搜索',
    categoryLabel: '日期',
    categories: figures.days.map((d) => d.slice(5)),
    series: TREND.map((m) => ({ name: METRIC_LABELS[m], values: figures.metrics[m].daily })),
  });
  const gaps = barChart({
    title: '近7天无结果的搜索词',
    categoryLabel: '搜索词',
    valueLabel: '搜索次数',
    bars: figures.gaps.map((g) => ({ label: g.term, value: g.searches })),
  });
  return <DashboardView figures={figures} trend={trend} gaps={gaps} now={now} />;
}
