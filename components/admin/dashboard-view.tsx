import Link from 'next/link';
import { ChartFigure } from '@/components/charts/chart-figure';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import type { Chart } from '@/lib/charts/types';
import { METRIC_LABELS, METRICS, type DashboardFigures, type SmsBudgetWindow } from '@/lib/dashboard/figures';
import { waitedFor } from '@/lib/operators/age';

interface DashboardViewProps {
  figures: DashboardFigures;
  trend: Chart;
  gaps: Chart;
  now: Date;
}

const card = 'rounded-card bg-white p-4 shadow-card';
const cell = 'border-b border-line px-3 py-2';

const WINDOW_LABELS: Record<number, string> = { 60: '近 1 分钟', 86_400: '近 24 小时' };

function SmsWindow({ w }: { w: SmsBudgetWindow }) {
  const share = Math.min(1, w.sent / w.budget);
  const near = w.sent >= w.nearAt;
  return (
    <div>
      <p className="flex justify-between text-meta text-ink-muted">
        <span>{WINDOW_LABELS[w.windowSec] ?? `${w.windowSec} 秒`}</span>
        <span className={`tabular-nums ${near ? 'text-price' : 'text-ink'}`} data-testid={`sms-${w.windowSec}`}>
          {w.sent} / {w.budget}
        </span>
      </p>
      {/* The share of the budget used; from nearAt on every send needs a captcha (docs/limits.md). */}
      <meter className="mt-1 h-2 w-full" min={0} max={w.budget} low={w.nearAt} high={w.nearAt} optimum={0} value={w.sent} aria-label={`${WINDOW_LABELS[w.windowSec] ?? ''}短信用量`}>
        {Math.round(share * 100)}%
      </meter>
    </div>
  );
}

/** The dashboard: today's and this week's figures, two charts, the SMS budget and the queues. */
export function DashboardView({ figures, trend, gaps, now }: DashboardViewProps) {
  return (
    <section className="site-container py-6" aria-labelledby="dashboard-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '运营看板' }]} />
      <h1 id="dashboard-title" className="mt-3 text-xl font-semibold text-ink">运营看板</h1>
      <p className="mt-1 text-meta text-ink-muted">按北京时间计；本周自周一起。搜索与无结果搜索来自搜索框与热搜词的搜索。</p>

      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7" data-testid="dashboard-metrics">
        {METRICS.map((m) => (
          <li key={m} className={card} data-metric={m}>
            <p className="text-meta text-ink-muted">{METRIC_LABELS[m]}</p>
            <p className="mt-1 text-xl font-semibold tabular-nums text-ink">
              <span className="sr-only">今日 </span>
              <span data-testid={`today-${m}`}>{figures.metrics[m].today}</span>
            </p>
            <p className="text-meta tabular-nums text-ink-muted">
              本周 <span data-testid={`week-${m}`}>{figures.metrics[m].week}</span>
            </p>
          </li>
        ))}
      </ul>

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <ChartFigure chart={trend} testId="trend-chart" />
        {figures.gaps.length === 0 ? (
          <div className={card} data-testid="gaps-chart">
            <p className="font-semibold text-ink">{gaps.title}</p>
            <p className="mt-4 text-ink-faint">近7天没有无结果的搜索</p>
          </div>
        ) : (
          <ChartFigure chart={gaps} testId="gaps-chart" />
        )}
      </div>

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <section className={card} aria-labelledby="sms-title">
          <h2 id="sms-title" className="font-semibold text-ink">短信发送与预算</h2>
          <div className="mt-3 grid gap-3">
            {figures.sms.map((w) => (
              <SmsWindow key={w.windowSec} w={w} />
            ))}
          </div>
          <p className="mt-2 text-meta text-ink-muted">用量达到预算的 80% 后，每次发送都需通过验证码，并告警运维。</p>
        </section>

        <section className={card} aria-labelledby="queues-title">
          <h2 id="queues-title" className="font-semibold text-ink">队列</h2>
          <p className="mt-3">
            <Link href="/admin/schemes" className="text-primary-active hover:underline" data-testid="dashboard-schemes">
              优选方案待审核 {figures.schemes.waiting} 个
            </Link>
            {figures.schemes.oldestAt && <span className="text-meta text-ink-muted">，最久已等待 {waitedFor(figures.schemes.oldestAt, now)}</span>}
          </p>
          {figures.jobs === null ? (
            <p className="mt-3 text-meta text-ink-faint">任务队列尚未启动</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full border-collapse text-left text-meta" data-testid="job-queues">
                <thead className="text-ink-muted">
                  <tr>
                    <th scope="col" className={`${cell} font-normal`}>任务</th>
                    <th scope="col" className={`${cell} font-normal`}>排队</th>
                    <th scope="col" className={`${cell} font-normal`}>已到期</th>
                    <th scope="col" className={`${cell} font-normal`}>最久等待</th>
                  </tr>
                </thead>
                <tbody>
                  {figures.jobs.length === 0 ? (
                    <tr>
                      <td colSpan={4} className={`${cell} text-ink-faint`}>没有排队的任务</td>
                    </tr>
                  ) : (
                    figures.jobs.map((q) => (
                      <tr key={q.name}>
                        <th scope="row" className={`${cell} break-all font-normal`}>{q.name}</th>
                        <td className={`${cell} tabular-nums`}>{q.waiting}</td>
                        <td className={`${cell} tabular-nums`}>{q.due}</td>
                        <td className={`${cell} tabular-nums`}>{q.oldestDueAt ? waitedFor(q.oldestDueAt, now) : '—'}</td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </section>
  );
}
