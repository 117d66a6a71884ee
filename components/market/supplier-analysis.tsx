import { ChartFigure } from '@/components/charts/chart-figure';
import { DetailSection } from '@/components/detail/detail-section';
import type { Chart } from '@/lib/charts/types';
import { supplierCsvHref, type SupplierChartId } from '@/lib/market/charts';
import { formatDate } from '@/lib/format/date';
import { compareHref } from '@/lib/market/links';
import { toWan } from '@/lib/market/rules';
import type { SupplierAnalysis, SupplierFigures } from '@/lib/market/types';
import { FigureCard } from './figure-card';
import { LinkList } from './link-list';

// 中标分析 on the supplier detail page (docs/analytics.md "Supplier"): its wins in charts, its purchasers
// and its competitors side by side, each competitor a link to its own analysis and to a comparison; its
// cases delivered for purchasing units it won from, each with those awards.

export const ANALYSIS_ANCHOR = 'analysis';

const wan = (yuan: number) => `${toWan(yuan).toLocaleString('zh-CN')} 万`;
const cell = 'border-b border-line px-2 py-1.5 text-left font-normal';

export function SupplierAnalysisSection({ analysis: a, charts }: { analysis: SupplierAnalysis; charts: Record<SupplierChartId, Chart> }) {
  const me = a.figures;
  const figure = (id: SupplierChartId) => <ChartFigure chart={charts[id]} testId={`chart-${id}`} csvHref={supplierCsvHref(id, me.id)} />;
  return (
    <DetailSection id={ANALYSIS_ANCHOR} title="中标分析">
      {me.count === 0 ? (
        <p className="py-6 text-center text-ink-faint">暂无中标记录</p>
      ) : (
        <div className="flex flex-col gap-4" data-testid="supplier-analysis">
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <FigureCard label="中标项目" value={`${me.count} 项`} />
            <FigureCard label="中标总额" value={`${wan(me.amount)}元`} />
            <FigureCard label="平均中标额" value={`${wan(me.average)}元`} />
            <FigureCard label="最大单笔" value={`${wan(me.largest)}元`} />
          </div>
          <div className="grid gap-4 xl:grid-cols-2">
            {figure('wins-years')}
            {figure('wins-regions')}
            {figure('wins-sectors')}
            {figure('wins-purchasers')}
          </div>
          <div data-testid="supplier-competitors">
            <h3 className="font-semibold">竞争对手（在相同采购单位、相同类型项目中中标）</h3>
            {a.competitors.length === 0 ? (
              <p className="mt-2 text-meta text-ink-muted">暂无竞争对手数据</p>
            ) : (
              <div className="mt-2 overflow-x-auto">
                <table className="w-full min-w-[480px] border-collapse text-meta tabular-nums">
                  <thead className="text-ink-muted">
                    <tr>
                      <th scope="col" className={cell}>供应商</th>
                      <th scope="col" className={cell}>中标项目</th>
                      <th scope="col" className={cell}>中标总额</th>
                      <th scope="col" className={cell}>平均中标额</th>
                      <th scope="col" className={cell}>共同采购单位</th>
                      <th scope="col" className={cell}>对比</th>
                    </tr>
                  </thead>
                  <tbody>
                    <FiguresRow figures={me} note="本企业" />
                    {a.competitors.map((c) => (
                      <FiguresRow key={c.id} figures={c} shared={c.sharedPurchasers} compare={compareHref([me.id, c.id])} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
          <div data-testid="award-cases">
            <h3 className="font-semibold">与中标项目相关的案例</h3>
            <LinkList
              empty="暂无与中标项目相关的案例"
              lines={a.cases.map((c) => ({
                key: c.key,
                href: c.href,
                label: c.title,
                meta: (
                  <>
                    服务客户{' '}
                    <a href={c.purchaser.href} className="text-primary-active hover:underline">
                      {c.purchaser.name}
                    </a>
                    ，在该单位中标 {c.count} 项、{wan(c.amount)}元 · 最近：
                    <a href={c.latest.href} className="text-primary-active hover:underline" data-testid="case-award-link">
                      {c.latest.title}
                    </a>
                    （{formatDate(c.latest.publishTime)}）
                  </>
                ),
              }))}
            />
          </div>
        </div>
      )}
    </DetailSection>
  );
}

function FiguresRow({ figures: f, note, shared, compare }: { figures: SupplierFigures; note?: string; shared?: number; compare?: string }) {
  return (
    <tr>
      <th scope="row" className={cell}>
        {note ? (
          <span>{f.name}（{note}）</span>
        ) : (
          <a href={`${f.href}#${ANALYSIS_ANCHOR}`} className="text-primary-active hover:underline" data-testid="competitor-link">
            {f.name}
          </a>
        )}
      </th>
      <td className={cell}>{f.count}</td>
      <td className={cell}>{wan(f.amount)}</td>
      <td className={cell}>{wan(f.average)}</td>
      <td className={cell}>{shared ?? '-'}</td>
      <td className={cell}>
        {compare && (
          <a href={compare} className="whitespace-nowrap text-primary-active hover:underline" data-testid="compare-link">
            对比
          </a>
        )}
      </td>
    </tr>
  );
}
