import { ChartFigure } from '@/components/charts/chart-figure';
import { PageHero } from '@/components/info/page-hero';
import type { Chart } from '@/lib/charts/types';
import { marketCsvHref, type MarketChartId } from '@/lib/market/charts';
import { kindLabel } from '@/lib/market/options';
import { hhiReading, toWan } from '@/lib/market/rules';
import type { MarketFilter } from '@/lib/market/schemas';
import type { MarketView as Market } from '@/lib/market/types';
import { FigureCard } from './figure-card';
import { MarketFilters } from './market-filters';

// 市场分析 (/analytics.html, docs/analytics.md "Market"): a market's awards at a glance, for the city of
// the sub-site or the whole country, filtered by the address.

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
const wan = (yuan: number) => `${toWan(yuan).toLocaleString('zh-CN')} 万元`;

export function MarketView({ view, filter, charts, pageHref }: { view: Market; filter: MarketFilter; charts: Record<MarketChartId, Chart>; pageHref: string }) {
  const where = view.scope.cityName ?? '全国';
  const what = [filter.trade, filter.kind ? kindLabel(filter.kind) : null].filter(Boolean).join(' · ') || '全部行业与类型';
  const period = view.months < 12 ? `${view.year}年1-${view.months}月（与${view.year - 1}年同期相比）` : `${view.year}年（与${view.year - 1}年相比）`;
  const localShare = { now: view.amount.now ? view.localAmount.now / view.amount.now : 0, before: view.amount.before ? view.localAmount.before / view.amount.before : 0 };
  const figure = (id: MarketChartId) => <ChartFigure chart={charts[id]} testId={`chart-${id}`} csvHref={marketCsvHref(id, pageHref)} />;
  return (
    <div className="pb-10">
      <PageHero title={`${where}软件采购市场分析`} lead="基于平台收录的中标结果：市场规模与走势、主要采购单位与中标供应商、市场集中度、金额分布、采购方式与本地供应商占比。" />
      <div className="site-container mt-6 flex flex-col gap-6">
        <MarketFilters filter={filter} years={view.years.length ? view.years : [view.year]} year={view.year} />
        <p className="text-meta text-ink-muted" data-testid="market-scope">
          {where} · {what} · {period}
        </p>
        <section aria-label="主要指标" className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
          <FigureCard label="中标金额" value={wan(view.amount.now)} compared={view.amount} testId="figure-amount" />
          <FigureCard label="中标项目数" value={`${view.count.now.toLocaleString('zh-CN')} 项`} compared={view.count} testId="figure-count" />
          <FigureCard label="前五名供应商份额" value={pct(view.top5Share.now)} compared={view.top5Share} />
          <FigureCard label="集中度 HHI" value={String(view.hhi.now)} compared={view.hhi} note={`${hhiReading(view.hhi.now)}：各供应商金额份额（%）平方之和，0-10000，越高越集中`} />
          <FigureCard label="本地供应商金额占比" value={pct(localShare.now)} compared={localShare} note="注册地与项目同城的中标供应商" />
        </section>
        <div className="grid gap-4 lg:grid-cols-2">
          {figure('monthly-amount')}
          {figure('monthly-count')}
          {figure('top-purchasers-amount')}
          {figure('top-purchasers-count')}
          {figure('top-suppliers-amount')}
          {figure('top-suppliers-count')}
          {figure('amount-bands')}
          {figure('methods')}
        </div>
        <section aria-labelledby="market-parties" className="grid gap-4 md:grid-cols-2">
          <h2 id="market-parties" className="sr-only">采购单位与供应商</h2>
          <PartyList title="主要采购单位" rows={view.topPurchasers.byAmount} testId="market-purchasers" />
          <PartyList title="主要中标供应商" rows={view.topSuppliers.byAmount} testId="market-suppliers" />
        </section>
        <p className="text-meta text-ink-muted">
          数据每次发布中标结果时更新，每日核对一次。项目类型按项目名称归类，金额以中标公告为准；同一项目多家中标时计入第一中标人。
        </p>
      </div>
    </div>
  );
}

function PartyList({ title, rows, testId }: { title: string; rows: Market['topPurchasers']['byAmount']; testId: string }) {
  return (
    <div className="rounded-card bg-white p-4 shadow-card" data-testid={testId}>
      <h3 className="font-semibold text-ink">{title}</h3>
      <ol className="mt-2 flex flex-col gap-1 text-meta">
        {rows.map((r) => (
          <li key={r.party} className="flex justify-between gap-3">
            {r.href ? (
              <a href={r.href} className="min-w-0 truncate text-primary-active hover:underline">
                {r.name}
              </a>
            ) : (
              <span className="min-w-0 truncate">{r.name}</span>
            )}
            <span className="shrink-0 tabular-nums text-ink-muted">
              {r.count} 项 · {wan(r.amount)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
