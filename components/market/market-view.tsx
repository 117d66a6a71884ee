import { ChartFigure } from '@/components/charts/chart-figure';
import { RankingFigure } from '@/components/charts/ranking-figure';
import { PageHero } from '@/components/info/page-hero';
import type { Chart, Ranking } from '@/lib/charts/types';
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

export function MarketView({ view, filter, charts, pageHref }: { view: Market; filter: MarketFilter; charts: Record<MarketChartId, Chart | Ranking>; pageHref: string }) {
  const where = view.scope.cityName ?? '全国';
  const what = [filter.trade, filter.kind ? kindLabel(filter.kind) : null].filter(Boolean).join(' · ') || '全部行业与类型';
  const period = view.months < 12 ? `${view.year}年1-${view.months}月（与${view.year - 1}年同期相比）` : `${view.year}年（与${view.year - 1}年相比）`;
  const localShare = { now: view.amount.now ? view.localAmount.now / view.amount.now : 0, before: view.amount.before ? view.localAmount.before / view.amount.before : 0 };
  const figure = (id: MarketChartId) => {
    const shown = charts[id];
    const props = { testId: `chart-${id}`, csvHref: marketCsvHref(id, pageHref) };
    return 'svg' in shown ? <ChartFigure chart={shown} {...props} /> : <RankingFigure ranking={shown} {...props} />;
  };
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
        <p className="text-meta text-ink-muted">
          数据每次发布中标结果时更新，每日核对一次。项目类型按项目名称归类，金额以中标公告为准；同一项目多家中标时计入第一中标人。
        </p>
      </div>
    </div>
  );
}
